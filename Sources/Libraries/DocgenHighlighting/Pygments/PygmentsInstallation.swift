import DocgenCore
import Foundation

extension PygmentsHighlighter {
    /// Which Pygments a build would run, for the pages' cache keys: the Python
    /// (``findPython(environment:)``) and the Pygments package folders of its installation
    /// (`pygments-2.21.0.dist-info`), found in its folders without starting Python, so a site
    /// that uses no Pygments language never starts it. Installing, upgrading or removing
    /// Pygments changes it, and so every page is made again with the Pygments it will run.
    public static func installationStamp(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        guard case .success(let python) = findPython(environment: environment) else { return "no Python" }
        return PythonPackages.installationStamp(of: "pygments", python: python)
    }
}
