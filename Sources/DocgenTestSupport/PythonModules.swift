import Foundation

/// Whether the venv's Python (`DOCGEN_VENV`, by default `/opt/docgen-venv`) can import a module,
/// for tests of the helper programs docgen runs with it. Under `CI=true` the answer is always
/// yes: there the tests that need the module run regardless, and fail without it.
public enum PythonModules {
    /// True when the tests that need Pygments run (``importable(_:)``).
    public static let pygmentsRuns = importable("pygments")

    public static func importable(_ module: String) -> Bool {
        if ProcessInfo.processInfo.environment["CI"] == "true" { return true }
        let python = "\(ProcessInfo.processInfo.environment["DOCGEN_VENV"] ?? "/opt/docgen-venv")/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", "import \(module)"]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
