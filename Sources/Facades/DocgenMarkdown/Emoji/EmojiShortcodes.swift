import DocgenCore

/// The emoji of each `:shortcode:` (`:tada:` → 🎉), from the embedded `emoji-shortcodes.txt`,
/// which `Scripts/emoji-shortcodes` writes from the pinned pymdown-extensions' copies of GitHub's
/// table (gemoji) and Twemoji's.
enum EmojiShortcodes {
    /// The emoji `name` (without its colons) stands for among `names`, or nil.
    static func emoji(named name: String, among names: EmojiShortcodeNames) -> String? {
        guard let entry = table[name] else { return nil }
        switch names {
        case .none: return nil
        case .github: return entry.isGitHubs ? entry.emoji : nil
        case .githubAndTwemoji: return entry.emoji
        }
    }

    /// True for the name of an icon of Material for MkDocs (`material-check`,
    /// `fontawesome-brands-github`, `octicons-mark-github-16`, `simple-swift`): an SVG of its
    /// icon sets, which docgen does not have.
    static func isIconName(_ name: String) -> Bool {
        iconSets.contains { name.hasPrefix($0) && name.utf8.count > $0.utf8.count }
    }

    /// The longest name, in bytes: a longer run between colons is no shortcode.
    static let longestName = 80

    private static let iconSets = ["material-", "fontawesome-", "octicons-", "simple-"]

    /// Read byte by byte: splitting the 315 KB table by `Character` cost 360M instructions, a
    /// tenth of a 790-page build.
    private static let table: [String: (emoji: String, isGitHubs: Bool)] = {
        let bytes = PackageResources.emoji_shortcodes_txt
        var table: [String: (emoji: String, isGitHubs: Bool)] = [:]
        table.reserveCapacity(bytes.count / 40)
        for line in bytes.split(separator: UInt8(ascii: "\n")) where line.first != UInt8(ascii: "#") {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            var emoji = String.UnicodeScalarView()
            for codePoint in fields[1].split(separator: UInt8(ascii: "-")) {
                let value = UInt32(String(decoding: codePoint, as: UTF8.self), radix: 16)
                if let scalar = value.flatMap(Unicode.Scalar.init) { emoji.append(scalar) }
            }
            table[String(decoding: fields[0], as: UTF8.self)] = (String(emoji), fields[2].elementsEqual("github".utf8))
        }
        return table
    }()
}
