import DocgenEngine
import DocgenTestSupport
import DocgenTheme
import Foundation
import Testing

/// The navigation is rendered and checked once per part and spliced into its pages: the pages
/// must be exactly what rendering each one whole gives, and its findings name real lines.
@Suite struct SharedNavigationTests {
    static let files = [
        "content/a.md": "---\ntitle: Alpha\norder: 1\n---\n\nText with a [link](b.md).\n",
        "content/b.md": "---\ntitle: Beta\norder: 2\n---\n\n## Two\n\nText.\n",
        "content/part/c.md": "---\ntitle: Gamma\n---\n\nIn a part.\n",
        "content/part/d.md": "---\ntitle: Delta\n---\n\nAlso in a part.\n",
    ]

    static var defaultNavigation: String {
        String(decoding: DefaultTheme.files["partials/nav.mustache"] ?? [], as: UTF8.self)
    }

    static func build(_ folder: TemporaryFolder, templates: String? = nil) -> BuildReport {
        SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", templatesPath: templates.map { "\(folder.path)/\($0)" },
                                         outputPath: "\(folder.path)/site", jobs: 2, useCache: false))
    }

    @Test func splicedPagesAreWhatRenderingEachPageWholeGives() throws {
        let folder = try TemporaryFolder(Self.files)
        defer { folder.remove() }
        #expect(Self.build(folder).succeeded)
        let spliced = folder.snapshot(of: "site")
        // A navigation that names a page's own value is rendered with each page; this one
        // renders nothing more, so its pages must be byte for byte the same.
        let perPage = Self.defaultNavigation.replacingOccurrences(of: "aria-label=\"{{i18n.chapters}}\">",
                                                                  with: "aria-label=\"{{i18n.chapters}}\">{{#page.x}}{{/page.x}}")
        #expect(perPage != Self.defaultNavigation)
        try folder.write(Data(perPage.utf8), to: "theme/partials/nav.mustache")
        try FileManager.default.removeItem(atPath: "\(folder.path)/site")
        #expect(Self.build(folder, templates: "theme").succeeded)
        #expect(folder.snapshot(of: "site") == spliced)
        #expect(spliced["part/d.html"].map { String(decoding: $0, as: UTF8.self).contains("<a href=\"../part/d.html\" aria-current=\"page\">Delta</a>") } == true)
    }

    @Test func aBrokenLinkInTheNavigationIsReportedOncePerPartAtItsLine() throws {
        let folder = try TemporaryFolder(Self.files)
        defer { folder.remove() }
        let broken = Self.defaultNavigation.replacingOccurrences(of: "</nav>", with: "<p><a href=\"{{root}}gone.html\">Gone</a></p>\n</nav>")
        try folder.write(Data(broken.utf8), to: "theme/partials/nav.mustache")
        let report = Self.build(folder, templates: "theme")
        let findings = report.diagnostics.filter { $0.message.contains("gone.html") }
        // One for each part's navigation (the top-level chapters, the part), at its first page,
        // and one for the 404 page, which renders its own; the home page shows the contents instead.
        #expect(findings.map(\.location.file).map { URL(fileURLWithPath: $0).lastPathComponent }.sorted()
            == ["404.html", "a.html", "c.html"])
        // The line is the line the link has in the page, as written with that navigation.
        try folder.write(Data(Self.defaultNavigation.replacingOccurrences(of: "</nav>", with: "<p><a href=\"{{root}}index.html\">Gone</a></p>\n</nav>").utf8),
                         to: "theme/partials/nav.mustache")
        #expect(Self.build(folder, templates: "theme").succeeded)
        for finding in findings where finding.location.file.hasSuffix("c.html") || finding.location.file.hasSuffix("a.html") {
            let page = finding.location.file.hasSuffix("c.html") ? "part/c.html" : "a.html"
            let lines = folder.read("site/\(page)")?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
            #expect(lines.indices.contains(finding.location.line - 1) && lines[finding.location.line - 1].contains(">Gone</a>"))
        }
    }
}
