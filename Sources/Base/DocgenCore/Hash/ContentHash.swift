import CXXHash

/// A 128-bit fingerprint of content, with XXH3-128 from libxxhash: the only code that touches it.
///
/// Cache keys and entity tags are made of it: a collision would publish or serve a stale page,
/// so it is a well-studied 128-bit hash, not a home-made one. Each ``update(_:)`` also feeds the
/// length of what it was given, so that `("ab", "c")` and `("a", "bc")` differ.
public struct ContentHash: Sendable {
    /// What was fed, gathered in a buffer: most fingerprints here (page keys, navigation) are of
    /// a few dozen short strings, which one `XXH3_128bits` call hashes in a fraction of the time
    /// the streaming state takes at two calls per update; longer ones reach the streaming state
    /// a buffer at a time. The digest is the same either way.
    private var state = State()

    public init() {}

    /// Adds `bytes`, then their count.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        if !isKnownUniquelyReferenced(&state) { state = state.copy() }
        state.feedWithCount(bytes)
    }

    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    public mutating func update(_ text: String) {
        // In place when the string's bytes are contiguous (nearly always): no copy to retain.
        if text.utf8.withContiguousStorageIfAvailable({ update(UnsafeRawBufferPointer($0)) }) != nil { return }
        var text = text
        text.withUTF8 { update(UnsafeRawBufferPointer($0)) }
    }

    /// Adds `value`, as 8 little-endian bytes.
    public mutating func update(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { update($0) }
    }

    /// The fingerprint so far, as 32 hexadecimal digits (high half first).
    public var hex: String {
        let digest = state.digest
        return String(unsafeUninitializedCapacity: 32) { buffer in
            Self.hexDigitPairs.withUnsafeBufferPointer { pairs in
                for (offset, half) in [(0, digest.high64), (16, digest.low64)] {
                    for byte in 0..<8 {
                        let pair = pairs[Int(truncatingIfNeeded: (half >> UInt64(56 - 8 * byte)) & 0xFF)]
                        buffer[offset + 2 * byte] = UInt8(truncatingIfNeeded: pair >> 8)
                        buffer[offset + 2 * byte + 1] = UInt8(truncatingIfNeeded: pair)
                    }
                }
            }
            return 32
        }
    }

    /// Each byte's two hexadecimal digits, the first in the high byte: a digest is written a byte
    /// at a time (digit by digit, it took half the time of hashing a page key's inputs).
    private static let hexDigitPairs: [UInt16] = (0..<256).map { byte in
        let digits = Array("0123456789abcdef".utf8)
        return UInt16(digits[byte >> 4]) << 8 | UInt16(digits[byte & 0xF])
    }

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

    /// The bytes fed and not yet hashed, and libxxhash's streaming state once they outgrow the
    /// buffer (it must live on the heap: it wants 64-byte alignment).
    private final class State: @unchecked Sendable {
        // Owned by one ContentHash at a time (copied before a shared one is changed).
        private static let bufferSize = 4096
        private var buffer: UnsafeMutableRawPointer?
        private var count = 0
        private var streaming: OpaquePointer?

        init() {}

        func copy() -> State {
            let copy = State()
            if let streaming {
                copy.streaming = XXH3_createState()
                XXH3_copyState(copy.streaming, streaming)
            }
            if let buffer {
                copy.buffer = UnsafeMutableRawPointer.allocate(byteCount: Self.bufferSize, alignment: 16)
                copy.buffer!.copyMemory(from: buffer, byteCount: count)
                copy.count = count
            }
            return copy
        }

        /// Adds `bytes` as they are.
        func feed(_ bytes: UnsafeRawBufferPointer) {
            guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
            if count + bytes.count > Self.bufferSize {
                // The buffer goes to the streaming state, and input as large as it goes straight there.
                if streaming == nil {
                    streaming = XXH3_createState()
                    XXH3_128bits_reset(streaming)
                }
                if let buffer, count > 0 { XXH3_128bits_update(streaming, buffer, count) }
                count = 0
                if bytes.count >= Self.bufferSize {
                    XXH3_128bits_update(streaming, source, bytes.count)
                    return
                }
            }
            if buffer == nil { buffer = UnsafeMutableRawPointer.allocate(byteCount: Self.bufferSize, alignment: 16) }
            (buffer! + count).copyMemory(from: source, byteCount: bytes.count)
            count += bytes.count
        }

        /// Adds `count` as 8 little-endian bytes: what follows each ``ContentHash/update(_:)``.
        func feed(count: Int) {
            withUnsafeBytes(of: UInt64(count).littleEndian) { feed($0) }
        }

        /// Adds `bytes` and then their count, as ``feed(_:)`` and ``feed(count:)`` do; in one
        /// copy and one store when the buffer has room (a page key is a few dozen short values).
        func feedWithCount(_ bytes: UnsafeRawBufferPointer) {
            guard let buffer, count + bytes.count + 8 <= Self.bufferSize else {
                feed(bytes)
                feed(count: bytes.count)
                return
            }
            if let source = bytes.baseAddress, !bytes.isEmpty { (buffer + count).copyMemory(from: source, byteCount: bytes.count) }
            (buffer + count + bytes.count).storeBytes(of: UInt64(bytes.count).littleEndian, as: UInt64.self)
            count += bytes.count + 8
        }

        /// The digest of everything fed, leaving the state as it is (a copy of the streaming
        /// state takes the buffer's last bytes).
        var digest: XXH128_hash_t {
            guard let streaming else { return XXH3_128bits(buffer, count) }
            guard count > 0 else { return XXH3_128bits_digest(streaming) }
            let last = XXH3_createState()
            defer { XXH3_freeState(last) }
            XXH3_copyState(last, streaming)
            XXH3_128bits_update(last, buffer, count)
            return XXH3_128bits_digest(last)
        }

        deinit {
            buffer?.deallocate()
            if let streaming { XXH3_freeState(streaming) }
        }
    }
}
