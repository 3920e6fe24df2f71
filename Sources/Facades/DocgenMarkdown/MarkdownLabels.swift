import DocgenCore

/// The words the renderer writes into a page's content itself: the footnotes' region and back
/// links, task list boxes, heading self-links and code blocks for screen readers, callouts' default titles. The page's
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
    /// A callout's title when its author gives none (`Note`, `Tip`…).
    public var calloutTitles: [Callout.Kind: String]
    /// Before an inserted or a deleted line of code, for screen readers (`Inserted:`).
    public var codeInserted: String
    public var codeDeleted: String
    /// A figure's link to its drawing's own file (`Open full size`).
    public var openFullSize: String
    /// The button that closes a figure shown full size (`Close`), given on the figure's link.
    public var close: String

    public static let englishCalloutTitles: [Callout.Kind: String] = [
        .note: "Note", .tip: "Tip", .important: "Important", .warning: "Warning", .caution: "Caution",
    ]

    public static let english = MarkdownLabels(footnotes: "Footnotes", taskDone: "Done", taskNotDone: "Not done",
                                               permalink: "Permalink:", backToReference: "Back to reference",
                                               code: "Code", codeInLanguage: "{language} code")

    public init(footnotes: String, taskDone: String, taskNotDone: String, permalink: String, backToReference: String,
                code: String = "Code", codeInLanguage: String = "{language} code",
                calloutTitles: [Callout.Kind: String] = englishCalloutTitles, codeInserted: String = "Inserted:",
                codeDeleted: String = "Deleted:", openFullSize: String = "Open full size",
                close: String = "Close") {
        self.footnotes = footnotes
        self.taskDone = taskDone
        self.taskNotDone = taskNotDone
        self.permalink = permalink
        self.backToReference = backToReference
        self.code = code
        self.codeInLanguage = codeInLanguage
        self.calloutTitles = calloutTitles
        self.codeInserted = codeInserted
        self.codeDeleted = codeDeleted
        self.openFullSize = openFullSize
        self.close = close
    }

    /// The labels a language's theme strings give (its `i18n` file's `footnotes`, `taskDone`,
    /// `calloutNote`… keys), English where they give none.
    public init(themeStrings strings: [String: String]) {
        let english = MarkdownLabels.english
        self.init(footnotes: strings["footnotes"] ?? english.footnotes, taskDone: strings["taskDone"] ?? english.taskDone,
                  taskNotDone: strings["taskNotDone"] ?? english.taskNotDone, permalink: strings["permalink"] ?? english.permalink,
                  backToReference: strings["backToReference"] ?? english.backToReference, code: strings["code"] ?? english.code,
                  codeInLanguage: strings["codeInLanguage"] ?? english.codeInLanguage,
                  calloutTitles: Dictionary(uniqueKeysWithValues: Callout.Kind.allCases.map { kind in
                      (kind, strings["callout" + kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()] ?? english.calloutTitles[kind]!)
                  }),
                  codeInserted: strings["codeInserted"] ?? english.codeInserted, codeDeleted: strings["codeDeleted"] ?? english.codeDeleted,
                  openFullSize: strings["openFullSize"] ?? english.openFullSize, close: strings["close"] ?? english.close)
    }

    /// Joins a label's prefix and its subject: with a space, unless the prefix ends in a
    /// full-width colon, after which Chinese and Japanese put none.
    func joined(_ prefix: String, _ subject: String) -> String {
        // The full-width colon's bytes: `hasSuffix` compares Characters, some 2,000 instructions a heading.
        prefix.utf8.reversed().starts(with: "：".utf8.reversed()) ? prefix + subject : prefix + " " + subject
    }

    /// The name of a code block in `language` (the fence's first word), or of one without.
    func codeBlock(in language: String) -> String {
        // Found by bytes: `replacing(_:with:)` cost some 17,000 instructions a code block.
        guard !language.isEmpty, let slot = ByteSearch.range(of: "{language}", in: codeInLanguage[...]) else {
            return language.isEmpty ? code : codeInLanguage
        }
        return codeInLanguage[..<slot.lowerBound] + language + codeInLanguage[slot.upperBound...]
    }
}
