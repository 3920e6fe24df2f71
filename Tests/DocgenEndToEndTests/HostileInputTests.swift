import DocgenCheck
import DocgenEngine
import DocgenTestSupport
import Foundation
import Testing

/// Input written by many hands: each case either builds or fails with a located error, and none
/// crashes, hangs, or writes outside the output folder.
@Suite struct HostileInputTests {
    private func build(_ files: [String: String]) throws -> (BuildReport, TemporaryFolder) {
        let folder = try TemporaryFolder(files)
        let report = SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site", jobs: 2))
        return (report, folder)
    }

    @Test func fileNamesWithSpacesUnicodeAndPercentSignsBuildAndLink() throws {
        let (report, folder) = try build([
            "content/my notes/100% done é.md": "---\ntitle: Odd name\n---\n\n## Part one\n",
            "content/a.md": "---\ntitle: A\n---\n\nSee [the odd one](<my notes/100% done é.md#part-one>) and ![pic](<images/a b%,é.svg>).\n",
            "content/images/a b%,é.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"3\" height=\"2\"/>",
            "content/images/a b%,é~dark.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"3\" height=\"2\"/>",
        ])
        defer { folder.remove() }
        #expect(report.diagnostics.map(\.description) == [])
        let page = try #require(folder.read("site/a.html"))
        #expect(page.contains("<a href=\"my%20notes/100%25-done-%C3%A9.html#part-one\">the odd one</a>"))
        // In a srcset a comma could end the URL: it is escaped there.
        #expect(page.contains("<picture><source srcset=\"images/a%20b%25%2C%C3%A9~dark.svg\" media=\"(prefers-color-scheme: dark)\" />"
                              + "<img src=\"images/a%20b%25,%C3%A9.svg\" alt=\"pic\" width=\"3\" height=\"2\" /></picture>"))
        #expect(folder.read("site/my notes/100%-done-é.html") != nil, "the default slug lowercases and turns spaces into -")
        #expect(folder.read("site/images/a b%,é~dark.svg") != nil)
    }

    @Test func aLineOfOneMegabyteBuilds() throws {
        let (report, folder) = try build(["content/a.md": "---\ntitle: Long\n---\n\n" + String(repeating: "word ", count: 200_000) + "\n"])
        defer { folder.remove() }
        #expect(report.succeeded)
    }

    @Test func tenThousandNestedListsAreALocatedErrorNotACrash() throws {
        let (report, folder) = try build([
            "content/quotes.md": "---\ntitle: Quotes\n---\n\n" + String(repeating: ">", count: 10_000) + " deep\n",
            "content/lists.md": "---\ntitle: Lists\n---\n\n" + String(repeating: "- ", count: 10_000) + "deep\n",
        ])
        defer { folder.remove() }
        let relative = report.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
        #expect(relative.contains("content/lists.md:5:1: error: content nested more than 400 levels deep; the deeper part is left out"))
        #expect(relative.allSatisfy { $0.contains("nested more than 400 levels") })
    }

    @Test func aYAMLAliasBombInFrontMatterIsALocatedError() throws {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            yaml += "a\(level): &a\(level) [\(Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", "))]\n"
        }
        let (report, folder) = try build(["content/a.md": "---\ntitle: Bomb\n\(yaml)---\n"])
        defer { folder.remove() }
        #expect(!report.succeeded)
        #expect(report.diagnostics.first { $0.severity == .error }?.message.contains("expands to more than 1000000 nodes") == true)
        #expect(report.diagnostics.first { $0.severity == .error }?.location.file.hasSuffix("content/a.md") == true)
    }

    @Test func aListSpecOfTenThousandRowsIsDrawn() throws {
        let rows = (0..<10_000).map { "      - Row \($0)" }.joined(separator: "\n")
        let (report, folder) = try build(["content/a.md": "---\ntitle: Big spec\n---\n\n```listspec\nviews: [list, corners]\nsections:\n  - rows:\n\(rows)\n```\n"])
        defer { folder.remove() }
        #expect(report.succeeded, "\(report.diagnostics.prefix(3))")
        #expect(report.diagramCount == 2)
    }

    @Test func aFileDatedBeyondTheYear2262Builds() throws {
        let folder = try TemporaryFolder(["content/a.md": "---\ntitle: A\n---\n\n![old](images/far.png)\n", "content/images/far.png": "png"])
        defer { folder.remove() }
        // 2300-01-01: its modification time in nanoseconds is beyond Int64.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 10_413_792_000)],
                                              ofItemAtPath: "\(folder.path)/content/images/far.png")
        for useCache in [false, true, true] {
            let report = SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site", useCache: useCache))
            #expect(report.succeeded, "\(report.diagnostics)")
        }
    }

    @Test func nothingIsWrittenOutsideTheOutputFolder() throws {
        let (report, folder) = try build(["content/a.md": "---\ntitle: Escape\nslug: ../../escaped\n---\n"])
        defer { folder.remove() }
        #expect(!report.succeeded)
        let parent = URL(fileURLWithPath: folder.path).deletingLastPathComponent().path
        #expect(!FileManager.default.fileExists(atPath: "\(parent)/escaped.html"))
        #expect(!FileManager.default.fileExists(atPath: "\(folder.path)/escaped.html"))
    }
}

@Suite struct LargeInputTests {
    @Test func aChapterOfFiftyMegabytesBuilds() throws {
        let paragraph = String(repeating: "Rounded sections follow the layout margins of the table view. ", count: 16) + "\n\n"
        let body = String(repeating: paragraph, count: 50_000_000 / paragraph.utf8.count)
        let folder = try TemporaryFolder(["content/big.md": "---\ntitle: Big\n---\n\n" + body])
        defer { folder.remove() }
        let report = SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site", jobs: 2))
        #expect(report.succeeded, "\(report.diagnostics.prefix(3))")
        #expect((try FileManager.default.attributesOfItem(atPath: "\(folder.path)/site/big.html")[.size] as? Int ?? 0) > 50_000_000)
    }

    /// A million random doubles as Python writes them (`0.8444218515250481`, `3.7e-05`): up to
    /// 17 significant digits and 20 decimals, which once made a column's scale overflow `Int`.
    @Test func aCSVOfAMillionRandomDoublesIsReadAndTabled() throws {
        var csv = "key,value\n"
        csv.reserveCapacity(30_000_000)
        var random = SeededGenerator(state: 13)
        for row in 0..<1_000_000 {
            let value = Double.random(in: 0..<1, using: &random)
            csv += "r\(row),\(row.isMultiple(of: 1000) ? value / 100_000 : value)\n"
        }
        let folder = try TemporaryFolder([
            "content/data/big.csv": csv,
            "content/a.md": "---\ntitle: Big table\n---\n\n```benchtable\nsource: data/big.csv\nbetter: {value: lower}\n```\n",
        ])
        defer { folder.remove() }
        let report = SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site", jobs: 2))
        #expect(report.succeeded, "\(report.diagnostics.prefix(3))")
        #expect(report.tableCount == 1)
    }

    private func build(_ files: [String: String]) throws -> (report: BuildReport, diagnostics: [String]) {
        let folder = try TemporaryFolder(files)
        defer { folder.remove() }
        let report = SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site", jobs: 2))
        return (report, report.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") })
    }

    @Test(.timeLimit(.minutes(10))) func aChapterOverTheLimitIsAnErrorThatNamesIt() throws {
        let (report, diagnostics) = try build(["content/big.md": "---\ntitle: Big\n---\n\n" + String(repeating: "x", count: 64 << 20)])
        #expect(!report.succeeded)
        #expect(diagnostics == ["content/big.md: error: chapter is 64.1 MB, more than the 64 MB a chapter may be; split it"])
    }

    @Test(.timeLimit(.minutes(10))) func aCSVOverTheSizeLimitIsAnErrorThatNamesIt() throws {
        let (report, diagnostics) = try build([
            "content/data/big.csv": "key,value\n" + String(repeating: "r,1\n", count: 17 << 20),
            "content/a.md": "---\ntitle: A\n---\n\n```benchtable\nsource: data/big.csv\n```\n",
        ])
        #expect(!report.succeeded)
        #expect(diagnostics == ["content/data/big.csv: error: CSV file is 68.1 MB, more than the 64 MB a data file may be"])
    }

    @Test(.timeLimit(.minutes(10))) func aCSVOverTheCellLimitIsAnErrorAtTheRowThatPassesIt() throws {
        let (report, diagnostics) = try build([
            "content/data/big.csv": "key,a,b\n" + String(repeating: "r,1,2\n", count: 1_000_000),
            "content/a.md": "---\ntitle: A\n---\n\n```benchtable\nsource: data/big.csv\n```\n",
        ])
        #expect(!report.succeeded)
        #expect(diagnostics == ["content/data/big.csv:1000001:1: error: more than 3000000 cells (rows × columns), the most this CSV may hold"])
    }

    @Test(.timeLimit(.minutes(10))) func benchTablesOnOnePageShareTheCellLimit() throws {
        let (report, diagnostics) = try build([
            "content/data/half.csv": "key,value\n" + (0..<800_000).map { "r\($0),\($0)\n" }.joined(),
            "content/a.md": "---\ntitle: A\n---\n\n```benchtable\nsource: data/half.csv\n```\n\n```benchtable\nsource: data/half.csv\nid: again\n```\n",
        ])
        #expect(!report.succeeded)
        #expect(diagnostics == ["content/a.md:9:1: error: the bench tables of this page would show more than 3000000 cells (this one"
                                + " 1600002), the most one page may show; split the page or the data"])
    }

    @Test func checkingAPageWithAHundredThousandLinksFindsEveryBrokenOne() throws {
        var body = ""
        for index in 0..<100_000 {
            body += index.isMultiple(of: 1_000) ? "<a href=\"missing-\(index).html\">x</a>\n" : "<a href=\"#a\(index % 50)\">x</a>\n"
        }
        let anchors = (0..<50).map { "<span id=\"a\($0)\">t</span>" }.joined()
        let page = "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head><title>T</title></head><body>\(anchors)\n\(body)</body></html>\n"
        let site = SiteFiles(paths: ["index.html"], displayRoot: "site") { _ in Array(page.utf8) }
        let report = SiteChecker.check(site, jobs: 2)
        #expect(report.linkCount == 100_000)
        #expect(report.findings.count == 100)
        #expect(report.findings.allSatisfy { $0.rule == "broken-link" })
    }
}
