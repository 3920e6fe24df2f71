#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Plain POSIX file writing: one `open`, `write` and `close` per file. Foundation's
/// `Data.write(to:)` also calls `fsync`, which a build's thousands of files cannot afford;
/// staging and publishing by `rename` keep the output consistent instead.
public enum FileWriting {
    public struct Failure: Error, CustomStringConvertible {
        public var path: String
        public var code: Int32
        public var description: String { "\(path): \(String(cString: strerror(code)))" }

        public init(path: String, code: Int32) {
            self.path = path
            self.code = code
        }
    }

    /// Creates or truncates the file at `path` and writes `bytes` into it.
    public static func replaceContents(ofPath path: String, with bytes: [UInt8]) throws {
        try replaceContents(ofPath: path, withParts: [bytes[...]])
    }

    /// Creates or truncates the file at `path` and writes `parts` into it, one after another. A
    /// symbolic link at `path` is an error (`ELOOP`), never written through: docgen writes only
    /// files it makes.
    public static func replaceContents(ofPath path: String, withParts parts: [ArraySlice<UInt8>]) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw Failure(path: path, code: errno) }
        defer { close(descriptor) }
        for part in parts {
            var written = 0
            while written < part.count {
                let result = part.withUnsafeBytes { buffer in
                    write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                }
                if result < 0 {
                    if errno == EINTR { continue }
                    throw Failure(path: path, code: errno)
                }
                written += result
            }
        }
    }

    /// Replaces the file at `path` with `parts` at once: they are written beside it under a name
    /// of this process's and renamed over it, so a reader sees the old file or the whole new
    /// one; the temporary file is removed when anything fails.
    public static func replaceAtomically(ofPath path: String, withParts parts: [ArraySlice<UInt8>]) throws {
        let temporary = "\(path).\(getpid()).tmp"
        do {
            try replaceContents(ofPath: temporary, withParts: parts)
            guard rename(temporary, path) == 0 else { throw Failure(path: path, code: errno) }
        } catch {
            unlink(temporary)
            throw error
        }
    }
}
