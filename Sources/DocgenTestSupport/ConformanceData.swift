import Foundation

/// The conformance suites checked out next to the repository (`<repo>/../shared/conformance`),
/// or under `$DOCGEN_SHARED/conformance` when that variable is set.
public enum ConformanceData {
    /// The folder of the suite `name` (`mustache-spec`, `gfm-spec`), which may not exist.
    public static func folder(_ name: String) -> URL {
        if let shared = ProcessInfo.processInfo.environment["DOCGEN_SHARED"] {
            return URL(fileURLWithPath: shared).appendingPathComponent("conformance/\(name)")
        }
        let repositoryRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
        return repositoryRoot.appendingPathComponent("../shared/conformance/\(name)").standardized
    }
}
