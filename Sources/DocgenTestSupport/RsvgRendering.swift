import Foundation

/// Renders SVG files with librsvg's `rsvg-convert`, the reference renderer for docgen's
/// standalone SVGs, and reports what it complained about.
public enum RsvgRendering {
    /// The `rsvg-convert` installed, or nil (Debian's librsvg2-bin provides it).
    public static var executable: String? {
        ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Renders each `.svg` of `folder` to PNG and returns every problem: `rsvg-convert` missing,
    /// a count of files other than `expectedCount`, and each file it failed on or warned about
    /// (`name.svg: message`). Empty when all rendered cleanly.
    public static func problems(renderingSVGsIn folder: String, expectedCount: Int) throws -> [String] {
        guard let rsvg = executable else { return ["rsvg-convert is not installed (Debian librsvg2-bin); Scripts/test installs it"] }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".svg") }.sorted()
        var problems = files.count == expectedCount ? [] : ["\(files.count) SVG files in \(folder), expected \(expectedCount)"]
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
            if process.terminationStatus != 0 || !message.isEmpty { problems.append("\(file): exit \(process.terminationStatus) \(message)") }
        }
        return problems
    }
}
