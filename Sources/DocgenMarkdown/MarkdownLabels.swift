/// The words the renderer writes into a page's content itself: the footnotes' region and back
/// links, task list boxes and heading self-links for screen readers, callouts' default titles. The page's
/// language gives them (the theme's `i18n` strings).
public struct MarkdownLabels: Sendable, Equatable {
    public var footnotes: String
    public var taskDone: String
    public var taskNotDone: String
    /// Before a heading's text in its self-link's label (`Permalink:`).
    public var permalink: String
    /// Before a footnote's number in its back link's label.
    public var backToReference: String
    /// A callout's title when its author gives none (`Note`, `Tip`…).
    public var calloutTitles: [Callout.Kind: String]
    /// Before an inserted or a deleted line of code, for screen readers (`Inserted:`).
    public var codeInserted: String
    public var codeDeleted: String

    public static let englishCalloutTitles: [Callout.Kind: String] = [
        .note: "Note", .tip: "Tip", .important: "Important", .warning: "Warning", .caution: "Caution",
    ]

    public static let english = MarkdownLabels(footnotes: "Footnotes", taskDone: "Done", taskNotDone: "Not done",
                                               permalink: "Permalink:", backToReference: "Back to reference")

    public init(footnotes: String, taskDone: String, taskNotDone: String, permalink: String, backToReference: String,
                calloutTitles: [Callout.Kind: String] = englishCalloutTitles, codeInserted: String = "Inserted:",
                codeDeleted: String = "Deleted:") {
        self.footnotes = footnotes
        self.taskDone = taskDone
        self.taskNotDone = taskNotDone
        self.permalink = permalink
        self.backToReference = backToReference
        self.calloutTitles = calloutTitles
        self.codeInserted = codeInserted
        self.codeDeleted = codeDeleted
    }

    /// Joins a label's prefix and its subject: with a space, unless the prefix ends in a
    /// full-width colon, after which Chinese and Japanese put none.
    func joined(_ prefix: String, _ subject: String) -> String {
        prefix.hasSuffix("：") ? prefix + subject : prefix + " " + subject
    }
}
