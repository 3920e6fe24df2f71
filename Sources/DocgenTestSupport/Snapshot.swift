import Foundation

/// Golden files: compares a set of output files with a folder of expected files.
///
/// With `RECORD_SNAPSHOTS=1` in the environment the folder is rewritten from the output instead,
/// and the comparison reports that it recorded (so a recording run never passes silently).
public enum Snapshot {
    /// Returns human-readable differences (empty when the output matches the snapshot folder).
    public static func differences(_ files: [String: Data], snapshotFolder: String) -> [String] {
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try? FileManager.default.removeItem(atPath: snapshotFolder)
            for (path, data) in files {
                let url = URL(fileURLWithPath: snapshotFolder).appendingPathComponent(path)
                try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? data.write(to: url)
            }
            return ["recorded \(files.count) files into \(snapshotFolder); run again without RECORD_SNAPSHOTS"]
        }
        var expected: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: snapshotFolder)?.allObjects ?? [] {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: "\(snapshotFolder)/\(path)", isDirectory: &isDirectory), !isDirectory.boolValue {
                expected[path] = FileManager.default.contents(atPath: "\(snapshotFolder)/\(path)")
            }
        }
        var differences: [String] = []
        for path in Set(expected.keys).union(files.keys).sorted() {
            switch (expected[path], files[path]) {
            case (nil, _): differences.append("\(path): not in the snapshot")
            case (_, nil): differences.append("\(path): expected but not produced")
            case (let want?, let got?) where want != got:
                differences.append("\(path): differs from the snapshot\n" + firstDifferentLine(want, got))
            default: break
            }
        }
        return differences
    }

    private static func firstDifferentLine(_ expected: Data, _ actual: Data) -> String {
        let want = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let got = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(want.count, got.count) {
            let a = index < want.count ? String(want[index]) : "<end>"
            let b = index < got.count ? String(got[index]) : "<end>"
            if a != b { return "  line \(index + 1)\n  expected: \(a.prefix(300))\n  actual:   \(b.prefix(300))" }
        }
        return ""
    }
}
