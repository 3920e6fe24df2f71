import DocgenEngine
import DocgenTestSupport
import Foundation
import FoundationXML
import Testing

/// Redirects as a built site has them: the pages a chapter's `aliases:` and `docgen.yml`'s
/// `redirects:` write, read back by an XML parser; `_redirects`; the located errors of a
/// redirect that cannot be; and the warning when a page's URL changes between two builds.
@Suite struct RedirectBuildTests {
    private static let files = [
        "docgen.yml": """
            title: Guide
            baseURL: https://docs.example/guide/
            languages:
              - {code: en, name: English, title: Guide}
              - {code: zh-Hans, name: 简体中文, title: 指南}
            redirects:
              old-start.md: basics/start.md#first-steps
              legacy/setup.html: old-start.md
              elsewhere/: https://example.org/moved
              faq.md: index.md
            """,
        "content/en/_index.md": "# Guide\n\nWelcome.\n",
        "content/en/basics/start.md": """
            ---
            title: Getting started
            aliases: [/intro/, start-here.html]
            ---
            ## First steps

            Text.
            """,
        "content/en/layout.md": "---\ntitle: Layout\nredirect_from: /cells/layout.html\n---\nText.\n",
        "content/zh-Hans/_index.md": "# 指南\n\n欢迎。\n",
        "content/zh-Hans/basics/start.md": "---\ntitle: 入门\naliases: [/intro/]\n---\n正文。\n",
        "content/zh-Hans/layout.md": "---\ntitle: 布局\n---\n正文。\n",
    ]

    private struct RedirectPage {
        var refresh: String
        var canonical: String
        var robots: String
        var link: (href: String, text: String)
        var script: String
        var language: String

        init(_ text: String) throws {
            let document = try XMLDocument(xmlString: text, options: [])
            func attributes(_ node: XMLNode) -> [String: String] {
                var found: [String: String] = [:]
                for attribute in (node as? XMLElement)?.attributes ?? [] {
                    if let name = attribute.localName ?? attribute.name { found[name] = attribute.stringValue ?? "" }
                }
                return found
            }
            var refresh = "", robots = ""
            for node in try document.nodes(forXPath: "//*[local-name()='meta']") {
                let found = attributes(node)
                if found["http-equiv"] == "refresh" { refresh = found["content"] ?? "" }
                if found["name"] == "robots" { robots = found["content"] ?? "" }
            }
            self.refresh = refresh
            self.robots = robots
            canonical = try document.nodes(forXPath: "//*[local-name()='link']").compactMap { attributes($0)["href"] }.first ?? ""
            let anchor = try #require(try document.nodes(forXPath: "//*[local-name()='main']//*[local-name()='a']").first)
            link = (attributes(anchor)["href"] ?? "", anchor.stringValue ?? "")
            script = try document.nodes(forXPath: "//*[local-name()='script']").first?.stringValue ?? ""
            // Read from the text: FoundationXML leaks the qualified names it makes for the root's
            // `xml:lang` when its attributes are listed (LeakSanitizer, Swift 6.3).
            language = text.firstRange(of: " lang=\"").map { String(text[$0.upperBound...].prefix { $0 != "\"" }) } ?? ""
        }
    }

    private func build(_ folder: TemporaryFolder) -> BuildReport {
        SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site",
                                     configPath: "\(folder.path)/docgen.yml", jobs: 2, useCache: true))
    }

    @Test func aliasesAndTheConfigurationsRedirectsWritePagesThatLeadToThePage() throws {
        let folder = try TemporaryFolder(Self.files)
        defer { folder.remove() }
        let report = build(folder)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")

        // An absolute alias ending in `/` is a folder's page; a relative one is beside the page.
        let intro = try RedirectPage(try #require(folder.read("site/intro/index.html")))
        #expect(intro.refresh == "0; url=../basics/start.html")
        #expect(intro.link.href == "../basics/start.html")
        #expect(intro.link.text == "Getting started")
        #expect(intro.canonical == "https://docs.example/guide/basics/start.html")
        #expect(intro.robots == "noindex")
        #expect(intro.script.contains("location.replace(\"../basics/start.html\" + location.hash)"))
        #expect(intro.language == "en")
        let beside = try RedirectPage(try #require(folder.read("site/basics/start-here.html")))
        #expect(beside.link.href == "start.html")
        // jekyll-redirect-from's key is read as `aliases`.
        let layout = try RedirectPage(try #require(folder.read("site/cells/layout.html")))
        #expect(layout.link.href == "../layout.html")

        // A Chinese page's absolute alias is from its language's root, in its words.
        let chinese = try #require(folder.read("site/zh-Hans/intro/index.html"))
        let zh = try RedirectPage(chinese)
        #expect(zh.link.href == "../basics/start.html")
        #expect(zh.language == "zh-Hans")
        #expect(chinese.contains("此页面已移至"))

        // `redirects:`: a fragment is kept (and the script, which would replace it, left out); a
        // redirect to a redirect leads to its page; a URL outside the site; a file name's `.md`.
        let start = try RedirectPage(try #require(folder.read("site/old-start.html")))
        #expect(start.link.href == "basics/start.html#first-steps")
        #expect(start.script.isEmpty)
        let chained = try RedirectPage(try #require(folder.read("site/legacy/setup.html")))
        #expect(chained.link.href == "../basics/start.html#first-steps")
        let outside = try RedirectPage(try #require(folder.read("site/elsewhere/index.html")))
        #expect(outside.link.href == "https://example.org/moved")
        #expect(outside.canonical == "https://example.org/moved")
        let home = try RedirectPage(try #require(folder.read("site/faq.html")))
        #expect(home.link == ("index.html", "Guide"))

        let hostFile = try #require(folder.read("site/_redirects"))
        let lines = hostFile.split(separator: "\n").filter { !$0.hasPrefix("#") }
        // The aliases in reading order (a language's top-level chapters before its parts'), then
        // the configuration's redirects in the order written.
        #expect(lines == [
            "/guide/cells/layout.html /guide/layout.html 301",
            "/guide/intro/ /guide/basics/start.html 301",
            "/guide/basics/start-here.html /guide/basics/start.html 301",
            "/guide/zh-Hans/intro/ /guide/zh-Hans/basics/start.html 301",
            "/guide/old-start.html /guide/basics/start.html#first-steps 301",
            "/guide/legacy/setup.html /guide/basics/start.html#first-steps 301",
            "/guide/elsewhere/ https://example.org/moved 301",
            "/guide/faq.html /guide/ 301",
        ])
        // Redirect pages are not in the sitemap: only pages are.
        #expect(folder.read("site/sitemap.xml")?.contains("intro") == false)
    }

    @Test func theContentFoldersOwnRedirectsFileKeepsItsLines() throws {
        let folder = try TemporaryFolder([
            "docgen.yml": "title: Guide\n",
            "content/page.md": "---\ntitle: Page\naliases: [old.html]\n---\nText.\n",
            "content/_redirects": "/blog/* https://blog.example/:splat 302",
        ])
        defer { folder.remove() }
        let report = build(folder)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let lines = try #require(folder.read("site/_redirects")).split(separator: "\n")
        #expect(lines.first == "/blog/* https://blog.example/:splat 302")
        #expect(lines.last == "/old.html /page.html 301")
    }

    @Test func aRedirectThatCannotBeIsAnErrorAtItsPlaceAndAllAreSaidAtOnce() throws {
        let folder = try TemporaryFolder([
            "docgen.yml": """
                title: Guide
                redirects:
                  gone.md: page.md
                  a.html: b.html
                  b.html: a.html
                  page.md: other.md
                  mail.html: mailto:someone@example.org
                  lost/: missing.md
                """,
            "content/page.md": "---\ntitle: Page\naliases:\n  - third.html\n  - /up/../../out.html\n  - /search?q=1\n---\nText.\n",
            "content/other.md": "---\ntitle: Other\naliases: [twice.html]\nredirect_from: [twice.html]\n---\nText.\n",
            "content/third.md": "---\ntitle: Third\naliases: [/gone.html]\n---\nText.\n",
        ])
        defer { folder.remove() }
        let report = build(folder)
        let errors = report.diagnostics.filter { $0.severity == .error }
            .map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }.sorted()
        #expect(errors == [
            "content/other.md:4:16: error: 'redirect_from' and 'aliases' both list the page's earlier URLs; keep one",
            "content/page.md:4:5: error: cannot redirect from 'third.html': output path 'third.html' is already taken by content/third.md",
            "content/page.md:5:5: error: alias '/up/../../out.html' climbs above the site's root",
            "content/page.md:6:5: error: alias '/search?q=1' must be a path without a query or fragment",
            "docgen.yml:3:3: error: cannot redirect from 'gone.html': output path 'gone.html' is already taken by an alias of content/third.md",
            "docgen.yml:8:10: error: redirect target 'missing.md' is not a page of the site",
            "docgen.yml:4:11: error: redirect loop: a.html → b.html → a.html",
            "docgen.yml:5:11: error: redirect loop: b.html → a.html → b.html",
            "docgen.yml:6:3: error: cannot redirect from 'page.html': output path 'page.html' is already taken by content/page.md",
            "docgen.yml:7:14: error: redirect target 'mailto:someone@example.org' must be a page of the site or an http(s) URL",
        ].sorted())
        #expect(!FileManager.default.fileExists(atPath: "\(folder.path)/site"))
    }

    @Test func aPageWhoseURLChangedBetweenBuildsIsNamedWithHowToKeepItsOldURL() throws {
        let folder = try TemporaryFolder([
            "docgen.yml": "title: Guide\n",
            "content/page.md": "---\ntitle: Page\n---\nText.\n",
            "content/gone.md": "---\ntitle: Gone\n---\nText.\n",
            "content/kept.md": "---\ntitle: Kept\n---\nText.\n",
        ])
        defer { folder.remove() }
        #expect(build(folder).diagnostics.isEmpty)
        try folder.write(Data("---\ntitle: Page\nslug: renamed\n---\nText.\n".utf8), to: "content/page.md")
        try FileManager.default.removeItem(atPath: "\(folder.path)/content/gone.md")
        try folder.write(Data("---\ntitle: Kept\nslug: kept-new\naliases: [kept.html]\n---\nText.\n".utf8), to: "content/kept.md")
        let report = build(folder)
        let warnings = report.diagnostics.filter { $0.severity == .warning }
            .map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
        #expect(warnings == [
            "content/gone.md: warning: the last build's page 'gone.html' is gone: links to it from outside the site now break; to"
                + " keep it, add 'aliases: [/gone.html]' to the page that replaces it, or a 'redirects' entry in docgen.yml [moved-page]",
            "content/page.md:3:7: warning: the page's URL changed from 'page.html' to 'renamed.html': links to the old one from"
                + " outside the site now break; to keep it, add 'aliases: [/page.html]' to the front matter [moved-page]",
        ])
        #expect(report.succeeded)
        // Said once: the next build starts from this one.
        #expect(build(folder).diagnostics.isEmpty)
    }
}
