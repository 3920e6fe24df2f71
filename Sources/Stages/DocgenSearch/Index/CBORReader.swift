/// Reads the CBOR items ``CBORWriter`` writes (integers, text, arrays of known length), into
/// values: for reading back an index Pagefind wrote.
enum CBORReader {
    indirect enum Item: Equatable {
        case integer(Int64)
        case text(String)
        case array([Item])

        var array: [Item]? { if case .array(let items) = self { items } else { nil } }
        var text: String? { if case .text(let text) = self { text } else { nil } }
        var integer: Int64? { if case .integer(let value) = self { value } else { nil } }
    }

    /// The one item `bytes` hold, or nil when they hold anything else (another kind of item, an
    /// item cut short, or bytes after it).
    static func item(_ bytes: [UInt8]) -> Item? {
        var offset = 0
        guard let item = read(bytes, &offset, depth: 0), offset == bytes.count else { return nil }
        return item
    }

    private static func read(_ bytes: [UInt8], _ offset: inout Int, depth: Int) -> Item? {
        guard offset < bytes.count, depth < 64 else { return nil }
        let initial = bytes[offset]
        offset += 1
        let major = initial >> 5
        let small = initial & 0x1F
        var argument: UInt64
        switch small {
        case ..<24: argument = UInt64(small)
        case 24...27:
            let count = 1 << Int(small - 24)
            guard offset + count <= bytes.count else { return nil }
            argument = 0
            for byte in bytes[offset..<offset + count] { argument = argument << 8 | UInt64(byte) }
            offset += count
        default: return nil
        }
        switch major {
        case 0:
            guard argument <= UInt64(Int64.max) else { return nil }
            return .integer(Int64(argument))
        case 1:
            guard argument < UInt64(Int64.max) else { return nil }
            return .integer(-1 - Int64(argument))
        case 3:
            guard argument <= UInt64(bytes.count - offset) else { return nil }
            let end = offset + Int(argument)
            defer { offset = end }
            return .text(String(decoding: bytes[offset..<end], as: UTF8.self))
        case 4:
            // Each item takes at least a byte: a longer count is a lie.
            guard argument <= UInt64(bytes.count - offset) else { return nil }
            var items: [Item] = []
            items.reserveCapacity(Int(argument))
            for _ in 0..<argument {
                guard let item = read(bytes, &offset, depth: depth + 1) else { return nil }
                items.append(item)
            }
            return .array(items)
        default:
            return nil
        }
    }
}
