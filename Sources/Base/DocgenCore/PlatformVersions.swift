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
        // Most texts have no space beside a digit and no device: return them untouched and fast.
        guard text.utf8.count > 3, mayHaveSomethingToKeep(text) else { return text }
        var scalars = Array(text.unicodeScalars)
        // Where the words of a device end, while its model goes on.
        var deviceEnd: Int?
        var changed = false
        for index in scalars.indices where scalars[index] == " " && index + 1 < scalars.count {
            // Every rule needs a digit before or after the space, a model word after it, or a
            // device being read: most spaces in prose have none of these and are passed over.
            guard deviceEnd == index || isDigit(scalars[index + 1]) || (index > 0 && isDigit(scalars[index - 1]))
                    || modelWordInitials.contains(scalars[index + 1]) else { continue }
            let before = word(endingBefore: index, in: scalars)
            let after = word(startingAfter: index, in: scalars)
            let isNumber = after.first.map { ("0"..."9").contains($0) } ?? false
            // A sentence's full stop is no part of the word ("an iPhone SE.").
            var word = String(String.UnicodeScalarView(after))
            while word.hasSuffix(".") || word.hasSuffix("-") { word.removeLast() }
            let isModelWord = modelWords.contains(word)
            var keep = false
            if isNumber, let name = before, names.contains(name) {
                keep = true
            } else if let name = before, devices.contains(name), isNumber || isModelWord {
                keep = true
            } else if deviceEnd == index, isModelWord || (isNumber && before.map(modelWords.contains) == true) {
                keep = true
            } else if let last = index > 0 ? scalars[index - 1] : nil, ("0"..."9").contains(last), isUnit(after: index, in: scalars) {
                keep = true
            }
            if keep {
                changed = true
                scalars[index] = "\u{00A0}"
                if before.map({ devices.contains($0) || modelWords.contains($0) }) == true || deviceEnd == index {
                    deviceEnd = index + 1 + after.count
                }
            }
        }
        return changed ? utf8String(scalars) : text
    }

    /// The first letters of the model words, for passing over spaces quickly.
    private static let modelWordInitials = Set(modelWords.compactMap(\.unicodeScalars.first))

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// An ASCII letter: `properties.isAlphabetic` of an ASCII scalar, without the Unicode tables.
    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// `scalars` as a string, encoded to UTF-8 in one pass (appending scalars to a string one by
    /// one is several times slower).
    private static func utf8String(_ scalars: [Unicode.Scalar]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count + scalars.count / 2)
        for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A space with a digit on either side, or a device's name: what every rule needs.
    private static func mayHaveSomethingToKeep(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if (byte == 0x20 && (0x30...0x39).contains(previous)) || (previous == 0x20 && (0x30...0x39).contains(byte))
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
    private static func word(endingBefore end: Int, in scalars: [Unicode.Scalar]) -> String? {
        var start = end
        while start > 0, scalars[start - 1].isASCII, isASCIILetter(scalars[start - 1]) || ("0"..."9").contains(scalars[start - 1]) {
            start -= 1
        }
        guard start < end, start == 0 || !isWordCharacter(scalars[start - 1]) else { return nil }
        var word = String.UnicodeScalarView()
        word.append(contentsOf: scalars[start..<end])
        return String(word)
    }

    /// The scalars after `space` up to the next space, punctuation or ideograph: ASCII letters,
    /// digits, `.` and `-` (`18.2`, `13-inch`).
    private static func word(startingAfter space: Int, in scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var end = space + 1
        while end < scalars.count, scalars[end].isASCII,
              isASCIILetter(scalars[end]) || ("0"..."9").contains(scalars[end]) || scalars[end] == "." || scalars[end] == "-" {
            end += 1
        }
        return Array(scalars[(space + 1)..<end])
    }

    /// Whether a unit starts right after `space` and ends there: the text ends, or what follows
    /// is no Latin letter or digit (`26 pt，`, `16.7 ms)`, `60 fps.`).
    private static func isUnit(after space: Int, in scalars: [Unicode.Scalar]) -> Bool {
        for unit in units {
            let unit = Array(unit.unicodeScalars), end = space + 1 + unit.count
            guard end <= scalars.count, Array(scalars[(space + 1)..<end]) == unit else { continue }
            if end == scalars.count || !isWordCharacter(scalars[end]) { return true }
        }
        return false
    }

    /// A Latin letter, digit or underscore: what would make a name part of a longer word.
    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (isASCIILetter(scalar) || ("0"..."9").contains(scalar) || scalar == "_")
    }
}
