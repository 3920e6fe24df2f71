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
        let prefix = URL(fileURLWithPath: python).deletingLastPathComponent().deletingLastPathComponent().path
        let files = FileManager.default
        var libraries = ["\(prefix)/lib/python3/dist-packages"]
        for lib in ["\(prefix)/lib", "\(prefix)/local/lib"] {
            for version in ((try? files.contentsOfDirectory(atPath: lib)) ?? []).sorted() where version.hasPrefix("python3") {
                libraries += ["\(lib)/\(version)/site-packages", "\(lib)/\(version)/dist-packages"]
            }
        }
        let found = libraries.flatMap { folder in
            ((try? files.contentsOfDirectory(atPath: folder)) ?? []).filter { name in
                let lowered = name.lowercased()
                return lowered.hasPrefix("pygments-") && (lowered.hasSuffix(".dist-info") || lowered.hasSuffix(".egg-info"))
            }.sorted().map { "\(folder)/\($0)" }
        }
        return ([python] + found).joined(separator: "\n")
    }
}
