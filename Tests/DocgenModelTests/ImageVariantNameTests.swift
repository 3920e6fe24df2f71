import DocgenModel
import Testing

/// DocC's names of an image's dark and 2x/3x files.
@Suite struct ImageVariantNameTests {
    @Test(arguments: [
        ("images/cell.png", "images/cell.png", false, 1, "png"),
        ("images/cell~dark.png", "images/cell.png", true, 1, "png"),
        ("cell@2x.JPG", "cell.JPG", false, 2, "JPG"),
        ("a/b/cell~dark@3x.svg", "a/b/cell.svg", true, 3, "svg"),
        ("cell@2x~dark.png", "cell@2x.png", true, 1, "png"),
        ("~dark.png", "~dark.png", false, 1, "png"),
        ("@2x.png", "@2x.png", false, 1, "png"),
    ])
    func readsTheMarks(_ path: String, _ base: String, _ isDark: Bool, _ scale: Int, _ fileExtension: String) throws {
        let name = try #require(ImageVariantName(path))
        #expect((name.base, name.isDark, name.scale, name.fileExtension) == (base, isDark, scale, fileExtension))
    }

    @Test func onlyImagesHaveNames() {
        #expect(ImageVariantName("notes.txt") == nil)
        #expect(ImageVariantName("images/cell") == nil)
        #expect(ImageVariantName("v1.2/cell") == nil)
    }

    @Test func eachVariantsPathLightBeforeDarkByScale() {
        #expect(ImageVariantName.variants(of: "images/cell.png").map(\.path) == [
            "images/cell.png", "images/cell@2x.png", "images/cell@3x.png",
            "images/cell~dark.png", "images/cell~dark@2x.png", "images/cell~dark@3x.png",
        ])
        #expect(ImageVariantName.path(of: "v1.2/cell", isDark: true, scale: 2) == "v1.2/cell")
    }
}
