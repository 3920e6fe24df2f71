import Foundation

/// Which installation of a Python package a helper would load, found in the Python's folders
/// without starting it: the package's metadata folders (`pygments-2.21.0.dist-info`), whose
/// names carry its version. Installing, upgrading or removing the package changes the stamp.
public enum PythonPackages {
    /// The `python` executable and the metadata folders of `package` (its distribution name,
    /// lower case) in that Python's `site-packages` and `dist-packages` folders, one a line.
    public static func installationStamp(of package: String, python: String) -> String {
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
                return lowered.hasPrefix("\(package)-") && (lowered.hasSuffix(".dist-info") || lowered.hasSuffix(".egg-info"))
            }.sorted().map { "\(folder)/\($0)" }
        }
        return ([python] + found).joined(separator: "\n")
    }
}
