import DocgenTestSupport
import Foundation
import Testing

/// librsvg, the reference renderer for standalone SVGs, run over a folder of golden files.
enum RsvgCheck {
    /// Renders every SVG in `folder` and records an issue for each that fails or warns; returns
    /// how many files it rendered, or nil (with an issue) when rsvg-convert is not installed.
    static func renderEverySVG(in folder: String) throws -> Int? {
        let rsvg = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let rsvg else {
            Issue.record("rsvg-convert is not installed (Debian librsvg2-bin); Scripts/test installs it")
            return nil
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".svg") }.sorted()
        let output = TemporaryFolder.path(named: "rsvg-check-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(atPath: output) }
        for file in files {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: rsvg)
            process.arguments = ["-o", output, "\(folder)/\(file)"]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0 && message.isEmpty, "\(file): \(message)")
        }
        return files.count
    }
}
