#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `exclude:` in `docgen.yml`: glob patterns of the content folder's files and folders that are
/// not read at all.
///
/// A pattern without `/` matches a name at any depth (`*.tmp`, `drafts`); one with `/` matches
/// the path from the content folder (`blog/2019/*`, `/old.md`), where `**` stands for any number
/// of folders (`**/internal/*.md`). Each name is matched with fnmatch(3) (`*`, `?`, `[…]`); a
/// folder that matches is left out with everything in it.
public struct ExcludePatterns: Sendable, Equatable {
    /// Each pattern as its names, `**` among them.
    private var patterns: [[String]] = []

    public init(_ patterns: [String] = []) {
        self.patterns = patterns.map { pattern in
            var trimmed = Substring(pattern)
            while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
            let anchored = trimmed.contains("/")
            if trimmed.hasPrefix("/") { trimmed = trimmed.dropFirst() }
            let names = trimmed.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            return anchored ? names : ["**"] + names
        }
    }

    public var isEmpty: Bool { patterns.isEmpty }

    /// True when the file or folder at `path` (inside the content folder) is left out.
    public func excludes(_ path: String) -> Bool {
        let names = path.split(separator: "/").map(String.init)
        return patterns.contains { Self.match($0[...], names[...]) }
    }

    /// True when `pattern`'s names match all of `names`, `**` standing for any number of them.
    private static func match(_ pattern: ArraySlice<String>, _ names: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return names.isEmpty }
        if first == "**" {
            return names.indices.contains { match(pattern.dropFirst(), names[$0...]) } || match(pattern.dropFirst(), names[names.endIndex...])
        }
        guard let name = names.first, fnmatch(first, name, 0) == 0 else { return false }
        return match(pattern.dropFirst(), names.dropFirst())
    }
}
