import DocgenCore
@testable import DocgenDiagrams
import Foundation
import Testing

/// The languages' files in the default theme's `i18n/` folder, read when docgen is built: each
/// has every key English has, and a language is data only.
@Suite struct BuiltInLanguagesTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyFileOfTheFolderIsBuiltIn() throws {
        let folder = Self.repository.appending(path: "Sources/Stages/DocgenLoad/Theme/theme/i18n").path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yml") }.sorted()
        #expect(BuiltInLanguages.files.map(\.name) == files)
        #expect(files.count >= 3)
    }

    /// A theme's copy of a built-in file is known by its bytes, and its words are not read again.
    @Test func aCopyOfABuiltInFileIsKnownByItsBytes() {
        for file in BuiltInLanguages.files {
            #expect(BuiltInLanguages.data(ofFileWith: file.bytes)?.code == String(file.name.dropLast(".yml".count)))
            #expect(BuiltInLanguages.data(ofFileWith: file.bytes + Array("x: y\n".utf8)) == nil)
        }
    }

    /// Every language has English's theme words and phrases (a phrase with `.one` and `.other`
    /// forms counts as one key, which a language may give in one form), and no phrase English
    /// lacks but its own names for devices (`list.device.NAME`, `list.unnamedDevice`). That
    /// every value a phrase names is given is checked on drawn pages (`GermanSiteTests`).
    @Test func everyLanguageHasEveryKey() throws {
        let english = BuiltInLanguages.english
        func base(_ key: String) -> String {
            key.hasSuffix(".one") || key.hasSuffix(".other") ? String(key[..<key.lastIndex(of: ".")!]) : key
        }
        let englishKeys = Set(english.phrases.keys.map(base))
        #expect(englishKeys.count > 140)
        for (code, language) in BuiltInLanguages.all where code != "en" {
            #expect(Set(language.themeStrings.keys) == Set(english.themeStrings.keys), "\(code)")
            let keys = Set(language.phrases.keys.map(base))
            #expect(englishKeys.subtracting(keys).sorted() == [], "\(code) lacks these phrases")
            let own = keys.subtracting(englishKeys).filter { !$0.hasPrefix("list.device.") && $0 != "list.unnamedDevice" }
            #expect(own.sorted() == [], "\(code) has phrases English does not")
        }
    }

    @Test func theOneMatcherFindsTheBestLanguage() {
        let cases: [(String, String?)] = [
            ("zh-CN", "zh-Hans"), ("zh", "zh-Hans"), ("zh-Hans-SG", "zh-Hans"), ("ZH-hans", "zh-Hans"), ("zh-TW", nil), ("zh-Hant", nil),
            ("en-GB", "en"), ("en", "en"), ("xx", nil),
        ]
        for (tag, expected) in cases {
            #expect(BuiltInLanguages.data(for: tag)?.code == expected, "\(tag)")
        }
        #expect(DiagramLanguage(matchingTag: "zh-TW") == .english)
    }

    /// No Swift file of docgen names the third language, whose file alone adds it.
    @Test func noSwiftFileMentionsGerman() throws {
        let sources = Self.repository.appending(path: "Sources").path
        var mentions: [String] = []
        for case let path as String in FileManager.default.enumerator(atPath: sources)?.allObjects ?? [] where path.hasSuffix(".swift") {
            let text = try String(contentsOfFile: "\(sources)/\(path)", encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for word in ["\"de\"", "\"de-", "German", "Deutsch", "de_yml", "/de.yml"] where line.contains(word) {
                    mentions.append("Sources/\(path):\(number + 1): \(word)")
                }
            }
        }
        #expect(mentions.sorted() == [])
    }

    @Test func theGermanFileWritesGermanNumbersAndLengths() throws {
        let german = DiagramLanguage(matchingTag: "de-AT")
        #expect(german.code == "de")
        #expect(german.numbers.string(1234.5, decimals: 1) == "1.234,5")
        #expect(german.length(15.29) == "15,29")
        #expect(DiagramLanguage.english.length(15.29) == "15.29")
    }
}
