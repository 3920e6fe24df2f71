import Foundation

/// Path arithmetic for links between files of the site, with `/` separators.
public enum SitePath {
    /// Resolves `relative` against `folder`, folding `.` and `..`; nil when it climbs above the root.
    public static func resolve(_ relative: String, in folder: String) -> String? {
        // Built as bytes: every link of every page is resolved, and segments joined as strings
        // cost some 8,000 instructions a link.
        var path: [UInt8] = []
        var climbsAbove = false
        forEachSegment(of: folder) { segment in
            if !path.isEmpty { path.append(UInt8(ascii: "/")) }
            path.append(contentsOf: segment)
        }
        forEachSegment(of: relative) { segment in
            let dots = segment.allSatisfy { $0 == UInt8(ascii: ".") } ? segment.count : 0
            if climbsAbove || dots == 1 { return }
            if dots == 2 {
                if path.isEmpty { climbsAbove = true; return }
                path.removeSubrange((path.lastIndex(of: UInt8(ascii: "/")) ?? 0)...)
            } else {
                if !path.isEmpty { path.append(UInt8(ascii: "/")) }
                path.append(contentsOf: segment)
            }
        }
        return climbsAbove ? nil : String(decoding: path, as: UTF8.self)
    }

    /// Calls `body` with each non-empty segment of `path` between `/` bytes, in order.
    private static func forEachSegment(of path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var path = path
        path.withUTF8 { bytes in
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                if index > start { body(UnsafeBufferPointer(rebasing: bytes[start..<index])) }
                start = index + 1
            }
        }
    }

    /// The non-empty segments of `path` between `/` bytes: every link of every page is split
    /// so, and a split by `Character` cost a large site's build a percent.
    static func segments(of path: String) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }

    /// The folder part of a path (`a/b.html` → `a`).
    public static func folder(of path: String) -> String {
        String(split(path).folder)
    }

    /// A path's folder and file name (`a/b.html` → `a`, `b.html`; `b.html` → "", `b.html`). The
    /// `/` is looked for among the UTF-8 bytes: a search by `Character` cost a large site's
    /// incremental build a seventh of its instructions.
    public static func split(_ path: String) -> (folder: Substring, name: Substring) {
        // Backwards over the contiguous bytes: the generic search took 600 instructions a path.
        let found = path.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.lastIndex(of: UInt8(ascii: "/")).map { path.utf8.index(path.utf8.startIndex, offsetBy: $0) }
        }
        guard let slash = found ?? path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return ("", path[...]) }
        // Both halves by UTF-8 index: `String.index(after:)` would look for the end of a
        // grapheme cluster (800 instructions a path; `/` is always a boundary of its own).
        return (Substring(path.utf8[..<slash]), Substring(path.utf8[path.utf8.index(after: slash)...]))
    }

    /// Every folder that holds `path`, innermost first: `a/b/c.html` → `a/b`, `a`.
    public static func ancestors(of path: String) -> [String] {
        var folders: [String] = []
        var folder = self.folder(of: path)
        while !folder.isEmpty {
            folders.append(folder)
            folder = self.folder(of: folder)
        }
        return folders
    }

    /// A relative link from a page in `fromFolder` to `target` (both relative to the site root).
    public static func relativeLink(from fromFolder: String, to target: String) -> String {
        let from = segments(of: fromFolder)
        var to = segments(of: target)
        var common = 0
        while common < from.count && common < to.count - 1 && from[common] == to[common] { common += 1 }
        to.removeFirst(common)
        return String(repeating: "../", count: from.count - common) + to.joined(separator: "/")
    }

    /// `../` repeated once per folder level of `path`, to reach the site root.
    public static func rootPrefix(for path: String) -> String {
        String(repeating: "../", count: segments(of: path).count - 1)
    }

    /// The absolute URL of a page of the site served at `baseURL` (which ends in `/`): a folder's
    /// `index.html` is named by its folder, as servers serve it (`https://x.example/zh-Hans/`).
    public static func absoluteURL(of page: String, baseURL: String) -> String {
        let path = page == "index.html" ? "" : page.hasSuffix("/index.html") ? String(page.dropLast("index.html".count)) : page
        return baseURL + encode(path)
    }

    /// A path of the site as a URL path (``URLEncoding/path(_:)``): spaces, `%`, `#`, `?` and
    /// non-ASCII percent-encoded, `/` kept.
    public static func encode(_ path: String) -> String {
        URLEncoding.path(path)
    }
}
