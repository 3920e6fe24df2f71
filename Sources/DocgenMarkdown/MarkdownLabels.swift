/// The words the renderer writes into a page's content itself, for screen readers: the
/// footnotes' region and back links, task list boxes, heading self-links and code blocks. The page's
/// language gives them (the theme's `i18n` strings).
public struct MarkdownLabels: Sendable, Equatable {
    public var footnotes: String
    public var taskDone: String
    public var taskNotDone: String
    /// Before a heading's text in its self-link's label (`Permalink:`).
    public var permalink: String
    /// Before a footnote's number in its back link's label.
    public var backToReference: String
    /// The name of a code block without a language.
    public var code: String
    /// The name of a code block in a language, with `{language}` where the fence's language goes.
    public var codeInLanguage: String

    public static let english = MarkdownLabels(footnotes: "Footnotes", taskDone: "Done", taskNotDone: "Not done",
                                               permalink: "Permalink:", backToReference: "Back to reference",
                                               code: "Code", codeInLanguage: "{language} code")

    public init(footnotes: String, taskDone: String, taskNotDone: String, permalink: String, backToReference: String,
                code: String, codeInLanguage: String) {
        self.footnotes = footnotes
        self.taskDone = taskDone
        self.taskNotDone = taskNotDone
        self.permalink = permalink
        self.backToReference = backToReference
        self.code = code
        self.codeInLanguage = codeInLanguage
    }

    /// Joins a label's prefix and its subject: with a space, unless the prefix ends in a
    /// full-width colon, after which Chinese and Japanese put none.
    func joined(_ prefix: String, _ subject: String) -> String {
        prefix.hasSuffix("：") ? prefix + subject : prefix + " " + subject
    }

    /// The name of a code block in `language` (the fence's first word), or of one without.
    func codeBlock(in language: String) -> String {
        language.isEmpty ? code : codeInLanguage.replacing("{language}", with: language)
    }
}
