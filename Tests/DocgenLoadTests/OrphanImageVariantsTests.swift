import DocgenLoad
import DocgenTestSupport
import Testing

/// A dark variant no light image shows is a warning at its file; every other variant is used or
/// may be shown itself.
@Suite struct OrphanImageVariantsTests {
    private func warnings(_ names: [String]) throws -> [String] {
        var files = ["content/a.md": "---\ntitle: A\n---\n"]
        for name in names { files["content/\(name)"] = "bytes" }
        let folder = try TemporaryFolder(files)
        defer { folder.remove() }
        let (_, diagnostics) = SiteLoader.load(contentPath: "\(folder.path)/content", configPath: nil)
        return diagnostics.sorted().map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
    }

    @Test func aDarkVariantWithoutAnyLightFileIsAWarningAtTheFile() throws {
        #expect(try warnings(["images/cell~dark.png", "images/shot~dark@3x.JPG", "x/y@2x~dark.png"]) == [
            "content/images/cell~dark.png: warning: dark variant without its base: no 'images/cell.png' (or its @2x or @3x file) shows it [dark-variant]",
            "content/images/shot~dark@3x.JPG: warning: dark variant without its base: no 'images/shot.JPG' (or its @2x or @3x file) shows it [dark-variant]",
            // Not DocC's order: the dark variant of an image named `y@2x.png`.
            "content/x/y@2x~dark.png: warning: dark variant without its base: no 'x/y@2x.png' (or its @2x or @3x file) shows it [dark-variant]",
        ])
    }

    @Test func aDarkVariantBesideAnyLightFileOfItsImageIsUsed() throws {
        #expect(try warnings(["images/cell~dark.png", "images/cell.png", "b~dark@2x.svg", "b@3x.svg", "only@2x.png", "~dark.png"]) == [])
    }
}
