import DocgenCore
import Foundation
import Testing

/// Files docgen reads from its own cache, which anything may have replaced: a regular file's
/// bytes up to a limit, and nothing, at once, for a FIFO, a folder or a larger file.
@Suite struct RegularFileTests {
    private func folder() throws -> String {
        let path = NSTemporaryDirectory() + "docgen-regular-file-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aRegularFileIsReadWholeUpToTheLimit() throws {
        let path = try folder()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("four".utf8).write(to: URL(fileURLWithPath: "\(path)/a"))
        try Data().write(to: URL(fileURLWithPath: "\(path)/empty"))
        #expect(RegularFile.contents(atPath: "\(path)/a", limit: 4) == Array("four".utf8))
        #expect(RegularFile.contents(atPath: "\(path)/a", limit: 3) == nil)
        #expect(RegularFile.contents(atPath: "\(path)/empty", limit: 3) == [])
        #expect(RegularFile.contents(atPath: "\(path)/missing", limit: 3) == nil)
        #expect(RegularFile.contents(atPath: path, limit: 1 << 20) == nil, "a folder")
    }

    @Test(.timeLimit(.minutes(10)))
    func aFIFOIsNotWaitedOn() throws {
        let path = try folder()
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(mkfifo("\(path)/fifo", 0o644) == 0)
        let started = Date()
        #expect(RegularFile.contents(atPath: "\(path)/fifo", limit: 1 << 20) == nil)
        #expect(Date().timeIntervalSince(started) < 5)
    }
}
