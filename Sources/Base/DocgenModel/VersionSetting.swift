import DocgenCore

/// One entry of `versions:` in `docgen.yml`: a version of the documentation published in its
/// own folder of the site (`site/NAME/`), made from a git ref, a folder, or the working tree.
public struct VersionSetting: Sendable, Equatable {
    /// Where a version's project (its `docgen.yml`, content and templates) is read from.
    public enum Source: Sendable, Equatable {
        /// The project as it is on disk, being edited.
        case workingTree
        /// A tag, branch or commit of the project's git repository, read with `git archive`.
        case ref(String)
        /// Another folder holding the project as it was, as a full path.
        case folder(String)
    }

    /// The folder the version is published in, and its name in URLs (`2.0`).
    public var name: String
    /// What the version menu shows (`2.0 (latest)`); the name unless set.
    public var title: String
    public var source: Source
    /// True for the version readers are sent to: published at the site's root too, and every
    /// other version's canonical links and banner lead to it.
    public var isLatest: Bool
    /// Where the entry is written, for problems with it.
    public var location: SourceLocation
    /// Where its `ref` or `folder` is written, for a ref that does not exist.
    public var sourceLocation: SourceLocation

    public init(name: String, title: String, source: Source, isLatest: Bool, location: SourceLocation, sourceLocation: SourceLocation) {
        self.name = name
        self.title = title
        self.source = source
        self.isLatest = isLatest
        self.location = location
        self.sourceLocation = sourceLocation
    }
}

/// What the site's root holds when the site has versions (`versionRoot:`).
public enum VersionRoot: String, Sendable, Equatable {
    /// A page at each of the latest version's paths that sends the reader to it in the
    /// version's folder, so an address from before versions keeps working.
    case redirect
    /// The latest version's pages themselves, made once more for the root.
    case copy
}
