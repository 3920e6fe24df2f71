/// A set of ASCII words looked up directly on source bytes, by length and then byte by byte:
/// a lexer asks it of every identifier, which a `Set<String>` would first copy into a string.
struct WordTable: Sendable {
    private let byLength: [[[UInt8]]]

    init(_ words: [String]) {
        let longest = words.map(\.utf8.count).max() ?? 0
        var table = Array(repeating: [[UInt8]](), count: longest + 1)
        for word in words {
            table[word.utf8.count].append(Array(word.utf8))
        }
        byLength = table
    }

    /// True when `source[range]` is one of the words.
    func contains(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard range.count < byLength.count else { return false }
        candidates: for candidate in byLength[range.count] {
            for (offset, byte) in candidate.enumerated() where source[range.lowerBound + offset] != byte {
                continue candidates
            }
            return true
        }
        return false
    }
}
