import DocgenCore
import DocgenModel
@testable import DocgenPages
import Testing

/// Fences reach their directive through the registry, by the first word of the info string.
@Suite struct DirectiveRegistryTests {
    static let site = Site(config: SiteConfig(), chapters: [], parts: [], staticFiles: [], contentRoot: "/tmp", contentDisplayRoot: "content")

    @Test func everyDirectiveIsRegisteredOnceByItsName() {
        let names = DirectiveRegistry.directives.map(\.name)
        #expect(names == ["listspec", "benchtable", "d2", "math"])
        #expect(Set(DirectiveRegistry.byName.keys) == Set(names))
    }

    @Test func onlyTheInfoStringsFirstWordSelectsADirective() {
        var expander = DirectiveExpander(displayPath: "content/a.md", reader: SiteReader(SiteInputs(site: Self.site)), language: "en")
        let spec = "sections:\n  - rows: [\"Wi-Fi\"]\n"
        #expect(expander.expand(info: "listspec", literal: spec, fileLine: 3)?.contains("id=\"list-1-list\"") == true)
        #expect(expander.expand(info: "listspec title=\"Two\"", literal: spec, fileLine: 9)?.contains("id=\"list-2-list\"") == true)
        for code in ["swift", "listspecs", "yaml listspec", "", "LISTSPEC"] {
            #expect(expander.expand(info: code, literal: spec, fileLine: 20) == nil, "\(code)")
        }
        #expect(expander.page.diagnostics.isEmpty)
        #expect(expander.page.diagramCount == 2)
    }

    @Test func aDirectivesProblemsAreLocatedAtItsBlockAndLeaveTheFenceAsCode() {
        var expander = DirectiveExpander(displayPath: "content/a.md", reader: SiteReader(SiteInputs(site: Self.site)), language: "en")
        #expect(expander.expand(info: "benchtable", literal: "source: data/missing.csv\n", fileLine: 5) == nil)
        #expect(expander.page.diagnostics.map(\.description) == ["content/a.md:6:9: error: CSV file 'data/missing.csv' not found in content"])
    }
}
