import Foundation

/// The conformance suites checked out next to the repository (`<repo>/../shared/conformance`),
/// or under `$DOCGEN_SHARED/conformance` when that variable is set.
///
/// A clone without them skips the suites that read them, and says so; CI (`CI=true`) has them, so
/// there the suites always run and a missing folder fails them.
public enum ConformanceData {
    /// The folder of the suite `name` (`mustache-spec`, `gfm-spec`, `csv-spectrum`), which may not
    /// exist.
    public static func folder(_ name: String) -> URL {
        if let shared = ProcessInfo.processInfo.environment["DOCGEN_SHARED"], !shared.isEmpty {
            return URL(fileURLWithPath: shared).appendingPathComponent("conformance/\(name)")
        }
        let repositoryRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
        return repositoryRoot.appendingPathComponent("../shared/conformance/\(name)").standardized
    }

    /// Whether the suites must run whatever is on disk: `CI` is set, and not to `false` or `0`
    /// (GitHub Actions and most CI services set `CI=true`).
    public static var isRequired: Bool {
        let value = ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? ""
        return !["", "false", "0"].contains(value)
    }

    /// Whether a suite that needs `file` runs: when the file is there, and always under CI.
    public static func runs(needing file: URL) -> Bool {
        isRequired || FileManager.default.fileExists(atPath: file.path)
    }

    /// Why the tests of the suite `name` were skipped, for Swift Testing's report.
    public static func skipReason(_ name: String) -> String {
        "\(name) is not at \(folder(name).path) (../shared/conformance beside the repository, or "
            + "$DOCGEN_SHARED/conformance); under CI=true its tests run and fail instead"
    }
}
