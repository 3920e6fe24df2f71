import DocgenEngine
import DocgenTestSupport
import Foundation
import FoundationXML
import Testing

/// The tags link previews and search engines read, as an XML parser reads them from the built
/// pages: `rel=canonical` and Open Graph's `og:` properties, with `baseURL` and without.
@Suite struct SocialMetaTests {
    /// A page's `<meta property|name>` contents by key (repeated keys in page order), and its
    /// canonical link.
    private struct Head {
        var meta: [String: [String]] = [:]
        var canonical: [String] = []

        init(_ page: String) throws {
            let document = try XMLDocument(xmlString: page, options: [])
            for node in try document.nodes(forXPath: "//*[local-name()='meta']") {
                let attributes = Self.attributes(of: node)
                guard let key = attributes["property"] ?? attributes["name"] else { continue }
                meta[key, default: []].append(attributes["content"] ?? "")
            }
            for node in try document.nodes(forXPath: "//*[local-name()='link']") where Self.attributes(of: node)["rel"] == "canonical" {
                canonical.append(Self.attributes(of: node)["href"] ?? "")
            }
        }

        /// An element's attributes by local name (FoundationXML's lookup by name misses them on
        /// an element in the XHTML namespace).
        private static func attributes(of node: XMLNode) -> [String: String] {
            var found: [String: String] = [:]
            for attribute in (node as? XMLElement)?.attributes ?? [] {
                if let name = attribute.localName ?? attribute.name { found[name] = attribute.stringValue ?? "" }
            }
            return found
        }
    }

    private func build(_ files: [String: String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder(files)
        let report = SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site",
                                                  configPath: "\(folder.path)/docgen.yml", jobs: 2))
        #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty)
        return folder
    }

    @Test func aTranslatedChapterNamesItsURLLocaleAndTranslations() throws {
        let folder = try build(MultilingualSiteTests.files)
        defer { folder.remove() }
        let head = try Head(try #require(folder.read("site/zh-Hans/part/renamed.html")))
        #expect(head.canonical == ["https://docs.example/zh-Hans/part/renamed.html"])
        #expect(head.meta["og:url"] == ["https://docs.example/zh-Hans/part/renamed.html"])
        #expect(head.meta["og:type"] == ["article"])
        #expect(head.meta["og:locale"] == ["zh_CN"])
        #expect(head.meta["og:locale:alternate"] == ["en_US"])
        #expect(head.meta["og:title"] == ["表格"])
        #expect(head.meta["og:site_name"] == ["指南"])
        #expect(head.meta["og:description"] == ["中文说明。"])
        #expect(head.meta["twitter:card"] == ["summary"])

        let english = try Head(try #require(folder.read("site/index.html")))
        #expect(english.canonical == ["https://docs.example/"])
        #expect(english.meta["og:type"] == ["website"])
        #expect(english.meta["og:locale"] == ["en_US"])
        #expect(english.meta["og:locale:alternate"] == ["zh_CN"])
        #expect(english.meta["og:title"] == ["Guide"])
        // Only in English: no translation, so no alternate locale.
        let only = try Head(try #require(folder.read("site/only.html")))
        #expect(only.meta["og:locale:alternate"] == nil)
        #expect(only.meta["og:title"] == ["Only in English"])
        // Served at any path: no URL of its own.
        let notFound = try Head(try #require(folder.read("site/404.html")))
        #expect(notFound.canonical.isEmpty)
        #expect(notFound.meta["og:url"] == nil)
        #expect(notFound.meta["og:type"] == ["website"])
    }

    @Test func withoutABaseURLThereIsNoCanonicalOrOpenGraphURL() throws {
        let folder = try build([
            "docgen.yml": "title: Guide\nlanguage: pt-BR\ndescription: Um guia.\n",
            "content/cells.md": "---\ntitle: Células\ndescription: Células arredondadas.\n---\n\nTexto.\n",
        ])
        defer { folder.remove() }
        let head = try Head(try #require(folder.read("site/cells.html")))
        #expect(head.canonical.isEmpty)
        #expect(head.meta["og:url"] == nil)
        #expect(head.meta["og:locale"] == ["pt_BR"])
        #expect(head.meta["og:title"] == ["Células"])
        #expect(head.meta["og:description"] == ["Células arredondadas."])
        #expect(head.meta["description"] == ["Células arredondadas."])
    }

    /// With `social: {cards: true}`, each page's picture is its card beside it, at its absolute
    /// URL, with its size and its title as its text; a page's `image:` takes the card's place.
    @Test func withCardsEachPageNamesItsCardAsItsImage() throws {
        var files = MultilingualSiteTests.files
        files["docgen.yml"] = MultilingualSiteTests.config + "\nsocial:\n  cards: true\n"
        files["content/en/only.md"] = "---\ntitle: Only in English\norder: 3\nimage: pic.png\n---\n\nText.\n"
        let folder = try TemporaryFolder(files)
        defer { folder.remove() }
        FileManager.default.createFile(atPath: "\(folder.path)/content/en/pic.png", contents: Data(SocialCardTests.onePixelPNG))
        let report = SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site",
                                                  configPath: "\(folder.path)/docgen.yml", jobs: 2))
        #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty)

        let chinese = try Head(try #require(folder.read("site/zh-Hans/part/renamed.html")))
        #expect(chinese.meta["og:image"] == ["https://docs.example/zh-Hans/part/renamed.card.png"])
        #expect(chinese.meta["og:image:width"] == ["1200"])
        #expect(chinese.meta["og:image:height"] == ["630"])
        #expect(chinese.meta["og:image:alt"] == ["表格"])
        #expect(chinese.meta["twitter:card"] == ["summary_large_image"])
        let home = try Head(try #require(folder.read("site/index.html")))
        #expect(home.meta["og:image"] == ["https://docs.example/index.card.png"])
        #expect(home.meta["og:image:alt"] == ["Guide"])
        // Its own picture, with the size its file gives.
        let only = try Head(try #require(folder.read("site/only.html")))
        #expect(only.meta["og:image"] == ["https://docs.example/pic.png"])
        #expect(only.meta["og:image:width"] == ["1"])
        #expect(only.meta["og:image:height"] == ["1"])
        #expect(only.meta["twitter:card"] == ["summary_large_image"])
        // The 404 page is served at any path: no picture.
        let notFound = try Head(try #require(folder.read("site/404.html")))
        #expect(notFound.meta["og:image"] == nil)
        #expect(notFound.meta["twitter:card"] == ["summary"])
    }
}
