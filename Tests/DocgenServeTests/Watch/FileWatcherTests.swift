import DocgenServe
import DocgenTestSupport
import Foundation
import Glibc
import Testing

/// inotify on a real folder, with the ways editors and tools save files.
@Suite struct FileWatcherTests {
    /// A folder with `content/a.md` and `docgen.yml`, watched; `body` gets its absolute path.
    static func watching(_ body: (FileWatcher, String) throws -> Void) throws {
        let folder = try TemporaryFolder(["content/a.md": "a", "content/part/b.md": "b", "docgen.yml": "title: T\n", "other.txt": "x"])
        defer { folder.remove() }
        let root = URL(fileURLWithPath: folder.path).standardizedFileURL.path
        let watcher = try FileWatcher(folders: ["\(root)/content"], files: ["\(root)/docgen.yml"])
        try body(watcher, root)
    }

    /// The next batch of changes, or nil when none comes within 30 seconds (so a missed
    /// change fails the test instead of hanging it).
    static func changes(seenBy watcher: FileWatcher) -> Set<String>? {
        let deadline = DispatchWorkItem { watcher.stop() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: deadline)
        defer { deadline.cancel() }
        return watcher.nextChanges()
    }

    /// The changes of the batches seen until one holds `path`, or nil when a batch is missed.
    /// A batch ends after a quiet time, so on a loaded machine a test's writes may come in two.
    static func changes(seenBy watcher: FileWatcher, until path: String) -> Set<String>? {
        var seen: Set<String> = []
        while !seen.contains(path) {
            guard let batch = changes(seenBy: watcher) else { return nil }
            seen.formUnion(batch)
        }
        return seen
    }

    /// The time on `clock`, in nanoseconds.
    static func now(_ clock: clockid_t) -> Int64 {
        var time = timespec()
        clock_gettime(clock, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func aWriteInPlaceIsSeen() throws {
        try Self.watching { watcher, root in
            try Self.write("changed", to: "\(root)/content/part/b.md")
            #expect(Self.changes(seenBy: watcher) == ["\(root)/content/part/b.md"])
        }
    }

    @Test func writingATemporaryFileAndRenamingItIsSeenAsTheFile() throws {
        try Self.watching { watcher, root in
            try Self.write("new", to: "\(root)/content/.a.md.tmp123")
            #expect(rename("\(root)/content/.a.md.tmp123", "\(root)/content/a.md") == 0)
            #expect(Self.changes(seenBy: watcher, until: "\(root)/content/a.md") != nil)
        }
    }

    @Test func deletingAndCreatingAgainIsSeen() throws {
        try Self.watching { watcher, root in
            try FileManager.default.removeItem(atPath: "\(root)/content/a.md")
            try Self.write("again", to: "\(root)/content/a.md")
            #expect(Self.changes(seenBy: watcher) == ["\(root)/content/a.md"])
        }
    }

    @Test func aFolderCreatedLaterIsWatchedWithWhatItAlreadyHolds() throws {
        try Self.watching { watcher, root in
            try FileManager.default.createDirectory(atPath: "\(root)/content/new/deeper", withIntermediateDirectories: true)
            try Self.write("c", to: "\(root)/content/new/deeper/c.md")
            let first = try #require(Self.changes(seenBy: watcher))
            #expect(first.contains("\(root)/content/new"))
            try Self.write("d", to: "\(root)/content/new/deeper/d.md")
            #expect(Self.changes(seenBy: watcher, until: "\(root)/content/new/deeper/d.md") != nil)
        }
    }

    @Test func theConfigIsWatchedThroughItsFolderAndItsNeighboursAreNot() throws {
        try Self.watching { watcher, root in
            try Self.write("x2", to: "\(root)/other.txt")
            try Self.write("title: U\n", to: "\(root)/docgen.yml.tmp")
            #expect(rename("\(root)/docgen.yml.tmp", "\(root)/docgen.yml") == 0)
            #expect(Self.changes(seenBy: watcher) == ["\(root)/docgen.yml"])
        }
    }

    /// A file written before the watch began, whose descriptor a child process inherited, is
    /// closed for the last time when that child exits: that close is not a change.
    @Test func aLateCloseByAChildThatInheritedTheFileIsNotAChange() throws {
        let folder = try TemporaryFolder(["content/a.md": "a", "content/part/b.md": "b"])
        defer { folder.remove() }
        let root = URL(fileURLWithPath: folder.path).standardizedFileURL.path
        let file = open("\(root)/content/a.md", O_WRONLY | O_TRUNC)
        try #require(file >= 0)
        #expect(Glibc.write(file, "late", 4) == 4)
        var input: [Int32] = [-1, -1]
        try #require(pipe(&input) == 0)
        for end in input { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        // `cat` holds the inherited descriptor of a.md until its input ends.
        var child: pid_t = 0
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("cat"), nil]
        defer { for argument in arguments { free(argument) } }
        try #require(posix_spawn(&child, "/bin/cat", &actions, nil, arguments, environ) == 0)
        close(file)
        close(input[0])
        let watcher = try FileWatcher(folders: ["\(root)/content"])
        close(input[1])
        var status: Int32 = 0
        #expect(waitpid(child, &status, 0) == child)
        try Self.write("changed", to: "\(root)/content/part/b.md")
        #expect(Self.changes(seenBy: watcher) == ["\(root)/content/part/b.md"])
    }

    /// A write through a shared mapping makes no `IN_MODIFY`: it shows when the file is closed.
    @Test func aWriteThroughAMappingIsSeenWhenTheFileIsClosed() throws {
        try Self.watching { watcher, root in
            // Files are stamped with the kernel's coarse clock: wait for its next tick, so
            // the mapped write is stamped after the watch began.
            let begun = Self.now(CLOCK_REALTIME)
            while Self.now(CLOCK_REALTIME_COARSE) <= begun { usleep(500) }
            let file = open("\(root)/content/a.md", O_RDWR)
            try #require(file >= 0)
            let mapping = try #require(mmap(nil, 1, PROT_READ | PROT_WRITE, MAP_SHARED, file, 0))
            try #require(mapping != MAP_FAILED)
            mapping.storeBytes(of: UInt8(ascii: "b"), as: UInt8.self)
            #expect(munmap(mapping, 1) == 0)
            close(file)
            #expect(Self.changes(seenBy: watcher) == ["\(root)/content/a.md"])
            #expect(FileManager.default.contents(atPath: "\(root)/content/a.md") == Data("b".utf8))
        }
    }

    /// A file dated beyond what Int64 nanoseconds hold (after 2262), opened for writing and
    /// closed, is modified since the watch began: seen, and the watcher does not trap.
    @Test func aFileDatedFarInTheFutureIsSeenWhenClosed() throws {
        try Self.watching { watcher, root in
            let path = "\(root)/content/a.md"
            var times = [timespec(tv_sec: 32_503_680_000, tv_nsec: 0), timespec(tv_sec: 32_503_680_000, tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
            #expect(Self.changes(seenBy: watcher) == [path])
            let file = open(path, O_WRONLY)
            try #require(file >= 0)
            close(file)
            #expect(Self.changes(seenBy: watcher) == [path])
        }
    }

    @Test func aBurstIsOneBatchAndEditorScratchFilesAreIgnored() throws {
        try Self.watching { watcher, root in
            for index in 0..<50 { try Self.write("\(index)", to: "\(root)/content/a.md") }
            try Self.write("swap", to: "\(root)/content/.a.md.swp")
            try Self.write("backup", to: "\(root)/content/a.md~")
            #expect(Self.changes(seenBy: watcher) == ["\(root)/content/a.md"])
        }
    }

    @Test func stopWakesAWaitingWatcher() throws {
        try Self.watching { watcher, _ in
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { watcher.stop() }
            #expect(watcher.nextChanges() == nil)
        }
    }

    @Test func aMissingFolderIsAnError() {
        #expect(throws: FileWatcher.WatchError.self) { try FileWatcher(folders: ["/nonexistent-docgen-folder"]) }
    }
}
