/// The few CBOR items Pagefind's index files are made of (RFC 8949, each in its shortest form,
/// as Pagefind's minicbor writes them): unsigned and negative integers, text strings, and
/// arrays of known length, which is how minicbor writes a struct.
struct CBORWriter {
    private(set) var bytes: [UInt8] = []

    mutating func array(_ count: Int) { head(major: 4, UInt64(count)) }

    mutating func unsigned(_ value: Int) { head(major: 0, UInt64(value)) }

    mutating func integer(_ value: Int32) {
        if value >= 0 { head(major: 0, UInt64(value)) } else { head(major: 1, UInt64(-1 - Int64(value))) }
    }

    mutating func text(_ text: String) {
        head(major: 3, UInt64(text.utf8.count))
        bytes.append(contentsOf: text.utf8)
    }

    mutating func texts(_ texts: [String]) {
        array(texts.count)
        for text in texts { self.text(text) }
    }

    /// An array of `items`, each written by `write`.
    mutating func array<Item>(of items: [Item], _ write: (inout CBORWriter, Item) -> Void) {
        array(items.count)
        for item in items { write(&self, item) }
    }

    /// A major type and its argument, in as few bytes as hold it.
    private mutating func head(major: UInt8, _ value: UInt64) {
        let type = major << 5
        switch value {
        case ..<24:
            bytes.append(type | UInt8(value))
        case ..<0x100:
            bytes.append(contentsOf: [type | 24, UInt8(value)])
        case ..<0x10000:
            bytes.append(contentsOf: [type | 25, UInt8(value >> 8), UInt8(value & 0xFF)])
        case ..<0x1_0000_0000:
            bytes.append(type | 26)
            for shift in stride(from: 24, through: 0, by: -8) { bytes.append(UInt8((value >> UInt64(shift)) & 0xFF)) }
        default:
            bytes.append(type | 27)
            for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8((value >> UInt64(shift)) & 0xFF)) }
        }
    }
}
