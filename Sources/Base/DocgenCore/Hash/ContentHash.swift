import CXXHash

/// A 128-bit fingerprint of content, with XXH3-128 from libxxhash: the only code that touches it.
///
/// Cache keys and entity tags are made of it: a collision would publish or serve a stale page,
/// so it is a well-studied 128-bit hash, not a home-made one. Each ``update(_:)`` also feeds the
/// length of what it was given, so that `("ab", "c")` and `("a", "bc")` differ.
public struct ContentHash: Sendable {
    private var state: State

    public init() {
        state = State()
    }

    /// Adds `bytes`, then their count.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        if !isKnownUniquelyReferenced(&state) { state = state.copy() }
        state.feed(bytes)
        state.feed(count: bytes.count)
    }

    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    public mutating func update(_ text: String) {
        var text = text
        text.withUTF8 { update(UnsafeRawBufferPointer($0)) }
    }

    /// Adds `value`, as 8 little-endian bytes.
    public mutating func update(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { update($0) }
    }

    /// The fingerprint so far, as 32 hexadecimal digits (high half first).
    public var hex: String {
        let digest = XXH3_128bits_digest(state.pointer)
        return String(unsafeUninitializedCapacity: 32) { buffer in
            for digit in 0..<32 {
                let half = digit < 16 ? digest.high64 : digest.low64
                buffer[digit] = Self.hexDigits[Int((half >> UInt64(60 - 4 * (digit % 16))) & 0xF)]
            }
            return 32
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// The fingerprint of `bytes` alone.
    public static func of(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { of($0) }
    }

    /// The fingerprint of `parts` one after another: the same as ``of(_:)`` of their bytes
    /// joined, without joining them.
    public static func of(parts: [ArraySlice<UInt8>]) -> String {
        let hash = ContentHash()
        for part in parts { part.withUnsafeBytes { hash.state.feed($0) } }
        hash.state.feed(count: parts.reduce(0) { $0 + $1.count })
        return hash.hex
    }

    public static func of(_ bytes: UnsafeRawBufferPointer) -> String {
        var hash = ContentHash()
        hash.update(bytes)
        return hash.hex
    }

    /// libxxhash's streaming state, which must live on the heap (it wants 64-byte alignment).
    private final class State: @unchecked Sendable {
        // Owned by one ContentHash at a time (copied before a shared one is changed).
        let pointer: OpaquePointer

        init() {
            pointer = XXH3_createState()
            XXH3_128bits_reset(pointer)
        }

        private init(copying other: OpaquePointer) {
            pointer = XXH3_createState()
            XXH3_copyState(pointer, other)
        }

        func copy() -> State {
            State(copying: pointer)
        }

        /// Adds `bytes` as they are.
        func feed(_ bytes: UnsafeRawBufferPointer) {
            XXH3_128bits_update(pointer, bytes.baseAddress, bytes.count)
        }

        /// Adds `count` as 8 little-endian bytes: what follows each ``ContentHash/update(_:)``.
        func feed(count: Int) {
            withUnsafeBytes(of: UInt64(count).littleEndian) { feed($0) }
        }

        deinit {
            XXH3_freeState(pointer)
        }
    }
}
