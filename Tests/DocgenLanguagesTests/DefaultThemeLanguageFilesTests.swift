import DocgenLanguages
import Foundation
import Testing

/// The default theme's language files, as the LanguageFileEmbedder tool reads them when docgen is
/// built (a problem fails the build; this test names it sooner).
@Suite struct DefaultThemeLanguageFilesTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "templates/i18n")

    @Test func everyFileReadsWithoutAProblem() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".yml") }.sorted()
        #expect(names.count >= 3)
        for name in names {
            let text = try String(contentsOf: Self.folder.appending(path: name), encoding: .utf8)
            let (data, problems) = LanguageFileReader.read(text, code: String(name.dropLast(".yml".count)), displayPath: "templates/i18n/\(name)")
            #expect(data != nil && problems.map(\.description) == [], "\(name)")
        }
    }
}
