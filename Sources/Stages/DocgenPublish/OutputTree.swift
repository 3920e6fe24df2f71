import DocgenCore
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File operations inside the output folder that never follow a symbolic link. docgen makes
/// no link there, so one found in the output was put there by someone else, and writing or
/// removing through it could reach files outside the output.
public enum OutputTree {
    /// Opens the folder at `relative` (`/`-separated, empty for the root) inside the open
    /// folder `root`, one name at a time, each opened without following a link; missing folders
    /// are made when `creating`. The caller closes the descriptor.
    public static func openFolder(_ relative: String, in root: Int32, creating: Bool, displayPath: String) throws -> Int32 {
        var current = dup(root)
        guard current >= 0 else { throw FileWriting.Failure(path: displayPath, code: errno) }
        for name in relative.split(separator: "/").map(String.init) {
            var next = openat(current, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0, errno == ENOENT, creating {
                if mkdirat(current, name, 0o755) != 0, errno != EEXIST {
                    let code = errno
                    close(current)
                    throw FileWriting.Failure(path: displayPath, code: code)
                }
                next = openat(current, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            let code = errno
            close(current)
            guard next >= 0 else {
                // O_NOFOLLOW on a link gives ELOOP; a link to a file given O_DIRECTORY, ENOTDIR.
                if code == ELOOP || code == ENOTDIR { throw LinkInOutput(path: displayPath, name: name) }
                throw FileWriting.Failure(path: displayPath, code: code)
            }
            current = next
        }
        return current
    }

    /// Opens the folder at `path` itself without following a link there.
    public static func openRoot(_ path: String) throws -> Int32 {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ELOOP || errno == ENOTDIR { throw LinkInOutput(path: path, name: (path as NSString).lastPathComponent) }
            throw FileWriting.Failure(path: path, code: errno)
        }
        return descriptor
    }

    /// Swaps what the two paths name in one step, so that each always names something whole
    /// (`renameat2` with `RENAME_EXCHANGE` on Linux, `renamex_np` with `RENAME_SWAP` on macOS);
    /// false when the system or the file system cannot, with nothing changed.
    static func exchange(_ first: String, _ second: String) -> Bool {
        #if canImport(Darwin)
        return renamex_np(first, second, UInt32(RENAME_SWAP)) == 0
        #else
        guard let renameat2 = linuxRenameat2 else { return false }
        return renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0
        #endif
    }

    #if !canImport(Darwin)
    /// `RENAME_EXCHANGE` from `<linux/fs.h>`.
    private static let renameExchange: UInt32 = 2

    /// glibc's `renameat2` (2.28 and later), looked up by name: Swift's Glibc module declares it
    /// only under `_GNU_SOURCE`.
    private static let linuxRenameat2: (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32)? = {
        guard let symbol = dlsym(nil, "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32).self)
    }()
    #endif
}

/// A symbolic link where docgen was to write or remove a file of the output.
public struct LinkInOutput: Error, CustomStringConvertible {
    public var path: String
    public var name: String
    public var description: String {
        "'\(name)' on the way to \(path) is a symbolic link, which docgen does not make in its output and never writes through; remove it"
    }
}
