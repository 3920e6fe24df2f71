import DocgenEngine
import DocgenTestSupport
import Foundation
import Testing

/// A language added as data only: `Fixtures/german-site` is a site in German (`language: de`),
/// whose theme words, diagrams, comparison, variant grid and bench table all come from the
/// theme's `i18n/de.yml`, which no Swift file names.
@Suite struct GermanSiteTests {
    /// The built pages and drawings of the fixture, by path, and the build's diagnostics.
    private static func built() throws -> (files: [String: String], diagnostics: [String]) {
        let fixture = try Fixture("german-site")
        defer { fixture.remove() }
        let report = fixture.build()
        var files: [String: String] = [:]
        let site = fixture.folder.path + "/site"
        for case let path as String in FileManager.default.enumerator(atPath: site)?.allObjects ?? []
        where path.hasSuffix(".html") || path.hasSuffix(".svg") {
            files[path] = fixture.folder.read("site/" + path)
        }
        return (files, report.diagnostics.map(fixture.relative))
    }

    @Test func theSiteBuildsCleanly() throws {
        let (files, diagnostics) = try Self.built()
        #expect(diagnostics == [])
        #expect(files["listen.html"] != nil && files["messungen.html"] != nil)
        #expect(files.keys.contains { $0.hasSuffix(".svg") })
        // Every value a phrase names was given.
        for (path, text) in files {
            #expect(text.firstMatch(of: /\{[A-Za-z0-9]+\}/) == nil, "\(path)")
        }
    }

    @Test func theThemeSpeaksGerman() throws {
        let page = try #require(try Self.built().files["listen.html"])
        for words in ["Zum Inhalt springen", "Kapitel", "In voller Größe öffnen", "Weiter", "lang=\"de\""] {
            #expect(page.contains(words), "\(words)")
        }
    }

    @Test func diagramsComparisonsAndVariantGridsSpeakGerman() throws {
        let files = try Self.built().files
        let page = try #require(files["listen.html"])
        for words in [
            "Eine Tabellenansicht im Stil insetGrouped", "Abschnitt 1 mit der Überschrift „Verbindungen“", "„WLAN“, Detail „Zuhause“, Pfeil nach rechts",
            "Einrückung 16 pt", "die Ebenen eines abgerundeten Abschnitts", "Eckenmasken nach Position der Zeile",
            "der hintere Rand einer Zeile, vergrößert", "iOS 18 und iOS 26 nebeneinander", "Was sich zwischen", "unterscheidet</caption>",
            "Eckenradius", "4 Zeichnungen derselben Liste", "Fußzeile: „Das WLAN verbindet sich automatisch.“ Abschnitt 2", "Textgröße AX5, von rechts nach links", "xml:lang=\"de\"",
        ] {
            #expect(page.contains(words), "\(words)")
        }
        let drawings = files.filter { $0.key.hasSuffix(".svg") }
        #expect(!drawings.isEmpty)
        for (path, svg) in drawings {
            #expect(svg.contains("xml:lang=\"de\""), "\(path)")
        }
    }

    @Test func benchTablesSpeakGermanAndWriteGermanNumbers() throws {
        let page = try #require(try Self.built().files["messungen.html"])
        for words in ["höher ist besser", "niedriger ist besser", "Basiswert", "× insetGrouped, über 1 ist besser", "Waagrechtes Balkendiagramm mit 3 Zeilen.",
                      "1.234,5", "2.048,0", "58,50", "54,25", "1.000", "2.500"] {
            #expect(page.contains(words), "\(words)")
        }
        #expect(!page.contains("1,234.5") && !page.contains("58.50") && !page.contains("2,048"))
    }

    /// No word the English theme or the English diagrams write reaches a German page or drawing:
    /// whole phrases anywhere in the files (attributes included), short words in the text a
    /// reader sees (not in the markup's class names, nor in scripts and styles).
    @Test func noEnglishThemeOrDiagramWordIsLeft() throws {
        let files = try Self.built().files
        let phrases = [
            "Skip to content", "On this page", "Open full size", "Search the site", "Copy code", "table view", "points wide",
            "side by side", "What differs", "Screen width", "Corner radius", "drawings of the same list", "right to left",
            "left to right", "text size", "higher is better", "lower is better", "Horizontal bar chart", "no value", "pt wide",
            "the layers of", "corner masks", "background view", "is highlighted",
        ]
        let words = ["Previous", "Next", "Contents", "Built with", "Section", "section", "rounded", "square", "magnified", "baseline",
                     "best", "Values", "Measure", "variants", "gap", "margin", "inset"]
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            for phrase in phrases where text.contains(phrase) {
                Issue.record("\(path) contains the English '\(phrase)'")
            }
            let visible = text.replacing(/<(script|style)[^>]*>[\s\S]*?<\/(script|style)>/, with: " ").replacing(/<[^>]*>/, with: " ")
            let tokens = Set(visible.split { !$0.isLetter }.map(String.init))
            for word in words where tokens.contains(word) {
                Issue.record("\(path) shows the English word '\(word)'")
            }
        }
    }
}
