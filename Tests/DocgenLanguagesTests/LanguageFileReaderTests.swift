import DocgenCore
import DocgenLanguages
import Testing

/// A language's file: theme words at the top, `numbers:`, `text:` and `diagrams:`, every problem
/// located.
@Suite struct LanguageFileReaderTests {
    private func read(_ text: String) -> (LanguageData?, [String]) {
        let (data, problems) = LanguageFileReader.read(text, code: "xx", displayPath: "i18n/xx.yml")
        return (data, problems.map(\.description))
    }

    @Test func readsTheThreeSectionsAndTheThemeWords() throws {
        let (data, problems) = read("""
            next: Weiter
            numbers:
              decimalMark: ","
              groupSeparator: "."
              minimumGroupedDigits: 5
            text:
              listSeparator: "、"
              spaceBeforeFigureLink: false
            diagrams:
              list:
                count:
                  one: "1 Zelle"
                  other: "{count} Zellen"
            """)
        #expect(problems == [])
        let language = try #require(data)
        #expect(language.themeStrings == ["next": "Weiter"])
        #expect(language.numbers == NumberStyle(groupSeparator: ".", decimalMark: ",", minimumGroupedDigits: 5))
        #expect(language.traits.listSeparator == "、" && !language.traits.spaceBeforeFigureLink && language.traits.sentenceSeparator == " ")
        #expect(language.phrase("list.count", count: 1, ["count": "1"]) == "1 Zelle")
        #expect(language.phrase("list.count", count: 3, ["count": "3"]) == "3 Zellen")
        #expect(language.phraseLines["list.count.other"] == 13)
    }

    @Test func problemsAreLocated() {
        let (_, problems) = read("""
            next: [Weiter]
            numbers:
              decimalComma: ","
              minimumGroupedDigits: none
            text:
              spaceBeforeFigureLink: sometimes
            diagrams:
              list:
                empty:
            """)
        #expect(problems == [
            "i18n/xx.yml:1:7: error: theme strings must map keys to text",
            "i18n/xx.yml:3:3: error: unknown key 'decimalComma' in 'numbers'; known: decimalMark, groupSeparator, minimumGroupedDigits",
            "i18n/xx.yml:4:25: error: 'minimumGroupedDigits' must be a whole number of 1 or more",
            "i18n/xx.yml:6:26: error: 'spaceBeforeFigureLink' must be true or false",
            "i18n/xx.yml:9:11: error: 'list.empty' must be text, or a mapping of phrases",
        ])
    }

    @Test func badYAMLIsLocated() {
        let (data, problems) = read("next: \"Weiter\n")
        #expect(data == nil)
        #expect(problems.count == 1 && problems[0].hasPrefix("i18n/xx.yml:"))
    }
}
