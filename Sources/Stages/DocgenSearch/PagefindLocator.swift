import Foundation

/// Finds the Pagefind that a site's search uses: the one `search: {pagefind: PATH}` names, or
/// else the extended build (`pagefind_extended`, which segments Chinese and Japanese) or plain
/// `pagefind` on PATH.
public enum PagefindLocator {
    static let names = ["pagefind_extended", "pagefind"]

    /// How to install it, for the error when it is missing.
    public static let installHint = "install it with Scripts/install-dependencies --search (PyPI's pagefind-bin-extended), "
        + "or name it with 'search: {pagefind: PATH}'"

    /// The executable to run, or the reason there is none.
    public static func find(configured: String?, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> Result<String, LocatorError> {
        if let configured {
            return FileManager.default.isExecutableFile(atPath: configured)
                ? .success(configured) : .failure(LocatorError(message: "Pagefind not found at '\(configured)'; \(installHint)"))
        }
        for name in names {
            for folder in (path ?? "").split(separator: ":") where !folder.isEmpty {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return .success(candidate) }
            }
        }
        return .failure(LocatorError(message: "search needs Pagefind, which is not on PATH; \(installHint)"))
    }

    public struct LocatorError: Error, Equatable {
        public var message: String
    }
}
