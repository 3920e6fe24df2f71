/// The version of docgen, printed by `--version` and written into pages and caches.
public enum DocgenVersion {
    public static let current = "0.1.0"
}
