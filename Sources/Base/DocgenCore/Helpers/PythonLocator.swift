import Foundation

/// Finds the Python that runs one of docgen's helper programs (``SharedHelper``): the one the
/// environment variable `variable` names (such as `DOCGEN_MATH_PYTHON`), else the venv of
/// `Scripts/lib/requirements.txt` (`DOCGEN_VENV`, by default `/opt/docgen-venv`), else `python3`
/// on PATH. Whether it has the helper's library is known only once the helper starts.
public enum PythonLocator {
    /// The Python to run, or the reason there is none, ending with `installHint`.
    public static func find(variable: String, installHint: String,
                            environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<String, HelperProcess.Failure> {
        if let configured = environment[variable], !configured.isEmpty {
            return FileManager.default.isExecutableFile(atPath: configured)
                ? .success(configured) : .failure(.init(message: "no Python at \(variable)='\(configured)'; \(installHint)"))
        }
        let venv = environment["DOCGEN_VENV"].flatMap { $0.isEmpty ? nil : $0 } ?? "/opt/docgen-venv"
        let candidates = ["\(venv)/bin/python3"] + (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/python3" }
        if let found = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) { return .success(found) }
        return .failure(.init(message: "no Python 3 found (in \(venv) or on PATH); \(installHint)"))
    }
}
