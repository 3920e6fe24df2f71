import DocgenCheck
import DocgenCore
import DocgenModel
import DocgenPublish
import Foundation

/// What the last successful build published: for each page, its key, the stamp of its file in
/// the output, and what its check found. Kept in `.docgen-cache/manifest` beside the output.
///
/// A page whose key is unchanged and whose file still carries the recorded stamp is not
/// rendered again: its file stays where it is, and its recorded check stands in for a new one.
/// A file edited, replaced or removed by hand no longer matches its stamp and is rebuilt.
struct BuildManifest: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        var key: String
        var stamp: FileStamp
        /// The page as recorded. An entry read from a manifest holds it without the ids and
        /// links of its check, most of the manifest: ``wholePage`` reads them.
        var page: WrittenPage
        /// The page's links into other pages' fragments that the site check found missing,
        /// before the policy.
        var brokenFragments: [Diagnostic] = []
        /// The entry's records as the last manifest held them, written again as they are: most
        /// pages of an incremental build are kept, and so are their records.
        var record: ArraySlice<UInt8>? = nil

        /// The page with every id and link of its check.
        var wholePage: WrittenPage {
            guard let record else { return page }
            // The records passed the same reading when the manifest was loaded.
            return ManifestFormat.wholePage(record) ?? page
        }

        static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.key == rhs.key && lhs.stamp == rhs.stamp && lhs.brokenFragments == rhs.brokenFragments && lhs.wholePage == rhs.wholePage
        }
    }

    /// A hash of the output's files that are not pages (static files, theme assets): when it
    /// differs, the build publishes a whole new folder instead of updating pages in place.
    var filesFingerprint: String
    /// A hash of the ids of the site's pages that docgen did not make (``SiteCheckStage``).
    var othersFingerprint: String
    /// The stamps of those files in the output, by path inside it.
    var otherFiles: [String: FileStamp]
    /// The pages, by path inside the output.
    var entries: [String: Entry]

    init(filesFingerprint: String, othersFingerprint: String, otherFiles: [String: FileStamp], entries: [String: Entry]) {
        self.filesFingerprint = filesFingerprint
        self.othersFingerprint = othersFingerprint
        self.otherFiles = otherFiles
        self.entries = entries
    }

    /// The manifest of a build just published: each page's key, file stamp (kept pages keep
    /// theirs) and broken fragments, in the order of `pages`, and the stamps of the other files.
    init(after pages: [WrittenPage], keys: [String], brokenFragments: [[Diagnostic]], previous: BuildManifest?, filesFingerprint: String,
         othersFingerprint: String, otherPaths: [String], outputPath: String) {
        // The last build's entries, with the pages made again replaced: most pages are kept.
        var entries = previous?.entries ?? [:]
        entries.reserveCapacity(pages.count)
        var unstamped = false
        for ((page, key), broken) in zip(zip(pages, keys), brokenFragments) {
            if page.fromCache {
                // A kept page's links may lead to other ids than when it was recorded.
                guard var entry = entries[page.path], entry.brokenFragments != broken else { continue }
                entry.page = entry.wholePage
                entry.brokenFragments = broken
                entry.record = nil
                entries[page.path] = entry
            } else {
                entries[page.path] = FileStamp.of("\(outputPath)/\(page.path)").map {
                    Entry(key: key, stamp: $0, page: page, brokenFragments: broken)
                }
                unstamped = unstamped || entries[page.path] == nil
            }
        }
        if unstamped || entries.count != pages.count {
            let made = Set(pages.map(\.path))
            entries = entries.filter { made.contains($0.key) }
        }
        var others: [String: FileStamp] = [:]
        for path in otherPaths { others[path] = FileStamp.of("\(outputPath)/\(path)") }
        self.init(filesFingerprint: filesFingerprint, othersFingerprint: othersFingerprint, otherFiles: others, entries: entries)
    }

    static func path(outputPath: String) -> String {
        URL(fileURLWithPath: outputPath).standardizedFileURL.deletingLastPathComponent()
            .appendingPathComponent(".docgen-cache/manifest").path
    }

    /// The manifest at `path`, or nil when there is none or it cannot be read (then every page
    /// is rendered, as in a first build).
    static func load(from path: String) -> BuildManifest? {
        guard let bytes = FileManager.default.contents(atPath: path) else { return nil }
        return ManifestFormat.decode(Array(bytes))
    }

    /// Writes the manifest atomically; a manifest that cannot be written only makes the next
    /// build slower.
    func save(to path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = "\(path).\(ProcessInfo.processInfo.processIdentifier).tmp"
        do {
            try FileWriting.replaceContents(ofPath: temporary, with: ManifestFormat.encode(self))
            guard rename(temporary, path) == 0 else { throw FileWriting.Failure(path: path, code: errno) }
        } catch {
            unlink(temporary)
        }
    }

    /// The recorded page at `path` when its key is `key` and the file in the output is the
    /// one recorded.
    func reusablePage(_ path: String, key: String, in output: OutputFolders) -> Entry? {
        guard let entry = entries[path], entry.key == key, output.stamp(of: path) == entry.stamp else { return nil }
        return entry
    }

    /// In place when only pages changed: the same static files and theme assets, still in the
    /// output as the last build left them; a new folder otherwise.
    func publishingMode(filesFingerprint: String, outputPaths: Set<String>, outputPath: String) -> OutputPublisher.Mode {
        guard self.filesFingerprint == filesFingerprint,
              otherFiles.allSatisfy({ FileStamp.of("\(outputPath)/\($0.key)") == $0.value }) else { return .newFolder }
        return .inPlace(removing: entries.keys.filter { !outputPaths.contains($0) }.sorted())
    }
}
