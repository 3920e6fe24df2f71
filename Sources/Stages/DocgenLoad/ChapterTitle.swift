import DocgenMarkdown
import Foundation

/// The title of a chapter whose front matter gives none, as MkDocs, mdBook and DocC take it:
/// the text of its first level-1 heading (ATX `# Title` or setext `Title` over `===`), else
/// its file name made readable (`getting-started.md` → "Getting started"). The body is parsed
/// with cmark-gfm, so that a `# comment` in a code block is not taken for a heading.
enum ChapterTitle {
    /// The plain text of the first top-level `#` heading of `body`, trimmed; nil when it has none.
    static func firstHeading(of body: String) -> String? {
        let document = CommonMarkParser.parse(body)
        for child in document.children {
            guard case .heading(1) = child.kind else { continue }
            let text = child.plainText.trimmingCharacters(in: .whitespaces)
            if !text.isEmpty { return text }
        }
        return nil
    }

    /// `name` (a file name without `.md`, or a folder's) made readable: `-` and `_` become
    /// spaces and the first letter is capitalised (`getting-started` → "Getting started").
    static func readable(_ name: String) -> String {
        let words = name.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
            .trimmingCharacters(in: .whitespaces)
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
