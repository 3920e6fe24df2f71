import DocgenLoad
import DocgenTestSupport
import Testing

@Suite struct ProjectDetectorTests {
    private func find(_ files: [String: String]) throws -> ProjectDetector.Found? {
        let folder = try TemporaryFolder(files)
        defer { folder.remove() }
        return ProjectDetector.find(in: folder.path).map { found in
            var found = found
            found.contentPath = found.contentPath.replacingOccurrences(of: folder.path + "/", with: "")
            found.configPath = found.configPath?.replacingOccurrences(of: folder.path + "/", with: "")
            found.summary = found.summary.replacingOccurrences(of: folder.path + "/", with: "")
            return found
        }
    }

    @Test func findsEachKindOfProject() throws {
        #expect(try find(["mkdocs.yml": "docs_dir: pages\n"])?.summary == "reading the MkDocs project of mkdocs.yml, chapters from pages")
        #expect(try find(["book.toml": "[book]\n"])?.contentPath == "src")
        #expect(try find(["Kit.docc/Kit.md": "# ``Kit``\n"])?.summary == "reading the DocC catalog Kit.docc")
        #expect(try find(["hugo.toml": "title = 'H'\ncontentDir = 'pages'\n", "pages/a.md": ""])?.contentPath == "pages")
        #expect(try find(["config.toml": "title = 'H'\n", "content/a.md": ""])?.configPath == "config.toml")
    }

    @Test func hugoContentMovedByALanguageOrAMountIsFound() throws {
        let mounted = """
            defaultContentLanguage = 'en'
            [[module.mounts]]
            source = 'assets'
            target = 'assets'
            [[module.mounts]]
            source = 'content/fr'
            target = 'content'
            lang = 'fr'
            [[module.mounts]]
            source = 'content/en'
            target = 'content'
            [module.mounts.sites.matrix]
            languages = ['en']

            """
        #expect(try find(["hugo.toml": mounted, "content/en/a.md": ""])?.contentPath == "content/en")
        let byLanguage = "defaultContentLanguage = 'de'\n[languages.de]\ncontentDir = 'inhalt'\n"
        #expect(try find(["hugo.toml": byLanguage, "inhalt/a.md": ""])?.contentPath == "inhalt")
    }

    @Test func findsNothingWhenNothingIsClear() throws {
        #expect(try find([:]) == nil)
        #expect(try find(["A.docc/A.md": "", "B.docc/B.md": ""]) == nil)
        #expect(try find(["config.toml": "title = 'Not Hugo'\n"]) == nil)
    }
}
