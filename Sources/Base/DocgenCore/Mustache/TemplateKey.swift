/// A name in a template's data (`title` in `{"title": …}`), hashed once when it is made: a
/// page's render looks names up a few hundred times, and hashing the name's text at each
/// look-up was most of what a look-up cost.
public struct TemplateKey: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    /// FNV-1a of the name's UTF-8: cheap to make, and equal names have equal codes.
    private let code: UInt64

    public init(_ name: String) {
        var code: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 { code = (code ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        self.name = name
        self.code = code
    }

    public init(stringLiteral name: String) {
        self.init(name)
    }

    public var description: String { name }

    public static func == (left: TemplateKey, right: TemplateKey) -> Bool {
        left.code == right.code && left.name == right.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
    }
}
