import CBuildStamp

/// The version of docgen, printed by `--version` and written into pages and caches.
public enum DocgenVersion {
    public static let current = "0.1.0"

    /// The commit a release binary was built from (Scripts/build-docgen stamps it), or nil for a
    /// build made with `swift build` alone.
    public static let commit: String? = docgen_build_commit_or_null().map { String(cString: $0) }

    /// What `docgen --version` prints: the version, and the commit or that the build has none.
    public static var description: String {
        "docgen \(current) (\(commit.map { "commit \($0)" } ?? "development build"))"
    }
}
