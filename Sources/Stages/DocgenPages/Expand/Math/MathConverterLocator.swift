import Foundation

/// Finds the Python that runs docgen's TeX-to-MathML converter (``MathConverter``): the one
/// `DOCGEN_MATH_PYTHON` names, else the venv of `Scripts/lib/requirements.txt` (`DOCGEN_VENV`,
/// by default `/opt/docgen-venv`), else `python3` on PATH. Whether it has latex2mathml is known
/// only once the converter starts.
public enum MathConverterLocator {
    /// How to install it, for the error when it is missing.
    public static let installHint = "install it with Scripts/install-dependencies --math (PyPI's latex2mathml, in the venv of "
        + "Scripts/lib/requirements.txt), or name a Python that has it with DOCGEN_MATH_PYTHON"

    /// The Python to run, or the reason there is none.
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<String, MathConverter.Failure> {
        if let configured = environment["DOCGEN_MATH_PYTHON"], !configured.isEmpty {
            return FileManager.default.isExecutableFile(atPath: configured)
                ? .success(configured) : .failure(.init(message: "no Python at DOCGEN_MATH_PYTHON='\(configured)'; \(installHint)"))
        }
        let venv = environment["DOCGEN_VENV"].flatMap { $0.isEmpty ? nil : $0 } ?? "/opt/docgen-venv"
        let candidates = ["\(venv)/bin/python3"] + (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/python3" }
        if let found = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) { return .success(found) }
        return .failure(.init(message: "no Python 3 found (in \(venv) or on PATH); \(installHint)"))
    }
}
