import DocgenEngine
import DocgenTestSupport
import Foundation
import Testing

/// Builds fixture sites through the pipeline and compares the output with golden files.
@Suite struct BuildTests {
    @Test(arguments: ["basic-site", "theme-override"])
    func fixtureBuildsToItsSnapshot(_ name: String) throws {
        let fixture = try Fixture(name)
        defer { fixture.remove() }
        let report = fixture.build()
        #expect(report.diagnostics.map(fixture.relative) == [])
        let output = fixture.folder.snapshot(of: "site").filter { !$0.key.hasPrefix("assets/") }
        let differences = Snapshot.differences(output, snapshotFolder: Fixture.snapshotsRoot + "/" + name)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    @Test func outputIsByteIdenticalWhateverTheJobCount() throws {
        let fixture = try Fixture("basic-site")
        defer { fixture.remove() }
        #expect(fixture.build(jobs: 1).succeeded)
        let single = fixture.folder.snapshot(of: "site")
        #expect(fixture.build(jobs: 2).succeeded)
        #expect(fixture.folder.snapshot(of: "site") == single)
        #expect(fixture.build(jobs: 8).succeeded)
        #expect(fixture.folder.snapshot(of: "site") == single)
    }

    @Test func aFailedBuildLeavesThePreviousSiteUntouched() throws {
        let fixture = try Fixture("basic-site")
        defer { fixture.remove() }
        #expect(fixture.build().succeeded)
        let before = fixture.folder.snapshot(of: "site")
        try fixture.folder.write(Data("---\ntitle: Broken\n---\n[x](missing.md)\n".utf8), to: "content/intro.md")
        let report = fixture.build()
        #expect(!report.succeeded)
        #expect(fixture.folder.snapshot(of: "site") == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path).filter { $0.contains("docgen-") }
        #expect(leftovers == [])
    }

    @Test func aSuccessfulBuildReplacesStaleFiles() throws {
        let fixture = try Fixture("basic-site")
        defer { fixture.remove() }
        try fixture.folder.write(Data("old".utf8), to: "site/stale.html")
        try fixture.folder.write(Data(), to: "site/.docgen-site")
        #expect(fixture.build().succeeded)
        #expect(fixture.folder.read("site/stale.html") == nil)
        #expect(fixture.folder.read("site/data/numbers.csv") == nil, "CSV data is not published")
        #expect(fixture.folder.read("site/images/cell.svg") != nil, "static files are copied")
    }

    @Test(arguments: ["broken-links", "malformed-html", "bad-template", "bad-config", "bad-listspec", "bad-benchtable", "build-checks"])
    func invalidFixtureReportsEveryProblemAndWritesNothing(_ name: String) throws {
        let fixture = try Fixture(name)
        defer { fixture.remove() }
        let report = fixture.build()
        let expected = try String(contentsOfFile: "\(Fixture.fixturesRoot)/\(name)/expected-diagnostics.txt", encoding: .utf8)
            .split(separator: "\n").map(String.init)
        #expect(report.diagnostics.map(fixture.relative) == expected)
        #expect(!FileManager.default.fileExists(atPath: "\(fixture.folder.path)/site"))
    }

    @Test func refusesAnOutputFolderThatHoldsTheContent() throws {
        let fixture = try Fixture("basic-site")
        defer { fixture.remove() }
        let report = SiteBuild.build(BuildOptions(contentPath: "\(fixture.folder.path)/content", outputPath: fixture.folder.path))
        #expect(report.diagnostics.map(fixture.relative) == [
            ": error: the output folder '' overlaps 'content'; choose a separate folder",
        ])
        #expect(fixture.folder.read("content/intro.md") != nil)
    }
}
