import DocgenDiagrams
import DocgenEngine
import DocgenTestSupport
import DocgenXML
import Foundation
import Testing

/// A `compare:` spec in a chapter, and `docgen diagram --compare`.
@Suite struct ComparisonBuildTests {
    static func chapter(_ compare: String) -> String {
        "---\ntitle: 圆角\n---\n\n```listspec\nid: cards\ncompare: \(compare)\nsections:\n  - header: 账户\n    rows: [张小明, 蓝牙]\n```\n"
    }

    /// The built page, and the problems with the folder's path left out.
    private func build(_ chapter: String) throws -> (page: String?, problems: [String]) {
        let folder = try TemporaryFolder(["content/corners.md": chapter, "docgen.yml": "title: 指南\nlanguage: zh-Hans\n"])
        defer { folder.remove() }
        let report = SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site",
                                                  configPath: "\(folder.path)/docgen.yml", jobs: 1))
        return (folder.read("site/corners.html"), report.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") })
    }

    @Test func aChineseChapterDrawsTheComparisonAndItsTableInChinese() throws {
        let (page, problems) = try build(Self.chapter("[ios18, ios26]"))
        #expect(problems == [])
        let html = try #require(page)
        #expect(html.contains("<figure class=\"diagram compare\" id=\"cards-compare\" tabindex=\"0\">"))
        #expect(html.contains("<figcaption>insetGrouped 样式的<wbr />表格<wbr />视图：iOS\u{A0}18 与 iOS\u{A0}26 并排<wbr />对比（可信度：中）<a class=\"dg-zoom\" "
            + "href=\"corners.cards-compare.svg\" type=\"image/svg+xml\" data-close=\"关闭\">查看大图</a></figcaption>\n</figure>\n"
            + "<div class=\"table-scroll\" tabindex=\"0\">\n<table class=\"compare\" id=\"cards-differences\">\n"
            + "<caption>iOS\u{A0}18 与 iOS\u{A0}26 之间的<wbr />差别</caption>"))
        #expect(html.contains("<th scope=\"row\">圆角半径</th>\n<td>10\u{A0}pt</td>\n<td>26\u{A0}pt</td>"))
        #expect(html.contains(">cornerRadius</text>") && html.contains(">10 → 26 pt</text>"))
        #expect(XMLWellFormednessChecker.errors(in: html, displayPath: "corners.html").isEmpty)
    }

    @Test func aBadComparisonIsLocatedInTheChapter() throws {
        let (page, problems) = try build(Self.chapter("[ios18, ios 27]"))
        #expect(problems == ["content/corners.md:7:18: error: unknown value 'ios 27' in 'compare'; did you mean 'iOS 26'?"])
        #expect(page == nil)
    }
}

@Suite struct DiagramCompareCommandTests {
    let runner = CommandLineTests()

    @Test func compareDrawsEachValueSideBySide() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try runner.docgen(["diagram", "Fixtures/specs/settings.yml", "--compare", "ios18,iOS 26"], in: Fixture.testsRoot)
        #expect(run.status == 0)
        #expect(run.standardError == "")
        #expect(run.standardOutput.contains("<title id=\"settings-compare-title\">A settings screen: iOS 18 and iOS 26 side by side (confidence: medium)</title>"))
        #expect(run.standardOutput.contains("Corner radius: 10 pt in iOS 18, 26 pt in iOS 26."))
        #expect(XMLWellFormednessChecker.errors(in: run.standardOutput, displayPath: "out.svg").isEmpty)
        let written = try runner.docgen(["diagram", "Fixtures/specs/settings.yml", "--compare=ios18,ios26", "-o", "\(folder.path)/out.svg"],
                                        in: Fixture.testsRoot)
        #expect(written.status == 0)
        #expect(folder.read("out.svg") == run.standardOutput)
    }

    @Test func badComparisonsAreReported() throws {
        let one = try runner.docgen(["diagram", "Fixtures/specs/settings.yml", "--compare", "ios18"], in: Fixture.testsRoot)
        #expect(one.status == 1)
        #expect(one.standardError == "error: --compare: 'compare' needs at least two values, one for each panel, not 1\n")
        #expect(one.standardOutput == "")
        let mixed = try runner.docgen(["diagram", "Fixtures/specs/settings.yml", "--compare", "ios18,iPad"], in: Fixture.testsRoot)
        #expect(mixed.status == 1)
        #expect(mixed.standardError == "error: --compare: 'compare' mixes settings: 'ios18' is a system and 'iPad' a device; "
            + "compare one setting at a time\n")
        let layers = try runner.docgen(["diagram", "Fixtures/specs/settings.yml", "--compare", "phone,pad", "--view", "layers"],
                                       in: Fixture.testsRoot)
        #expect(layers.status == 1)
        #expect(layers.standardError == "error: a comparison draws the list view of each value, not 'layers'; drop --view or the comparison\n")
    }
}
