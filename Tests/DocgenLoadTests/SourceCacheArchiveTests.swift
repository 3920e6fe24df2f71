import DocgenCore
@testable import DocgenLoad
import DocgenModel
import DocgenTestSupport
import Foundation
import Testing

@Suite struct SourceCacheArchiveTests {
    private let scope = "docgen test\n/content"

    /// A site of two chapters whose files were last changed `age` seconds ago.
    private func site(age: Int) throws -> TemporaryFolder {
        let folder = try TemporaryFolder([
            "content/a.md": "---\ntitle: A\n---\nalpha\n",
            "content/part/_index.md": "---\ntitle: Part\n---\n",
            "content/part/b.md": "---\ntitle: B\nlayout: wide\n---\nbeta\n",
        ])
        for file in ["a.md", "part/_index.md", "part/b.md"] { try setAge(age, of: "\(folder.path)/content/\(file)") }
        return folder
    }

    private func setAge(_ seconds: Int, of path: String) throws {
        try setModified(SourceCacheArchive.now() - Int64(seconds) * 1_000_000_000, of: path)
    }

    /// Sets a file's modification time, in nanoseconds since 1970, as its stamp records it.
    private func setModified(_ nanoseconds: Int64, of path: String) throws {
        let time = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        var times = [time, time]
        try #require(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }

    /// Replaces a file's bytes in place (same inode), as an editor that writes through does.
    private func overwrite(_ path: String, with text: String) throws {
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    /// Loads the site with the archive at `archive`, and saves what the load read back into it,
    /// as a load begun at `start` (nanoseconds since 1970) would.
    private func load(_ folder: TemporaryFolder, archive: String, startingAt start: Int64 = SourceCacheArchive.now()) -> Site? {
        let cache = SourceCacheArchive.load(from: archive, scope: scope)
        let (site, _) = SiteLoader.load(contentPath: "\(folder.path)/content", configPath: nil, cache: cache)
        // Written beside it and renamed over it, as a build does: the loaded texts map the old file.
        if (try? SourceCacheArchive.write(cache, to: archive + ".new", scope: scope, loadStart: start)) == true { rename(archive + ".new", archive) }
        return site
    }

    @Test func aNewProcessTakesUnchangedChaptersFromTheArchive() throws {
        let folder = try site(age: 10)
        defer { folder.remove() }
        let archive = "\(folder.path)/cache/sources"
        #expect(load(folder, archive: archive)?.chapters.map(\.body) == ["alpha\n", "beta\n"])
        // Same size, same inode, and the old modification time put back: the stamp is the one
        // recorded, so the chapter comes from the archive, not the file.
        let recorded = try #require(FileStamp.of("\(folder.path)/content/a.md"))
        try overwrite("\(folder.path)/content/a.md", with: "---\ntitle: A\n---\nALPHA\n")
        try setModified(recorded.modified, of: "\(folder.path)/content/a.md")
        #expect(FileStamp.of("\(folder.path)/content/a.md") == recorded)
        let site = try #require(load(folder, archive: archive))
        #expect(site.chapters.map(\.body) == ["alpha\n", "beta\n"])
        #expect(site.parts.map(\.title) == ["Part"])
    }

    @Test func aChangedFileWithTheSameSizeIsReadAgain() throws {
        let folder = try site(age: 10)
        defer { folder.remove() }
        let archive = "\(folder.path)/cache/sources"
        _ = load(folder, archive: archive)
        try overwrite("\(folder.path)/content/a.md", with: "---\ntitle: A\n---\nALPHA\n")
        #expect(load(folder, archive: archive)?.chapters.map(\.body) == ["ALPHA\n", "beta\n"])
    }

    @Test func aFewEditedChaptersAreReadAgainRatherThanTheArchiveRewritten() throws {
        let count = SourceCacheArchive.rewriteShare * 2
        var files: [String: String] = [:]
        for index in 0..<count { files["content/c\(index).md"] = "---\ntitle: C\(index)\n---\ntext \(index)\n" }
        let folder = try TemporaryFolder(files)
        defer { folder.remove() }
        for index in 0..<count { try setAge(10, of: "\(folder.path)/content/c\(index).md") }
        let archive = "\(folder.path)/cache/sources"
        _ = load(folder, archive: archive)
        let written = try #require(FileStamp.of(archive))
        // One settled edit among 128 files: read again at each build, the archive left as it is.
        try overwrite("\(folder.path)/content/c0.md", with: "---\ntitle: C0\n---\nedited\n")
        try setAge(10, of: "\(folder.path)/content/c0.md")
        #expect(load(folder, archive: archive)?.chapter(atSourcePath: "c0.md")?.body == "edited\n")
        #expect(load(folder, archive: archive)?.chapter(atSourcePath: "c0.md")?.body == "edited\n")
        #expect(FileStamp.of(archive) == written)
        // A second one makes one in 64: the archive is written again, with both.
        try overwrite("\(folder.path)/content/c1.md", with: "---\ntitle: C1\n---\nedited too\n")
        try setAge(10, of: "\(folder.path)/content/c1.md")
        _ = load(folder, archive: archive)
        #expect(FileStamp.of(archive) != written)
        let cache = SourceCacheArchive.load(from: archive, scope: scope)
        #expect(cache.markdownFiles["c0.md"]?.chapter?.body == "edited\n")
        #expect(cache.markdownFiles["c1.md"]?.chapter?.body == "edited too\n")
    }

    @Test func aFileChangedJustBeforeTheLoadIsNotKept() throws {
        let folder = try site(age: 0)
        defer { folder.remove() }
        let archive = "\(folder.path)/cache/sources"
        // The load begins half the settling time after the files were written, however long
        // the machine took to get there.
        let recorded = try #require(FileStamp.of("\(folder.path)/content/a.md"))
        _ = load(folder, archive: archive, startingAt: recorded.modified + SourceCacheArchive.settlingTime / 2)
        // A second edit within the clock's tick could leave the stamp as it was.
        try overwrite("\(folder.path)/content/a.md", with: "---\ntitle: A\n---\nALPHA\n")
        try setModified(recorded.modified, of: "\(folder.path)/content/a.md")
        #expect(FileStamp.of("\(folder.path)/content/a.md") == recorded)
        #expect(load(folder, archive: archive)?.chapters.map(\.body) == ["ALPHA\n", "beta\n"])
    }

    private func decode(_ bytes: [UInt8], scope: String) -> [String: SourceCache.Markdown]? {
        SourceCacheArchive.decode(Data(bytes), scope: scope)
    }

    /// The site loaded once into a new archive: the folder, the archive's path and its bytes.
    private func archivedSite() throws -> (folder: TemporaryFolder, archive: String, bytes: [UInt8]) {
        let folder = try site(age: 10)
        let archive = "\(folder.path)/cache/sources"
        _ = load(folder, archive: archive)
        return (folder, archive, try #require(FileManager.default.contents(atPath: archive).map(Array.init)))
    }

    @Test func aDamagedCutOffOrForeignArchiveIsIgnored() throws {
        let (folder, archive, bytes) = try archivedSite()
        defer { folder.remove() }
        #expect(decode(bytes, scope: scope)?.count == 3)
        var damaged = bytes
        damaged[SourceCacheArchive.magic.count + 20] ^= 0x20
        #expect(decode(damaged, scope: scope) == nil, "a changed record")
        #expect(decode(Array(bytes.prefix(bytes.count - 1)), scope: scope) == nil)
        #expect(decode(Array(bytes.prefix(bytes.count / 2)), scope: scope) == nil)
        #expect(decode(bytes, scope: scope + "/other") == nil)
        #expect(decode([], scope: scope) == nil)
        try Data(damaged).write(to: URL(fileURLWithPath: archive))
        #expect(SourceCacheArchive.load(from: archive, scope: scope).markdownFiles.isEmpty)
        // The site still loads, from its files.
        #expect(load(folder, archive: archive)?.chapters.map(\.body) == ["alpha\n", "beta\n"])
    }

    /// Every byte of an archive replaced by one that matters to its numbers and lengths: the
    /// decoder never traps. Past the records' hash, in the texts, a change still loads, and
    /// only the text it falls in is no longer intact.
    @Test func anArchiveChangedAnywhereIsReadSafely() throws {
        let (folder, _, bytes) = try archivedSite()
        defer { folder.remove() }
        var loaded = 0
        for position in bytes.indices {
            for replacement: UInt8 in [0x00, 0x01, 0x7F, 0x80, 0xFF, UInt8(ascii: "a")] where replacement != bytes[position] {
                var changed = bytes
                changed[position] = replacement
                guard let decoded = decode(changed, scope: scope) else { continue }
                loaded += 1
                let damaged = decoded.values.compactMap(\.chapter).filter { !$0.text.isIntact }
                #expect(damaged.count == 1, "changed byte \(position)")
            }
        }
        #expect(loaded > 0, "changes inside the texts still load")
    }

    /// The texts follow the records' hash and are not read to load the archive: a damaged one
    /// is found when a page is to be made from it, by its fingerprint.
    @Test func aDamagedTextLoadsButIsNotIntact() throws {
        var (folder, _, bytes) = try archivedSite()
        defer { folder.remove() }
        let alpha = try #require(bytes.indices.last { bytes[$0...].starts(with: Array("alpha".utf8)) })
        bytes[alpha] = UInt8(ascii: "A")
        let decoded = try #require(decode(bytes, scope: scope))
        let damaged = try #require(decoded["a.md"]?.chapter?.text)
        #expect(damaged.string == "Alpha\n" && !damaged.isIntact)
        #expect(damaged.fingerprint == MarkdownText("alpha\n").fingerprint, "the fingerprint is the one recorded")
        #expect(decoded["part/b.md"]?.chapter?.text.isIntact == true)
        #expect(MarkdownText("Alpha\n").isIntact, "a text read from its file is a string, intact by definition")
    }

    /// A FIFO where the archive should be is not waited on: the cache is empty.
    @Test func anArchiveThatIsNotARegularFileIsNotRead() throws {
        let folder = try TemporaryFolder([:])
        defer { folder.remove() }
        let path = "\(folder.path)/sources"
        try #require(mkfifo(path, 0o644) == 0)
        #expect(SourceCacheArchive.load(from: path, scope: scope).markdownFiles.isEmpty)
    }

    @Test func theArchiveKeepsEveryPropertyOfChaptersPartsAndProblems() throws {
        var chapter = Chapter(sourcePath: "zh-Hans/p/c.md", displayPath: "content/zh-Hans/p/c.md", title: "T ✓", order: -3, slug: "s",
                              description: "D\tx", body: "body\n\u{0}é", bodyLineOffset: 7, folder: "zh-Hans/p",
                              slugLocation: SourceLocation(file: "content/p/c.md", line: 4, column: 7), translationKey: "k", isDraft: true)
        chapter.language = "zh-Hans"
        chapter.image = ChapterImage("../p.png", at: SourceLocation(file: "content/p/c.md", line: 5, column: 8))
        chapter.languageFolder = "zh-Hans"
        chapter.outputFolder = "p"
        chapter.aliases = [PageAlias(url: "/old/c/", location: SourceLocation(file: "content/p/c.md", line: 5, column: 12)),
                           PageAlias(url: "c\tx.html", location: SourceLocation(file: "content/p/c.md", line: 6, column: 5))]
        let part = Part(folder: "p", title: "P", order: Int.max, description: "")
        let problem = Diagnostic.warning("unknown key", at: SourceLocation(file: "content/p/c.md", line: 2, column: 1), rule: .unknownFrontMatterKey)
        let stamp = FileStamp(size: 10, modified: -5, inode: UInt64.max)
        let entries = ["p/c.md": SourceCache.Markdown(stamp: stamp, chapter: chapter, part: nil, problems: [problem]),
                       "p/_index.md": SourceCache.Markdown(stamp: stamp, chapter: nil, part: part, problems: [])]
        let decoded = try #require(decode(Array(SourceCacheArchive.encode(entries, scope: scope).joined()), scope: scope))
        #expect(decoded["p/c.md"]?.chapter == chapter)
        #expect(decoded["p/c.md"]?.problems == [problem])
        #expect(decoded["p/c.md"]?.stamp == stamp)
        #expect(decoded["p/_index.md"]?.part == part)
        #expect(decoded["p/_index.md"]?.chapter == nil)
        // ArchiveWriter and ArchiveReader name every stored property; one added to the model
        // must be added to them too.
        // A chapter keeps its stored properties in a shared box, `storage.fields`.
        let fields = try #require(Mirror(reflecting: chapter).descendant("storage", "fields"))
        #expect(Mirror(reflecting: fields).children.count == 17, "Chapter changed: update ArchiveWriter.chapter and ArchiveReader.chapter")
        #expect(Mirror(reflecting: part).children.count == 4, "Part changed: update ArchiveWriter.part and ArchiveReader.part")
        #expect(Mirror(reflecting: problem).children.count == 4, "Diagnostic changed: update ArchiveWriter and ArchiveReader")
    }
}
