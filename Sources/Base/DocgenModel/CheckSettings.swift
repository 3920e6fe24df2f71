import DocgenCore

/// The `check:` section of `docgen.yml` as written: rule names, URL patterns and file patterns,
/// each with its place in the file, so that the checks can report a bad one where it stands
/// (the Check stage reads them into its policy).
public struct CheckSettings: Sendable, Equatable {
    /// A value of the section and where it is written.
    public struct Entry: Sendable, Equatable {
        public var text: String
        public var location: SourceLocation

        public init(_ text: String, at location: SourceLocation) {
            self.text = text
            self.location = location
        }
    }

    /// Rules turned off.
    public var disable: [Entry] = []
    /// Rules lowered to warnings, or turned on as warnings.
    public var warn: [Entry] = []
    /// Rules raised to errors.
    public var error: [Entry] = []
    /// Regular expressions of link targets not to check.
    public var ignoreURLs: [Entry] = []
    /// Glob patterns of pages not to check.
    public var ignoreFiles: [Entry] = []

    public init() {}
}
