// Declarations only: the part of Foundation and the Objective-C runtime the guide's samples use.
// Signatures follow Apple's documentation; bodies exist only to satisfy the compiler.

open class NSObject: Hashable {
    public init() {}
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

open class NSCoder: NSObject {}

public typealias TimeInterval = Double

public struct IndexPath: Hashable, Sendable {
    public init() {}
}

public struct Selector: Hashable, Sendable {
    public init(_ name: String) {}
}

public struct IndexSet: Hashable, Sendable, Sequence {
    public init() {}
    public func makeIterator() -> IndexingIterator<[Int]> { [].makeIterator() }
}
