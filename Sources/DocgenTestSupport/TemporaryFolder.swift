import Foundation

/// A fresh folder under the system's temporary directory, filled from a dictionary of files.
/// Tests build sites in it and read the output back; it is removed by ``remove()``.
public struct TemporaryFolder: Sendable {
    public let path: String

    /// Creates the folder and writes `files` (path inside the folder → contents).
    public init(_ files: [String: String] = [:]) throws {
        path = NSTemporaryDirectory() + "docgen-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (relative, text) in files {
            try write(Data(text.utf8), to: relative)
        }
    }

    /// Writes bytes to a path inside the folder, creating folders on the way.
    public func write(_ data: Data, to relative: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// The text of a file inside the folder, or nil when it does not exist.
    public func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: "\(path)/\(relative)").map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every regular file under `relative`, with its bytes, by path inside that folder.
    public func snapshot(of relative: String) -> [String: Data] {
        Self.snapshot(ofAbsolutePath: "\(path)/\(relative)")
    }

    /// Every regular file under the folder `root`, with its bytes, by path inside it.
    public static func snapshot(ofAbsolutePath root: String) -> [String: Data] {
        var files: [String: Data] = [:]
        for case let file as String in FileManager.default.enumerator(atPath: root)?.allObjects ?? [] {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: "\(root)/\(file)", isDirectory: &isDirectory), !isDirectory.boolValue {
                files[file] = FileManager.default.contents(atPath: "\(root)/\(file)")
            }
        }
        return files
    }

    /// A unique path in the temporary directory for a file named like `name` (nothing is created).
    public static func path(named name: String) -> String {
        NSTemporaryDirectory() + "docgen-test-" + UUID().uuidString + "-" + name
    }

    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
