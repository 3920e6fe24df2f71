import Foundation

/// Enough of a file's `stat` to tell that it is the file a build wrote: size, modification
/// time to the nanosecond, and inode.
public struct FileStamp: Sendable, Hashable {
    public var size: Int64
    public var modified: Int64
    public var inode: UInt64

    public init(size: Int64, modified: Int64, inode: UInt64) {
        self.size = size
        self.modified = modified
        self.inode = inode
    }

    /// The stamp of the regular file at `path` (following a symbolic link), or nil.
    public static func of(_ path: String) -> FileStamp? {
        var info = stat()
        return regularFile(stat(path, &info), info)
    }

    /// The stamp of the regular file named by the bytes `name` inside the open folder `folder`
    /// (a symbolic link is not followed: it is no regular file), or nil: no path to resolve but
    /// the name, and no string made of it (it is copied to the stack with its NUL).
    public static func of(_ name: UnsafeBufferPointer<UInt8>, inFolder folder: Int32) -> FileStamp? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: name.count + 1) { buffer in
            _ = buffer.initialize(fromContentsOf: name)
            buffer[name.count] = 0
            var info = stat()
            return regularFile(fstatat(folder, buffer.baseAddress!, &info, AT_SYMLINK_NOFOLLOW), info)
        }
    }

    private static func regularFile(_ status: Int32, _ info: stat) -> FileStamp? {
        status == 0 && (info.st_mode & S_IFMT) == S_IFREG ? FileStamp(info) : nil
    }

    /// The stamp of what `stat` or `lstat` returned.
    public init(_ info: stat) {
        // Wrapping arithmetic on purpose: a stamp is only compared for equality, and a file
        // dated after 2262 or before 1677 (beyond Int64 nanoseconds) must not trap the build.
        #if canImport(Darwin)
        let modified = Int64(info.st_mtimespec.tv_sec) &* 1_000_000_000 &+ Int64(info.st_mtimespec.tv_nsec)
        #else
        let modified = Int64(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(info.st_mtim.tv_nsec)
        #endif
        self.init(size: Int64(info.st_size), modified: modified, inode: UInt64(info.st_ino))
    }
}
