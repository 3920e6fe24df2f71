/// Keeps an Apple platform's name on one line with its version: the space in `iOS 26`,
/// `iPadOS 18.2` or `Xcode 16` becomes a no-break space (U+00A0), so a line never ends with
/// "iOS" and starts the next with "26". Browsers break Chinese text between any two ideographs
/// and at every space, so this matters most there, but it holds in every language.
///
/// Applied to prose docgen writes into pages (chapter text, figure and table captions, chapter
/// titles and descriptions) and to the text diagrams wrap; never to code.
public enum PlatformVersions {
    /// The names kept with a version that follows them.
    public static let names = ["iOS", "iPadOS", "macOS", "tvOS", "watchOS", "visionOS", "Xcode"]

    /// `text` with a no-break space between each platform name and the version after it: one
    /// ASCII space between the name (not part of a longer word) and a digit.
    public static func keptTogether(_ text: String) -> String {
        // Nearly every text has no "OS " or "Xcode " at all: return it untouched and fast.
        guard text.utf8.count > 3, text.contains("OS ") || text.contains("Xcode ") else { return text }
        var scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == " ", index + 1 < scalars.count, ("0"..."9").contains(scalars[index + 1]),
               let start = nameStart(endingBefore: index, in: scalars) {
                let before = start > 0 ? scalars[start - 1] : nil
                if before.map({ !isWordCharacter($0) }) ?? true { scalars[index] = "\u{00A0}" }
            }
            index += 1
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    /// Where a platform name ends right before `end`, the index of its first scalar.
    private static func nameStart(endingBefore end: Int, in scalars: [Unicode.Scalar]) -> Int? {
        for name in names {
            let name = Array(name.unicodeScalars)
            guard end >= name.count, Array(scalars[(end - name.count)..<end]) == name else { continue }
            return end - name.count
        }
        return nil
    }

    /// A Latin letter, digit or underscore: what would make the name part of a longer word
    /// (`myiOS 2`). An ideograph right before it does not (`在iOS 26`).
    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
    }
}
