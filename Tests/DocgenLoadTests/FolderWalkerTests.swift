import DocgenCore
@testable import DocgenLoad
import DocgenTestSupport
import Foundation
import Testing

/// Content and templates are walked by one set of rules: links stay inside their folder, names
/// must be able to be paths and URLs, and anything but a file or folder is left out with a warning.
@Suite(.timeLimit(.minutes(10))) struct FolderWalkerTests {
    private func relative(_ diagnostics: [Diagnostic], in folder: TemporaryFolder) -> [String] {
        diagnostics.sorted().map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
    }

    @Test func aTemplateLinkedOutsideItsFolderIsAnErrorAtTheLink() throws {
        let folder = try TemporaryFolder(["templates/partials/footer.mustache": "<footer>inside</footer>", "secret.txt": "secret-of-the-parent"])
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(atPath: "\(folder.path)/templates/page.mustache", withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(atPath: "\(folder.path)/templates/leak.txt",
                                                   withDestinationPath: "\(folder.path)/secret.txt")
        // A link that stays inside the folder is followed, as in content.
        try FileManager.default.createSymbolicLink(atPath: "\(folder.path)/templates/partials/footer-copy.mustache",
                                                   withDestinationPath: "\(folder.path)/templates/partials/footer.mustache")
        let (theme, diagnostics) = ThemeLoader.load(overridesPath: "\(folder.path)/templates")
        #expect(relative(diagnostics, in: folder) == [
            "templates/leak.txt: error: symbolic link leads outside the templates folder; not followed",
            "templates/page.mustache: error: symbolic link leads outside the templates folder; not followed",
        ])
        #expect(theme?.files.contains { let text = String(decoding: $0.bytes, as: UTF8.self); return text.contains("root:x:0") || text.contains("secret-of-the-parent") } == false)
        #expect(theme?.partials["footer-copy"] != nil)
    }

    @Test(arguments: ["content", "templates"])
    func aFIFOIsAWarningAndLeftOut(_ folderName: String) throws {
        let folder = try TemporaryFolder(["content/a.md": "---\ntitle: A\n---\n", "templates/partials/x.mustache": "x"])
        defer { folder.remove() }
        try #require(mkfifo("\(folder.path)/\(folderName)/pipe.md", 0o644) == 0)
        let diagnostics = folderName == "content"
            ? SiteLoader.load(contentPath: "\(folder.path)/content", configPath: nil).1
            : ThemeLoader.load(overridesPath: "\(folder.path)/templates").1
        #expect(relative(diagnostics, in: folder) == ["\(folderName)/pipe.md: warning: a FIFO (named pipe) is not a file or folder; left out [special-file]"])
    }

    /// Control characters, line separators and bidirectional controls, in file and folder names.
    @Test func aNameWithAControlCharacterIsAnErrorAndLeftOut() throws {
        let folder = try TemporaryFolder([
            "content/a.md": "---\ntitle: A\n---\n",
            "content/new\nline.md": "---\ntitle: B\n---\n",
            "content/tab\there/c.md": "---\ntitle: C\n---\n",
            "content/del\u{7F}.png": "x",
            "content/c1\u{85}.png": "x",
            "content/ls\u{2028}.png": "x",
            "content/evil\u{202E}gnp.md": "---\ntitle: D\n---\n",
            "content/zwj-👩‍💻.png": "x",
        ])
        defer { folder.remove() }
        let (site, diagnostics) = SiteLoader.load(contentPath: "\(folder.path)/content", configPath: nil)
        #expect(site?.chapters.map(\.sourcePath) == ["a.md"])
        #expect(site?.staticFiles.map(\.path) == ["zwj-👩‍💻.png"])
        let message = "which cannot be part of a page's path or URL; rename it"
        #expect(relative(diagnostics, in: folder) == [
            "content/c1\u{FFFD}.png: error: file name holds the control character U+0085, \(message)",
            "content/del\u{FFFD}.png: error: file name holds the control character U+007F, \(message)",
            "content/evil\u{FFFD}gnp.md: error: file name holds the control character U+202E, \(message)",
            "content/ls\u{FFFD}.png: error: file name holds the control character U+2028, \(message)",
            "content/new\u{FFFD}line.md: error: file name holds the control character U+000A, \(message)",
            "content/tab\u{FFFD}here: error: file name holds the control character U+0009, \(message)",
        ])
    }
}
