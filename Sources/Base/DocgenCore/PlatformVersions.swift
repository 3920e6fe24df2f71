/// Keeps the words that name one thing on one line: an Apple platform with its version
/// (`iOS 26`, `iPadOS 18.2`, `Xcode 16`), a device with its model (`iPhone 15`, `iPhone 13 Pro`,
/// `iPad Pro 13-inch`) and a number with its unit (`26 pt`, `16.7 ms`, `212 GB`, `60 fps`). The
/// space between them becomes a no-break space (U+00A0), so a line never ends with "iOS" or "26"
/// and starts the next with "26" or "pt". Browsers break Chinese text between any two ideographs
/// and at every space, so this matters most there, but it holds in every language.
///
/// Applied to prose docgen writes into pages (chapter text, figure and table captions, chapter
/// titles and descriptions) and to the text diagrams wrap; never to code. Heading ids come from
/// the written text, so they keep their plain spaces.
public enum PlatformVersions {
    /// The names kept with a version that follows them.
    public static let names = ["iOS", "iPadOS", "macOS", "tvOS", "watchOS", "visionOS", "Xcode"]

    /// The devices kept with the model number or model words that follow them.
    public static let devices = ["iPhone", "iPad"]

    /// The words of a device's model (`iPhone 15 Pro Max`, `iPad mini`): each is kept with the
    /// device or model word before it, and a model word keeps a number after it (`iPad Pro 13-inch`).
    public static let modelWords = ["Pro", "Max", "Plus", "mini", "Air", "SE", "Ultra"]

    /// The units kept with the number before them: lengths, times, sizes and rates.
    public static let units = ["pt", "px", "ms", "KB", "MB", "GB", "fps", "Hz", "英寸"]

    /// `text` with a no-break space in each of these places, where one ASCII space stands:
    /// - between a platform name (not part of a longer word) and a digit;
    /// - between a device (not part of a longer word) and a number or a model word, and on
    ///   through the model's words;
    /// - between a digit and a unit that ends there (not `12 pts` or `5 pixels`).
    public static func keptTogether(_ text: String) -> String {
        var text = text
        // Every rule concerns ASCII words, and no byte of a longer UTF-8 sequence is ASCII, so
        // the rules read bytes: one pass, no scalars decoded.
        let spaces = text.withUTF8 { bytes in
            // Most texts have no space beside a digit and no device: return them untouched and fast.
            bytes.count > 3 && mayHaveSomethingToKeep(bytes) ? spacesToKeep(in: bytes) : []
        }
        guard !spaces.isEmpty else { return text }
        return text.withUTF8 { bytes in
            var kept: [UInt8] = []
            kept.reserveCapacity(bytes.count + spaces.count)
            var copied = 0
            for space in spaces {
                kept.append(contentsOf: bytes[copied..<space])
                kept += noBreakSpace
                copied = space + 1
            }
            kept.append(contentsOf: bytes[copied...])
            return String(decoding: kept, as: UTF8.self)
        }
    }

    /// The offsets of the spaces in `bytes` that become no-break spaces.
    private static func spacesToKeep(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var spaces: [Int] = []
        // Where the words of a device end, while its model goes on.
        var deviceEnd: Int?
        for index in 0..<(bytes.count - 1) where bytes[index] == space {
            // Every rule needs a digit before or after the space, a model word after it, or a
            // device being read: most spaces in prose have none of these and are passed over.
            let digitBefore = index > 0 && bytes[index - 1].isASCIIDigit
            guard deviceEnd == index || digitBefore || bytes[index + 1].isASCIIDigit || isModelWordInitial[Int(bytes[index + 1])] else {
                continue
            }
            let before = word(endingBefore: index, in: bytes).map { bytes[$0] }
            let after = word(startingAfter: index, in: bytes)
            let isNumber = !after.isEmpty && bytes[after.lowerBound].isASCIIDigit
            // A sentence's full stop is no part of the word ("an iPhone SE.").
            var wordEnd = after.upperBound
            while wordEnd > after.lowerBound, bytes[wordEnd - 1] == UInt8(ascii: ".") || bytes[wordEnd - 1] == UInt8(ascii: "-") {
                wordEnd -= 1
            }
            let isModelWord = modelWordBytes.contains(bytes[after.lowerBound..<wordEnd])
            let beforeIsDevice = before.map(deviceBytes.contains) == true
            let beforeIsModelWord = before.map(modelWordBytes.contains) == true
            let keep = (isNumber && before.map(nameBytes.contains) == true)
                || (beforeIsDevice && (isNumber || isModelWord))
                || (deviceEnd == index && (isModelWord || (isNumber && beforeIsModelWord)))
                || (digitBefore && isUnit(after: index, in: bytes))
            guard keep else { continue }
            spaces.append(index)
            if beforeIsDevice || beforeIsModelWord || deviceEnd == index {
                deviceEnd = after.upperBound
            }
        }
        return spaces
    }

    private static let space = UInt8(ascii: " ")
    private static let noBreakSpace = Array("\u{00A0}".utf8)
    private static let nameBytes = WordList(names)
    private static let deviceBytes = WordList(devices)
    private static let modelWordBytes = WordList(modelWords)
    private static let unitBytes = units.map { Array($0.utf8) }

    /// Whether a byte is the first letter of a model word, by byte: for passing over spaces
    /// quickly (a set's hashing cost more than the rest of the pass).
    private static let isModelWordInitial: [Bool] = (0...255).map { byte in modelWords.contains { $0.utf8.first == UInt8(byte) } }

    /// Words as UTF-8, to look a slice of a text up in.
    private struct WordList {
        let words: [[UInt8]]
        init(_ words: [String]) { self.words = words.map { Array($0.utf8) } }
        func contains(_ slice: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
            words.contains { $0.elementsEqual(slice) }
        }
    }

    /// A space with a digit on either side, or a device's name: what every rule needs.
    private static func mayHaveSomethingToKeep(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Each of these holds a digit or a `P`: words of 8 bytes with neither are passed over, and
        // the bytes from the first other word on are read one by one.
        let start = ByteSearch.firstWord(in: bytes) { word in
            ByteSearch.wordHasByte(in: UInt8(ascii: "0")...UInt8(ascii: "9"), word) || ByteSearch.wordHasByte(UInt8(ascii: "P"), word)
        }
        var previous: UInt8 = start > 0 ? bytes[start - 1] : 0
        for byte in bytes[start...] {
            if (byte == space && previous.isASCIIDigit) || (previous == space && byte.isASCIIDigit)
                || (previous == 0x69 && byte == 0x50) {  // "iP", as iPhone and iPad start
                return true
            }
            previous = byte
        }
        return false
    }

    /// The ASCII word (letters and digits) that ends right before `end`, unless it is part of a
    /// longer word (`myiOS`): a Latin letter, digit or underscore before it. An ideograph or
    /// punctuation before it does not (`在iOS 26`).
    private static func word(endingBefore end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var start = end
        while start > 0, bytes[start - 1].isASCIILetter || bytes[start - 1].isASCIIDigit {
            start -= 1
        }
        guard start < end, start == 0 || !bytes[start - 1].isWordCharacter else { return nil }
        return start..<end
    }

    /// The bytes after `space` up to the next space, punctuation or ideograph: ASCII letters,
    /// digits, `.` and `-` (`18.2`, `13-inch`).
    private static func word(startingAfter space: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var end = space + 1
        while end < bytes.count,
              bytes[end].isASCIILetter || bytes[end].isASCIIDigit || bytes[end] == UInt8(ascii: ".") || bytes[end] == UInt8(ascii: "-") {
            end += 1
        }
        return (space + 1)..<end
    }

    /// Whether a unit starts right after `space` and ends there: the text ends, or what follows
    /// is no Latin letter or digit (`26 pt，`, `16.7 ms)`, `60 fps.`).
    private static func isUnit(after space: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for unit in unitBytes {
            let end = space + 1 + unit.count
            guard end <= bytes.count, bytes[(space + 1)..<end].elementsEqual(unit) else { continue }
            if end == bytes.count || !bytes[end].isWordCharacter { return true }
        }
        return false
    }
}
