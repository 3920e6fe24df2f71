import Foundation

/// Where a command writes a file named by `-o`.
enum OutputFile {
    /// Writes `data` to `path`: atomically (a temporary file renamed over it) when `path` is a
    /// regular file or does not exist yet, so a reader never sees half a file; directly when it is
    /// a device or a pipe (`-o /dev/stdout`, `/dev/null`, a FIFO), which a rename would replace
    /// with a regular file.
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG else {
            try data.write(to: url, options: .atomic)
            return
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.write(contentsOf: data)
    }
}
