import DocgenCore
import Testing

/// Diagnostics kept by source list, after any replacements, what the whole list sorted and
/// grouped from scratch lists.
@Suite struct DiagnosticStoreTests {
    static func diagnostic(_ severity: Diagnostic.Severity, _ file: String, _ line: Int, _ message: String,
                           rule: String? = nil) -> Diagnostic {
        var diagnostic = Diagnostic(severity, at: SourceLocation(file: file, line: line, column: 1), message)
        diagnostic.rule = rule
        return diagnostic
    }

    /// Each chapter's warning, repeated across chapters, and some distinct ones.
    static func sources(chapters: ClosedRange<Int>) -> [String: [Diagnostic]] {
        var sources: [String: [Diagnostic]] = [:]
        for number in chapters {
            var own = [diagnostic(.warning, "content/c\(number).md", 3, "unknown key 'weight'")]
            if number % 4 == 0 { own.append(diagnostic(.warning, "content/c\(number).md", 9, "image has no alt text", rule: "img-alt")) }
            if number % 7 == 0 { own.append(diagnostic(.error, "content/c\(number).md", 5, "link to missing page 'x\(number).md'")) }
            sources["read:c\(number)"] = own
        }
        return sources
    }

    static func expectListsAsFromScratch(_ store: DiagnosticStore, _ sources: [String: [Diagnostic]]) {
        let all = sources.values.flatMap { $0 }.sorted()
        #expect(store.sorted == all)
        #expect(store.lines() == DiagnosticListing.lines(all))
        #expect(store.lines(errorsOnly: true) == DiagnosticListing.lines(all.filter { $0.severity == .error }))
        #expect(store.errorCount == all.count { $0.severity == .error })
    }

    @Test func replacingSourcesListsWhatTheWholeListGroupedFromScratchLists() {
        var sources = Self.sources(chapters: 1...40)
        sources["site"] = [Self.diagnostic(.warning, "docgen.yml", 1, "unknown key 'weight'")]
        var store = DiagnosticStore(sources)
        Self.expectListsAsFromScratch(store, sources)

        let replacements: [(String, [Diagnostic])] = [
            // A warning added, one removed, an error fixed, one made, a source emptied, a new one,
            // and a diagnostic that another source also has (only one copy goes with its source).
            ("read:c8", [Self.diagnostic(.warning, "content/c8.md", 3, "unknown key 'weight'"),
                         Self.diagnostic(.warning, "content/c8.md", 4, "unknown key 'foo'")]),
            ("read:c9", []),
            ("read:c14", [Self.diagnostic(.warning, "content/c14.md", 3, "unknown key 'weight'")]),
            ("read:c15", [Self.diagnostic(.error, "content/c15.md", 5, "link to missing page 'x7.md'")]),
            ("read:c40", []),
            ("check:c1", [Self.diagnostic(.warning, "content/c1.md", 3, "unknown key 'weight'")]),
            ("read:c1", []),
        ]
        for (source, diagnostics) in replacements {
            var proposed = sources
            proposed[source] = diagnostics
            #expect(store.errorCount(replacing: [source: diagnostics]) == proposed.values.flatMap { $0 }.count { $0.severity == .error })
            store.replace(source, with: diagnostics)
            sources = proposed
            Self.expectListsAsFromScratch(store, sources)
        }
    }

    @Test func manyRepeatsAreOneGroupCounted() {
        let store = DiagnosticStore(Self.sources(chapters: 1...1_170).filter { $0.key != "site" }.mapValues { Array($0.prefix(1)) })
        #expect(store.lines() == [
            "content/c1.md:3:1: warning: unknown key 'weight'",
            "content/c10.md:3:1: warning: unknown key 'weight'",
            "content/c100.md:3:1: warning: unknown key 'weight'",
            "  … and 1,167 more",
        ])
        #expect(!store.containsErrors)
    }
}
