#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization

/// Watches folders (recursively, including folders created later) and single files with
/// Linux's inotify, and hands over the changed paths in batches.
///
/// Editors save in several ways, and each is seen as a change of the file's own path: writing
/// in place, writing a temporary file and renaming it over the original, or deleting and
/// creating again. A single file is watched through its folder, so a rename over it is seen too.
/// Bursts of events (a save, a `git checkout`) are coalesced into one batch.
///
/// A write is seen when it happens (`IN_MODIFY`); a close after writing only for a file
/// modified since the watch began, which is how a write through a shared mapping shows (it
/// makes no `IN_MODIFY`). A descriptor that a child process inherited is closed for the last
/// time whenever that process execs or exits, so a close can arrive long after the write.
public final class FileWatcher: Sendable {
    private let inotify: Int32
    /// A pipe whose read end wakes a waiting ``nextChanges(quietPeriod:maximumDelay:)``.
    private let wake: (read: Int32, write: Int32)
    private let watched: Mutex<Watches>
    private let singleFiles: Set<String>
    /// When the watch began, on the clock of files' modification times.
    private let start: timespec

    /// The folder of each watch descriptor, and whether the folder is watched whole or only for
    /// the single files named in it.
    private struct Watches {
        var folders: [Int32: String] = [:]
        var recursive: [Int32: Bool] = [:]
    }

    public struct WatchError: Error, Equatable, Sendable {
        public var path: String
        public var reason: String
    }

    static let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB
                             | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

    /// Starts watching `folders` (and everything below them) and `files`.
    public init(folders: [String], files: [String] = []) throws(WatchError) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        start = now
        inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        var pipeEnds: [Int32] = [-1, -1]
        let piped = pipe(&pipeEnds)
        wake = (pipeEnds[0], pipeEnds[1])
        for end in pipeEnds where end >= 0 { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        guard inotify >= 0, piped == 0 else { throw WatchError(path: "", reason: String(cString: strerror(errno))) }
        singleFiles = Set(files.map(Self.absolute))
        watched = Mutex(Watches())
        for folder in folders {
            guard addRecursively(Self.absolute(folder)) != nil else {
                throw WatchError(path: folder, reason: "cannot watch: \(String(cString: strerror(errno)))")
            }
        }
        for file in singleFiles {
            let parent = (file as NSString).deletingLastPathComponent
            guard add(parent, recursive: false) != nil else {
                throw WatchError(path: file, reason: "cannot watch its folder: \(String(cString: strerror(errno)))")
            }
        }
    }

    deinit {
        close(inotify)
        close(wake.read)
        close(wake.write)
    }

    /// A descriptor to which writing one byte stops the watcher as ``stop()`` does: for a
    /// signal handler, where only `write` is safe.
    public var stopDescriptor: Int32 { wake.write }

    /// Wakes a ``nextChanges(quietPeriod:maximumDelay:)`` call that is waiting, which then returns nil.
    public func stop() {
        var one: UInt8 = 1
        _ = write(wake.write, &one, 1)
    }

    /// Waits for changes and returns the changed paths once `quietPeriod` has passed without a
    /// new event (or `maximumDelay` after the first), or nil when stopped.
    public func nextChanges(quietPeriod: Duration = .milliseconds(25), maximumDelay: Duration = .milliseconds(250)) -> Set<String>? {
        var changed: Set<String> = []
        let clock = ContinuousClock()
        var firstEvent: ContinuousClock.Instant?
        while true {
            var timeout: Int32 = -1
            if let firstEvent {
                let remaining = min(quietPeriod, maximumDelay - (clock.now - firstEvent))
                if remaining <= .zero { return changed }
                timeout = Int32(max(1, remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000))
            }
            var descriptors = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0), pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&descriptors, 2, timeout)
            if ready < 0 && errno == EINTR { continue }
            if descriptors[1].revents != 0 { return nil }
            if ready == 0 {
                if firstEvent != nil { return changed }
                continue
            }
            let before = changed.count
            readEvents(into: &changed)
            if firstEvent == nil && changed.count > before { firstEvent = clock.now }
        }
    }

    /// Reads every queued event and adds the paths it concerns.
    private func readEvents(into changed: inout Set<String>) {
        let size = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<inotify_event>.alignment)
        defer { buffer.deallocate() }
        while true {
            let count = read(inotify, buffer, size)
            guard count > 0 else { return }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let nameStart = buffer + offset + MemoryLayout<inotify_event>.size
                let name = event.len > 0 ? String(cString: nameStart.assumingMemoryBound(to: CChar.self)) : ""
                handle(event, name: name, into: &changed)
                offset += MemoryLayout<inotify_event>.size + Int(event.len)
            }
        }
    }

    private func handle(_ event: inotify_event, name: String, into changed: inout Set<String>) {
        let (folder, recursive) = watched.withLock { ($0.folders[event.wd], $0.recursive[event.wd] ?? false) }
        guard let folder else { return }
        if event.mask & UInt32(IN_IGNORED) != 0 {
            watched.withLock {
                $0.folders[event.wd] = nil
                $0.recursive[event.wd] = nil
            }
            return
        }
        if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
            changed.insert(folder)
            return
        }
        if event.mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
            if recursive { changed.insert(folder) }
            return
        }
        let path = name.isEmpty ? folder : folder + "/" + name
        if event.mask & UInt32(IN_CLOSE_WRITE) != 0 && !isModifiedSinceStart(path) { return }
        if !recursive {
            if singleFiles.contains(path) { changed.insert(path) }
            return
        }
        if Self.isEditorScratch(name) { return }
        changed.insert(path)
        // A folder created or moved in: watch it, and report what it already holds, since files
        // may have been written into it before its watch was in place.
        if event.mask & UInt32(IN_ISDIR) != 0 && event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
            if let added = addRecursively(path) { changed.formUnion(added) }
        }
    }

    /// Watches `root` and every folder below it; returns the files found, or nil when `root`
    /// itself cannot be watched.
    private func addRecursively(_ root: String) -> [String]? {
        guard add(root, recursive: true) != nil else { return nil }
        var files: [String] = []
        var pending = [root]
        while let folder = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() {
                let path = folder + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                if info.st_mode & S_IFMT == S_IFDIR {
                    if add(path, recursive: true) != nil { pending.append(path) }
                } else {
                    files.append(path)
                }
            }
        }
        return files
    }

    /// Whether the file at `path` was modified after the watch began. Seconds and nanoseconds
    /// are compared apart: a file can be dated beyond what Int64 nanoseconds hold.
    private func isModifiedSinceStart(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        return (info.st_mtim.tv_sec, info.st_mtim.tv_nsec) > (start.tv_sec, start.tv_nsec)
    }

    private func add(_ folder: String, recursive: Bool) -> Int32? {
        let descriptor = inotify_add_watch(inotify, folder, Self.mask)
        guard descriptor >= 0 else { return nil }
        watched.withLock {
            $0.folders[descriptor] = folder
            $0.recursive[descriptor] = ($0.recursive[descriptor] ?? false) || recursive
        }
        return descriptor
    }

    /// Names editors use for swap and backup files while saving (`.x.md.swp`, `x.md~`, `4913`,
    /// `.#x.md`): their comings and goings are not changes of the content.
    static func isEditorScratch(_ name: String) -> Bool {
        name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx") || name.hasPrefix(".#") || name == "4913"
    }

    private static func absolute(_ path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        return url.path.count > 1 && url.path.hasSuffix("/") ? String(url.path.dropLast()) : url.path
    }
}
