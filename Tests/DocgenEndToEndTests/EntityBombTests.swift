import DocgenCheck
import DocgenEngine
import DocgenTestSupport
import Testing

/// An entity bomb ("billion laughs") in any XML docgen reads is a located error, reported at
/// once: in a static SVG whose size a page needs, and in pages `docgen check` reads.
@Suite(.timeLimit(.minutes(10))) struct EntityBombTests {
    /// Nine levels of ten references each, used in an attribute and in text.
    static func bomb(root: String) -> String {
        "<?xml version=\"1.0\"?>\n<!DOCTYPE \(root) [\n  <!ENTITY lol \"lol\">\n"
            + (1...9).map { level in
                "  <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">\n"
            }.joined() + "]>\n"
    }

    static let svg = bomb(root: "svg") + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\" id=\"&lol9;\">"
        + "<text>&lol9;</text></svg>\n"
    static let page = bomb(root: "html") + "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head><title>&lol9;</title></head>"
        + "<body><p title=\"&lol9;\">&lol9;</p></body></html>\n"
    static let refusal = "entity declarations are not allowed: docgen expands no entities"
        + " (write the character itself, or a character reference such as &#169;)"

    @Test func anSVGWhoseSizeIsReadIsRefusedAtItsFirstDeclaration() throws {
        let folder = try TemporaryFolder([
            "content/a.md": "---\ntitle: A\n---\n\n![A picture](pic.svg)\n",
            "content/pic.svg": Self.svg,
        ])
        defer { folder.remove() }
        let report = SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site", jobs: 2))
        let relative = report.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
        #expect(relative == [
            "content/a.md:5:1: warning: cannot read the size of 'pic.svg': line 3: \(Self.refusal); it is shown without width and height [image-size]",
            "content/pic.svg:3:3: error: \(Self.refusal) [markup]",
        ])
    }

    @Test func checkingPagesRefusesTheirFirstDeclaration() {
        let files = ["page.xhtml": Self.page, "page.html": Self.page, "pic.svg": Self.svg]
        let site = SiteFiles(paths: Set(files.keys), displayRoot: "site") { files[$0].map { Array($0.utf8) } }
        let report = SiteChecker.check(site, jobs: 2)
        #expect(report.findings.map(\.description).sorted() == [
            "site/page.html:3:3: warning: \(Self.refusal); read as HTML instead [not-xml]",
            "site/page.xhtml:3:3: error: \(Self.refusal) [markup]",
            "site/pic.svg:3:3: error: \(Self.refusal) [markup]",
        ])
    }
}
