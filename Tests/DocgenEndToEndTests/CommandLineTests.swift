import DocgenCheck
import DocgenCore
import DocgenDiagrams
import DocgenTestSupport
import Foundation
import Testing

/// Runs the real `docgen` binary, as a user or CI would.
@Suite struct CommandLineTests {
    struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The `docgen` executable SwiftPM built beside the test bundle.
    static let executable: URL = {
        let bundle = Bundle.main.bundleURL
        let candidates = [bundle.deletingLastPathComponent(), bundle, bundle.deletingLastPathComponent().deletingLastPathComponent()]
        return candidates.map { $0.appendingPathComponent("docgen") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0].appendingPathComponent("docgen")
    }()

    func docgen(_ arguments: [String], in folder: String) throws -> Run {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Both pipes are drained at once: a process that fills one while the other is read
        // to its end (a sanitizer's report on standard error, say) would wait forever.
        let errors = PipeDrain(error.fileHandleForReading)
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.wait()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
                   standardError: String(decoding: errData, as: UTF8.self))
    }

    /// Reads a pipe to its end on a thread of its own.
    final class PipeDrain: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }.start()
        }

        /// Everything the pipe carried, once its writers have closed it.
        func wait() -> Data {
            done.wait()
            return data
        }
    }

    @Test func versionAndHelp() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let version = try docgen(["--version"], in: folder.path)
        #expect(version.status == 0)
        // The test build links no commit stamp (Scripts/build-docgen does).
        #expect(version.standardOutput == "docgen 0.1.0 (development build)\n")
        let help = try docgen(["build", "--help"], in: folder.path)
        #expect(help.status == 0)
        #expect(help.standardOutput.hasPrefix("USAGE: docgen build"))
    }

    /// libcurl is opened by the first external link checked, libmicrohttpd by the first server
    /// `docgen serve` starts and librsvg by the first social card drawn, not loaded with every
    /// docgen process: with the libraries they need (GnuTLS for both of the first), they took 5 ms
    /// and 3 ms of each start.
    @Test func docgenStartsWithoutLibcurlLibmicrohttpdOrLibrsvg() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [Self.executable.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let libraries = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(libraries.contains("libc.so.6"), "ldd lists the libraries docgen loads")
        #expect(!libraries.contains("libcurl"))
        #expect(!libraries.contains("libmicrohttpd"))
        #expect(!libraries.contains("libgnutls"))
        #expect(!libraries.contains("librsvg"))
        #expect(!libraries.contains("libcairo"))
    }

    @Test(arguments: [
        (["frobnicate"], "error: unknown command 'frobnicate'"),
        (["build", "--jobs", "0"], "error: '--jobs' must be a whole number from 1 to 256, not '0'"),
        (["build", "--output"], "error: option '--output' needs a value"),
        (["serve", "--port", "65536"], "error: '--port' must be a whole number from 0 to 65535, not '65536'"),
        (["build", "--colour"], "error: unknown option '--colour'"),
        (["build", "--templates", "nowhere"], "error: templates folder 'nowhere' not found"),
        (["init"], "error: 'init' needs a folder: docgen init DIR"),
    ])
    func usageErrorsExitWithStatus2(_ arguments: [String], _ message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try docgen(arguments, in: folder.path)
        #expect(run.status == 2)
        #expect(run.standardError == "\(message)\nRun 'docgen --help' for usage.\n")
    }

    @Test func initScaffoldsASiteThatBuildsWithTheEmbeddedTheme() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let created = try docgen(["init", "guide"], in: folder.path)
        #expect(created.status == 0)
        let build = try docgen(["build"], in: folder.path + "/guide")
        #expect(build.status == 0)
        #expect(build.standardError == "")
        #expect(build.standardOutput.hasPrefix("Built 3 pages, "))
        let chapter = folder.read("guide/site/getting-started.html") ?? ""
        #expect(chapter.contains("<aside class=\"callout callout-tip\" role=\"note\">"))
        #expect(chapter.contains("<div class=\"tab-panel\""))
        #expect(chapter.contains("data-label=\"SwiftUI\""))
        #expect(chapter.contains("<figure class=\"diagram"))
        #expect(chapter.contains("<table"))
        #expect(chapter.contains("<h2 id=\"a-list-drawn\">"))
        #expect(folder.read("guide/site/assets/docgen.css") != nil)
        let again = try docgen(["init", "guide"], in: folder.path)
        #expect(again.status == 1)
        #expect(again.standardError.contains("guide/docgen.yml: error: file exists; init never overwrites files"))
    }

    @Test func contentErrorsExitWithStatus1AndCompilerStyleMessages() throws {
        let folder = try TemporaryFolder([
            "content/a.md": "---\ntitle: A\n---\n\n[gone](b.md)\n",
            "content/c.md": "---\norder: x\n---\n",
        ])
        defer { folder.remove() }
        let run = try docgen(["build", "--quiet"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.standardError == """
            content/a.md:5:1: error: link to missing chapter 'b.md' [broken-link]
            content/c.md:2:8: error: 'order' must be an integer, not 'x'
            build failed: 2 errors; site was not changed

            """)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/site"))
    }

    @Test func twoChaptersOnOneOutputPathExitWithStatus1AndLeaveTheSiteAsItWas() throws {
        let folder = try TemporaryFolder([
            "content/a.md": "---\ntitle: A\nslug: same\n---\n\nSee [b](b.md).\n",
            "content/b.md": "---\ntitle: B\nslug: same\n---\n",
            "content/same.html": "<p>a copied page</p>",
            "site/old.html": "the last good build", "site/.docgen-site": "",
        ])
        defer { folder.remove() }
        let run = try docgen(["build", "--quiet"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.standardError == """
            content/a.md:6:5: error: link to missing chapter 'b.md' [broken-link]
            content/b.md:3:7: error: output path 'same.html' is already taken by content/a.md
            content/same.html: error: output path 'same.html' is already taken by content/a.md
            build failed: 3 errors; site was not changed

            """)
        #expect(folder.read("site/old.html") == "the last good build")
    }
}

@Suite struct LayoutCommandTests {
    let runner = CommandLineTests()

    @Test(arguments: ["text", "json"])
    func printsTheGeometryOfASpecFile(_ format: String) throws {
        let run = try runner.docgen(["layout", "Fixtures/specs/settings.yml", "--format", format], in: Fixture.testsRoot)
        #expect(run.status == 0)
        #expect(run.standardError == "")
        let differences = Snapshot.differences(["settings.\(format == "json" ? "json" : "txt")": Data(run.standardOutput.utf8)],
                                               snapshotFolder: Fixture.snapshotsRoot + "/layout-\(format)")
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    @Test func theJSONParsesAndHasTheDocumentedShape() throws {
        let run = try runner.docgen(["layout", "Fixtures/specs/settings.yml", "--format", "json"], in: Fixture.testsRoot)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(object["device"] as? String == "iPhone 15")
        #expect(object["width"] as? Int == 393)
        #expect(object["contentSizeCategory"] as? String == "large")
        #expect(object["layoutDirection"] as? String == "leftToRight")
        let sections = try #require(object["sections"] as? [[String: Any]])
        let rows = try #require(sections[1]["rows"] as? [[String: Any]])
        #expect(rows.map { $0["cornerMask"] as? [String] ?? ["?"] } == [
            ["layerMinXMinYCorner", "layerMaxXMinYCorner"], [], ["layerMinXMaxYCorner", "layerMaxXMaxYCorner"],
        ])
        #expect(rows[0]["subtitleFrame"] is NSNull)
        #expect(rows[0]["accessory"] as? String == "switchOff")
        #expect((rows[0]["accessoryFrame"] as? [String: Any])?["width"] as? Int == 51)
        #expect((rows[1]["frame"] as? [String: Any])?.keys.sorted() == ["height", "width", "x", "y"])
    }

    @Test func problemsAreLocatedInTheSpecFile() throws {
        let run = try runner.docgen(["layout", "Fixtures/specs/broken.yml"], in: Fixture.testsRoot)
        #expect(run.status == 1)
        #expect(run.standardError == """
            Fixtures/specs/broken.yml:1:9: error: unknown device 'iPhone 99'; did you mean 'iPhone 15'?
            Fixtures/specs/broken.yml:3:11: error: 'rows' must be a list of rows, not a scalar

            """)
    }
}

@Suite struct DiagramCommandTests {
    let runner = CommandLineTests()
    static let diagramSnapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("DocgenDiagramsTests/ListSpecs/Snapshots").path

    @Test(arguments: DiagramView.allCases.map(\.rawValue))
    func writesTheSameSVGAsTheRenderer(_ view: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try runner.docgen(["diagram", "Fixtures/specs/settings.yml", "--view", view, "-o", "\(folder.path)/out.svg"], in: Fixture.testsRoot)
        #expect(run.status == 0)
        #expect(run.standardError == "")
        let expected = try String(contentsOfFile: "\(Self.diagramSnapshots)/settings-\(view).svg", encoding: .utf8)
        #expect(folder.read("out.svg") == expected)
    }

    @Test(arguments: DiagramView.allCases.map(\.rawValue))
    func languageDrawsTheDiagramsOwnWordsInChinese(_ view: String) throws {
        let run = try runner.docgen(["diagram", "Fixtures/specs/settings-zh.yml", "--view", view, "--language", "zh-Hans"], in: Fixture.testsRoot)
        #expect(run.status == 0)
        #expect(run.standardError == "")
        let expected = try String(contentsOfFile: "\(Self.diagramSnapshots)/settings-zh-\(view).svg", encoding: .utf8)
        #expect(run.standardOutput == expected)
    }

    @Test func anUnknownLanguageIsAUsageError() throws {
        let run = try runner.docgen(["diagram", "Fixtures/specs/settings.yml", "--language=fr"], in: Fixture.testsRoot)
        #expect(run.status == 2)
        #expect(run.standardError == "error: unknown language 'fr'; known: de, en, zh-Hans\nRun 'docgen --help' for usage.\n")
        #expect(run.standardOutput == "")
        let english = try runner.docgen(["diagram", "Fixtures/specs/settings.yml", "--language", "en"], in: Fixture.testsRoot)
        #expect(english.standardOutput == (try String(contentsOfFile: "\(Self.diagramSnapshots)/settings-list.svg", encoding: .utf8)))
    }

    @Test func aFixedThemeHasNoDarkSwitch() throws {
        let run = try runner.docgen(["diagram", "Fixtures/specs/settings.yml", "--theme", "dark"], in: Fixture.testsRoot)
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(run.standardOutput.contains("--dg-canvas:#000000"))
        #expect(!run.standardOutput.contains("prefers-color-scheme"))
    }

    @Test func embedFontCarriesTheThemesWOFF2AsADataURL() throws {
        let run = try runner.docgen(["diagram", "Fixtures/specs/settings.yml", "--view", "layers", "--embed-font"], in: Fixture.testsRoot)
        #expect(run.status == 0)
        let marker = "src:url(data:font/woff2;base64,"
        let urls = run.standardOutput.components(separatedBy: marker).dropFirst().map { String($0.prefix { $0 != ")" }) }
        #expect(urls.count == 1, "the layers view draws regular text only")
        let shipped = try Data(contentsOf: URL(fileURLWithPath: "\(GuideTests.repository)/templates/assets/fonts/DocgenSans-Regular.woff2"))
        #expect(Data(base64Encoded: try #require(urls.first)) == shipped)
        let plain = try runner.docgen(["diagram", "Fixtures/specs/settings.yml", "--view", "layers"], in: Fixture.testsRoot)
        #expect(!plain.standardOutput.contains("@font-face"))
        let rule = try #require(run.standardOutput.range(of: "@font-face{")).lowerBound
        let end = try #require(run.standardOutput.range(of: "}", range: rule..<run.standardOutput.endIndex)).upperBound
        var withoutFont = run.standardOutput
        withoutFont.removeSubrange(rule..<end)
        #expect(withoutFont == plain.standardOutput, "--embed-font adds the rule and nothing else")
        let bad = try runner.docgen(["diagram", "Fixtures/specs/settings.yml", "--embed-font=yes"], in: Fixture.testsRoot)
        #expect(bad.status == 2)
        #expect(bad.standardError.hasPrefix("error: '--embed-font' takes no value"))
    }

    @Test func badViewsAndSpecsAreReported() throws {
        let badView = try runner.docgen(["diagram", "Fixtures/specs/settings.yml", "--view", "grid"], in: Fixture.testsRoot)
        #expect(badView.status == 2)
        #expect(badView.standardError.hasPrefix("error: '--view' must be one of list, layers, corners, accessory, not 'grid'"))
        let badSpec = try runner.docgen(["diagram", "Fixtures/specs/broken.yml"], in: Fixture.testsRoot)
        #expect(badSpec.status == 1)
        #expect(badSpec.standardError.hasPrefix("Fixtures/specs/broken.yml:1:9: error: unknown device 'iPhone 99'"))
    }
}

@Suite struct CheckCommandTests {
    let runner = CommandLineTests()
    static let checksFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("DocgenCheckTests").path

    @Test func reportsEveryFaultAndExitsWith1() throws {
        let run = try runner.docgen(["check", "Fixtures/faulty-site", "--base-path", "/docs/"], in: Self.checksFixtures)
        #expect(run.status == 1)
        let expected = try String(contentsOfFile: "\(Self.checksFixtures)/Expected/faulty-site.txt", encoding: .utf8)
            .replacingOccurrences(of: "site/", with: "Fixtures/faulty-site/")
        #expect(run.standardOutput == expected + "1 external link not checked\n")
        let sarif = try runner.docgen(["check", "Fixtures/faulty-site", "--base-path", "/docs/", "--format", "sarif"], in: Self.checksFixtures)
        #expect(sarif.status == 1)
    }

    @Test(.timeLimit(.minutes(10))) func aFIFOInACheckedSiteIsWarnedAboutAndNotWaitedFor() throws {
        let folder = try TemporaryFolder(["site/index.html": """
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="en"><head><title>T</title></head><body><p>Hi</p></body></html>
            """])
        defer { folder.remove() }
        #expect(mkfifo(folder.path + "/site/pipe.html", 0o644) == 0)
        let run = try runner.docgen(["check", "site"], in: folder.path)
        #expect(run.status == 0)
        #expect(run.standardError == "site/pipe.html: warning: not a regular file (a FIFO, a socket or a device); not checked [special-file]\n")
    }

    @Test func aCleanSiteExitsWith0InEveryFormat() throws {
        let folder = try TemporaryFolder(["site/index.html": """
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="en"><head><title>T</title></head><body><p><a href="#x" id="x">self</a></p></body></html>
            """])
        defer { folder.remove() }
        for format in ["text", "json", "github", "junit", "sarif"] {
            let run = try runner.docgen(["check", "site", "--format", format], in: folder.path)
            #expect(run.status == 0, "\(format)")
        }
        #expect(try runner.docgen(["check", "site", "--format", "json"], in: folder.path).standardOutput == "[]\n")
        #expect(try runner.docgen(["check", "site"], in: folder.path).standardOutput == "checked 1 link in 1 page: 0 errors, 0 warnings\n")
    }

    @Test func usageErrors() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(try runner.docgen(["check"], in: folder.path).status == 2)
        #expect(try runner.docgen(["check", "nowhere"], in: folder.path).standardError.hasPrefix("error: 'nowhere' is not a folder"))
        #expect(try runner.docgen(["check", ".", "--format", "xml"], in: folder.path).status == 2)
    }
}

/// The rule options of `docgen check` and the `check:` section of `docgen.yml`, grouping and
/// `--quiet`, through the real binary.
@Suite struct CheckRuleOptionsTests {
    let runner = CommandLineTests()

    /// A site whose every page repeats one broken stylesheet link, and has an image without alt.
    static func repetitiveSite(pages: Int) throws -> TemporaryFolder {
        var files: [String: String] = [:]
        for index in 1...pages {
            files["site/p\(index).html"] = """
                <!DOCTYPE html>
                <html lang="en"><head><title>P</title><link rel="stylesheet" href="gone.css"></head>
                <body><img src="p1.html"><a href="https://example.com/">out</a></body></html>
                """
        }
        return try TemporaryFolder(files)
    }

    @Test func repeatedFindingsAreGroupedAndTheSummaryKeepsFullCounts() throws {
        let folder = try Self.repetitiveSite(pages: 5)
        defer { folder.remove() }
        let run = try runner.docgen(["check", "site", "--jobs", "1"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.standardOutput == """
            site/p1.html:2:68: error: link target 'gone.css' does not exist [broken-link]
            site/p2.html:2:68: error: link target 'gone.css' does not exist [broken-link]
            site/p3.html:2:68: error: link target 'gone.css' does not exist [broken-link]
              … and 2 more
            site/p1.html:3:7: error: <img> has no alt attribute (use alt="" for a decorative image) [img-alt]
            site/p2.html:3:7: error: <img> has no alt attribute (use alt="" for a decorative image) [img-alt]
            site/p3.html:3:7: error: <img> has no alt attribute (use alt="" for a decorative image) [img-alt]
              … and 2 more
            checked 15 links in 5 pages: 10 errors, 0 warnings
            1 external link not checked

            """)
        let json = try runner.docgen(["check", "site", "--format", "json"], in: folder.path)
        #expect(json.standardOutput.components(separatedBy: "\"rule\"").count - 1 == 10)
    }

    @Test func optionsTurnRulesOffLowerThemAndSkipLinksAndPages() throws {
        let folder = try Self.repetitiveSite(pages: 2)
        defer { folder.remove() }
        let lowered = try runner.docgen(["check", "site", "--disable", "img-alt", "--warn=broken-link"], in: folder.path)
        #expect(lowered.status == 0)
        #expect(lowered.standardOutput.hasSuffix("checked 6 links in 2 pages: 0 errors, 2 warnings\n1 external link not checked\n"))
        let quiet = try runner.docgen(["check", "site", "--disable", "img-alt", "--warn=broken-link", "--quiet"], in: folder.path)
        #expect(quiet.status == 0)
        #expect(quiet.standardOutput == "2 warnings not shown (--quiet): broken-link 2\n")
        let raised = try runner.docgen(["check", "site", "--disable", "img-alt", "--error", "broken-link", "--quiet"], in: folder.path)
        #expect(raised.status == 1)
        #expect(raised.standardOutput.hasPrefix("site/p1.html:2:68: error: link target 'gone.css' does not exist [broken-link]\n"))
        let skipped = try runner.docgen(["check", "site", "--ignore-url", "\\.css$", "--ignore-file", "p2.*", "--quiet"], in: folder.path)
        #expect(skipped.standardOutput == "site/p1.html:3:7: error: <img> has no alt attribute (use alt=\"\" for a decorative image) [img-alt]\n")
    }

    @Test func listRulesPrintsEveryRuleWithItsDefaultLevel() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try runner.docgen(["check", "--list-rules"], in: folder.path)
        #expect(run.status == 0)
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == CheckRuleRegistry.rules.count + BuildRule.all.count + 1)
        #expect(lines[0] == "markup                    error    a file that declares itself XML (.xhtml, .svg, .xml, docgen's own pages) is well-formed XML")
        #expect(lines[9] == "external-link             error    with --external: every http(s) link answers")
        #expect(lines[10] == "unknown-front-matter-key  warning  a front-matter key that neither docgen nor MkDocs, Hugo, Jekyll or Docusaurus uses (a typo?)")
        #expect(lines[11] == "ignored-front-matter-key  off      a front-matter key of another generator (Hugo's 'keywords', 'menu'…) that docgen does not read")
    }

    @Test func listRulesAsJSONIsAnArrayOfTheRegisteredRules() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try runner.docgen(["check", "--list-rules", "--format", "json"], in: folder.path)
        #expect(run.status == 0)
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.count == CheckRuleRegistry.rules.count + BuildRule.all.count + 2)
        #expect(lines[6] == #"  {"id": "img-alt", "level": "error", "summary": "every <img> has an alt attribute, unless it is hidden or presentational", "standard": "WCAG 1.1.1; axe-core image-alt"},"#)
        let rules = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: String]]
        #expect(rules?.map { $0["id"] } == CheckPolicy.ruleIDs)
        #expect(rules?.map { $0["level"] } == CheckRuleRegistry.rules.map { $0.defaultSeverity.rawValue } + BuildRule.all.map { $0.isOnByDefault ? "warning" : "off" })
        #expect(rules?.allSatisfy { $0.keys.sorted() == ["id", "level", "standard", "summary"] } == true)
    }

    @Test func listRulesPrintsOnlyTextOrJSON() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try runner.docgen(["check", "--list-rules", "--format", "sarif"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("error: '--list-rules' prints text or json, not 'sarif'"))
    }

    @Test(arguments: [
        (["--disable", "img-alts"], "error: '--disable': unknown rule 'img-alts'; did you mean 'img-alt'?"),
        (["--warn", "broken-link,svg_name"], "error: '--warn': unknown rule 'svg_name'; did you mean 'svg-name'?"),
        (["--disable", "empty-href"], "error: '--disable': unknown rule 'empty-href'"),
        (["--ignore-url", "(["], "error: '--ignore-url': '([' is not a valid regular expression"),
        (["--config", "nowhere.yml"], "error: config file 'nowhere.yml' not found"),
    ])
    func badRuleNamesAndPatternsAreUsageErrors(_ options: [String], _ message: String) throws {
        let folder = try Self.repetitiveSite(pages: 1)
        defer { folder.remove() }
        let run = try runner.docgen(["check", "site"] + options, in: folder.path)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix(message), "\(run.standardError)")
        #expect(run.standardOutput == "")
    }

    @Test func aConfigFilesCheckSectionApplies() throws {
        let folder = try Self.repetitiveSite(pages: 1)
        defer { folder.remove() }
        try "check:\n  disable: [img-alt]\n  ignoreURLs: ['gone\\.css']\n".write(toFile: "\(folder.path)/docgen.yml", atomically: true, encoding: .utf8)
        let run = try runner.docgen(["check", "site", "--config", "docgen.yml", "--quiet"], in: folder.path)
        #expect(run.status == 0)
        #expect(run.standardOutput == "")
        // The docgen.yml of the working folder applies without --config.
        let byDefault = try runner.docgen(["check", "site", "--quiet"], in: folder.path)
        #expect(byDefault.status == 0)
        #expect(byDefault.standardOutput == "")
        try "check:\n  warn: [img-alts]\n".write(toFile: "\(folder.path)/bad.yml", atomically: true, encoding: .utf8)
        let bad = try runner.docgen(["check", "site", "--config", "bad.yml"], in: folder.path)
        #expect(bad.status == 2)
        #expect(bad.standardError.hasPrefix("error: bad.yml:2:10: error: unknown rule 'img-alts'; did you mean 'img-alt'?"))
    }

    /// A site built with `baseURL: https://…/guide/` links to /guide/… from its 404 page: the
    /// check reads the same docgen.yml and serves the site below /guide/, unless told otherwise.
    @Test func theConfigsBaseURLIsTheDefaultBasePath() throws {
        let folder = try TemporaryFolder([
            "docgen.yml": "title: Guide\nbaseURL: https://example.github.io/guide/\n",
            "content/cells.md": "---\ntitle: Cells\n---\n\nText.\n",
        ])
        defer { folder.remove() }
        #expect(try runner.docgen(["build", "--quiet"], in: folder.path).status == 0)
        let check = try runner.docgen(["check", "site", "--quiet"], in: folder.path)
        #expect(check.status == 0)
        #expect(check.standardError == "")
        // Told the site is served at the root, the 404 page's /guide/… links are broken.
        let atRoot = try runner.docgen(["check", "site", "--base-path", "/"], in: folder.path)
        #expect(atRoot.status == 1)
        #expect(atRoot.standardOutput.contains("site/404.html:"))
        #expect(atRoot.standardOutput.contains("link target '/guide/"))
    }
}

/// The `check:` section inside `docgen build`, warnings grouped, and `--quiet`.
@Suite struct BuildRuleOptionsTests {
    let runner = CommandLineTests()

    static func chapter(_ title: String, body: String = "Text.") -> String {
        "---\ntitle: \(title)\ncolour: blue\n---\n\n\(body)\n"
    }

    @Test func repeatedWarningsAreGroupedAndQuietCountsThem() throws {
        var files: [String: String] = [:]
        for index in 1...40 { files["content/c\(index).md"] = Self.chapter("C\(index)") }
        let folder = try TemporaryFolder(files)
        defer { folder.remove() }
        let run = try runner.docgen(["build", "--jobs", "2"], in: folder.path)
        #expect(run.status == 0)
        #expect(run.standardError == """
            content/c1.md:3:1: warning: unknown key 'colour' [unknown-front-matter-key]
            content/c10.md:3:1: warning: unknown key 'colour' [unknown-front-matter-key]
            content/c11.md:3:1: warning: unknown key 'colour' [unknown-front-matter-key]
              … and 37 more

            """)
        #expect(run.standardOutput.hasSuffix("; 40 warnings\n"))
        let quiet = try runner.docgen(["build", "--quiet"], in: folder.path)
        #expect(quiet.status == 0)
        #expect(quiet.standardError == "40 warnings not shown (--quiet): unknown-front-matter-key 40\n")
        #expect(quiet.standardOutput == "")
    }

    /// The build's own warnings are set like the checks': off, raised, or (another tool's
    /// front-matter keys) turned on; `--strict` makes every warning an error.
    @Test func theConfigsCheckSectionSetsTheBuildsOwnWarnings() throws {
        let chapter = "---\ntitle: A\nkeywords: [a]\ncolour: blue\n---\n\nText.\n"
        let plain = try TemporaryFolder(["content/a.md": chapter])
        defer { plain.remove() }
        let run = try runner.docgen(["build"], in: plain.path)
        #expect(run.status == 0)
        #expect(run.standardError == "content/a.md:4:1: warning: unknown key 'colour' [unknown-front-matter-key]\n")
        let strict = try runner.docgen(["build", "--strict", "--quiet"], in: plain.path)
        #expect(strict.status == 1)
        #expect(strict.standardError == """
            content/a.md:4:1: error: unknown key 'colour' [unknown-front-matter-key]
            build failed: 1 error; site was not changed

            """)

        let set = try TemporaryFolder([
            "content/a.md": chapter,
            "docgen.yml": "check:\n  disable: [unknown-front-matter-key]\n  error: [ignored-front-matter-key]\n",
        ])
        defer { set.remove() }
        let raised = try runner.docgen(["build"], in: set.path)
        #expect(raised.status == 1)
        #expect(raised.standardError == """
            content/a.md:3:1: error: 'keywords' is another generator's key; docgen does not read it [ignored-front-matter-key]
            build failed: 1 error; site was not changed

            """)
    }

    @Test func theConfigsCheckSectionAppliesToTheBuildsChecks() throws {
        let folder = try TemporaryFolder([
            "content/a.md": Self.chapter("A", body: "<img src=\"pic.png\" />\n\n[api](api/index.html) and [spec](b.md#nowhere)"),
            "content/b.md": Self.chapter("B"),
            "content/pic.png": "png",
            "docgen.yml": "check:\n  disable: [img-alt]\n  warn: [broken-fragment]\n  ignoreURLs: ['^api/']\n",
        ])
        defer { folder.remove() }
        let run = try runner.docgen(["build"], in: folder.path)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("content/a.md:8:27: warning: link to missing heading '#nowhere' in b.html [broken-fragment]"))
        #expect(!run.standardError.contains("img-alt"))
        #expect(!run.standardError.contains("api/"))
    }

    /// `ignoreFiles` names pages of the site; a finding located in a chapter's markdown is
    /// ignored when the chapter's page is.
    @Test func ignoredFilesInTheConfigCoverTheirChaptersFindings() throws {
        let files = ["content/a.md": Self.chapter("A", body: "[spec](b.md#nowhere)"), "content/b.md": Self.chapter("B")]
        let plain = try TemporaryFolder(files)
        defer { plain.remove() }
        let failed = try runner.docgen(["build"], in: plain.path)
        #expect(failed.status != 0 && failed.standardError.contains("content/a.md:6:1: error: link to missing heading '#nowhere' in b.html"))

        let ignoring = try TemporaryFolder(files.merging(["docgen.yml": "check:\n  ignoreFiles: ['a.html']\n"]) { first, _ in first })
        defer { ignoring.remove() }
        let run = try runner.docgen(["build"], in: ignoring.path)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(!run.standardError.contains("nowhere"))
    }

    @Test func badRuleNamesInTheConfigAreLocatedErrors() throws {
        let folder = try TemporaryFolder([
            "content/a.md": Self.chapter("A"),
            "docgen.yml": "title: T\ncheck:\n  disable: [img-alt, svg-nme]\n  warn: nonsense\n  ignoreURLs: ['(']\n  ignore: []\n",
        ])
        defer { folder.remove() }
        let run = try runner.docgen(["build", "--quiet"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.standardError == """
            docgen.yml:3:22: error: unknown rule 'svg-nme'; did you mean 'svg-name'?
            docgen.yml:4:9: error: unknown rule 'nonsense' (docgen check --list-rules lists them)
            docgen.yml:5:16: error: '(' is not a valid regular expression: expected ')'
            docgen.yml:6:3: error: unknown key 'ignore'; did you mean 'ignoreURLs'?
            1 warning not shown (--quiet): unknown-front-matter-key 1
            build failed: 4 errors, 1 warning; site was not changed

            """)
    }
}
