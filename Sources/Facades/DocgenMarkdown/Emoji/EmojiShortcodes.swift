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

    private static let table: [String: (emoji: String, isGitHubs: Bool)] = {
        var table: [String: (emoji: String, isGitHubs: Bool)] = [:]
        let text = String(decoding: PackageResources.emoji_shortcodes_txt, as: UTF8.self)
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            guard fields.count == 3 else { continue }
            let scalars = fields[1].split(separator: "-").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            table[String(fields[0])] = (String(String.UnicodeScalarView(scalars)), fields[2] == "github")
        }
        return table
    }()
}
