import DocgenTestSupport
import Testing

@Suite struct HugoProjectTests {
    @Test func titleBaseURLAndContentFolderComeFromHugoToml() throws {
        let project = try ProjectFixture([
            "hugo.toml": "baseURL = 'https://docs.example.org'\ntitle = \"Gadgets\"\ncontentDir = \"pages\"\n[[cascade]]\n[cascade.params]\nx = 1\n",
            "pages/b.md": "---\ntitle: B\nweight: 1\n---\n",
            "pages/a.md": "---\ntitle: A\nweight: 2\n---\n",
        ], config: "hugo.toml", content: "pages")
        #expect(project.diagnostics == [])
        #expect(project.site?.config.title == "Gadgets")
        #expect(project.site?.config.baseURL == "https://docs.example.org/")
        #expect(project.outline == ["b.html | B | - | 0", "a.html | A | - | 0"])
    }
}
