import DocgenCore
import Foundation

/// Finds the Python that runs docgen's TeX-to-MathML converter (``MathConverter``): the one
/// `DOCGEN_MATH_PYTHON` names, else the venv of `Scripts/lib/requirements.txt` (`DOCGEN_VENV`,
/// by default `/opt/docgen-venv`), else `python3` on PATH. Whether it has latex2mathml is known
/// only once the converter starts.
public enum MathConverterLocator {
    /// How to install it, for the error when it is missing.
    public static let installHint = "install it with Scripts/install-dependencies --math (PyPI's latex2mathml, in the venv of "
        + "Scripts/lib/requirements.txt), or name a Python that has it with DOCGEN_MATH_PYTHON"

    /// The Python to run, or the reason there is none (``PythonLocator``).
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<String, MathConverter.Failure> {
        PythonLocator.find(variable: "DOCGEN_MATH_PYTHON", installHint: installHint, environment: environment)
            .mapError { MathConverter.Failure(message: $0.message) }
    }
}
