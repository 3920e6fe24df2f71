#if canImport(Glibc)
import Glibc
#endif

/// Reads files docgen keeps for itself (the cache beside the output), which anything may have
/// replaced: never blocking on a FIFO or a device put in a file's place, and never taking more
/// than the caller's limit into memory.
public enum RegularFile {
    /// The bytes of the regular file at `path` when it has at most `limit` bytes; nil when it is
    /// missing, not a regular file, larger, or cannot be read whole.
    public static func contents(atPath path: String, limit: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= limit else { return nil }
        let size = Int(info.st_size)
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            while count < size {
                let result = read(descriptor, buffer.baseAddress! + count, size - count)
                if result < 0 && errno == EINTR { continue }
                guard result > 0 else { return }
                count += result
            }
        }
        return bytes.count == size ? bytes : nil
    }

    /// The size and time of change of the file at `path` (a link followed), which tell one
    /// build of a program (an executable whose output docgen keeps) from another; nil when there
    /// is no such file.
    public static func stamp(atPath path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }
}
