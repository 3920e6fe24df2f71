import DocgenListLayout
import DocgenTestSupport
import Foundation
import Testing

/// Runs the real `docgen` binary, as a user or CI would.
@Suite struct CommandLineTests {
    init() {}

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
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
                   standardError: String(decoding: errData, as: UTF8.self))
    }

    @Test func versionAndHelp() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let version = try docgen(["--version"], in: folder.path)
        #expect(version.status == 0)
        #expect(version.standardOutput == "docgen 0.1.0\n")
        let help = try docgen(["build", "--help"], in: folder.path)
        #expect(help.status == 0)
        #expect(help.standardOutput.hasPrefix("USAGE: docgen build"))
    }

    @Test(arguments: [
        (["frobnicate"], "error: unknown command 'frobnicate'"),
        (["build", "--jobs", "0"], "error: '--jobs' must be a whole number from 1 to 256, not '0'"),
        (["build", "--output"], "error: option '--output' needs a value"),
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
        #expect(build.standardOutput.hasPrefix("Built 3 pages in "))
        #expect(folder.read("guide/site/getting-started.html")?.contains("<h2 id=\"a-section\">") == true)
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
            content/a.md:5:1: error: link to missing chapter 'b.md'
            content/c.md:1:1: error: front matter has no 'title'
            content/c.md:2:8: error: 'order' must be an integer, not 'x'
            build failed: 3 errors; site was not changed

            """)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/site"))
    }

    @Test func twoChaptersOnOneOutputPathExitWithStatus1AndLeaveTheSiteAsItWas() throws {
        let folder = try TemporaryFolder([
            "content/a.md": "---\ntitle: A\nslug: same\n---\n\nSee [b](b.md).\n",
            "content/b.md": "---\ntitle: B\nslug: same\n---\n",
            "content/same.html": "<p>a copied page</p>",
            "site/old.html": "the last good build",
        ])
        defer { folder.remove() }
        let run = try docgen(["build", "--quiet"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.standardError == """
            content/a.md:6:5: error: link to missing chapter 'b.md'
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
        let sections = try #require(object["sections"] as? [[String: Any]])
        let rows = try #require(sections[1]["rows"] as? [[String: Any]])
        #expect(rows.map { $0["cornerMask"] as? [String] ?? ["?"] } == [
            ["layerMinXMinYCorner", "layerMaxXMinYCorner"], [], ["layerMinXMaxYCorner", "layerMaxXMaxYCorner"],
        ])
        #expect(rows[0]["accessoryFrame"] is NSNull)
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
        .appendingPathComponent("DocgenDiagramsTests/Snapshots").path

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

    @Test func aFixedThemeHasNoDarkSwitch() throws {
        let run = try runner.docgen(["diagram", "Fixtures/specs/settings.yml", "--theme", "dark"], in: Fixture.testsRoot)
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(run.standardOutput.contains("--dg-canvas:#000000"))
        #expect(!run.standardOutput.contains("prefers-color-scheme"))
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
        .appendingPathComponent("DocgenChecksTests").path

    @Test func reportsEveryFaultAndExitsWith1() throws {
        let run = try runner.docgen(["check", "Fixtures/faulty-site", "--base-path", "/docs/"], in: Self.checksFixtures)
        #expect(run.status == 1)
        let expected = try String(contentsOfFile: "\(Self.checksFixtures)/Expected/faulty-site.txt", encoding: .utf8)
            .replacingOccurrences(of: "site/", with: "Fixtures/faulty-site/")
        #expect(run.standardOutput == expected + "1 external link not checked\n")
    }

    @Test func aCleanSiteExitsWith0InEveryFormat() throws {
        let folder = try TemporaryFolder(["site/index.html": """
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="en"><head><title>T</title></head><body><p><a href="#x" id="x">self</a></p></body></html>
            """])
        defer { folder.remove() }
        for format in ["text", "json", "github", "junit"] {
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
