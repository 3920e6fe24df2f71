import DocgenMarkdown

extension MarkdownLabels {
    /// The labels a language's theme strings give, English where they give none.
    init(themeStrings strings: [String: String]) {
        let english = MarkdownLabels.english
        self.init(footnotes: strings["footnotes"] ?? english.footnotes, taskDone: strings["taskDone"] ?? english.taskDone,
                  taskNotDone: strings["taskNotDone"] ?? english.taskNotDone, permalink: strings["permalink"] ?? english.permalink,
                  backToReference: strings["backToReference"] ?? english.backToReference, code: strings["code"] ?? english.code,
                  codeInLanguage: strings["codeInLanguage"] ?? english.codeInLanguage,
                  calloutTitles: Dictionary(uniqueKeysWithValues: Callout.Kind.allCases.map { kind in
                      (kind, strings["callout" + kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()] ?? english.calloutTitles[kind]!)
                  }),
                  codeInserted: strings["codeInserted"] ?? english.codeInserted, codeDeleted: strings["codeDeleted"] ?? english.codeDeleted)
    }
}
