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
///
/// A class: each kept page looks its entry up in it, and a struct of arrays and tables was
/// copied (its references retained and released) at every look-up.
final class BuildManifest: Sendable, Equatable {
    /// One page's record. Kept pages keep their entries (``WrittenPage/keptEntry``), which are
    /// shared rather than copied.
    final class Entry: Sendable, Equatable {
        let key: String
        let stamp: FileStamp
        /// The page as recorded. An entry read from a manifest holds it without the ids and
        /// links of its check, most of the manifest: ``wholePage`` reads them.
        let page: WrittenPage
        /// The page's links into other pages' fragments that the site check found missing,
        /// before the policy.
        let brokenFragments: [Diagnostic]
        /// The entry's records as the last manifest held them, written again as they are: most
        /// pages of an incremental build are kept, and so are their records.
        let record: ManifestRecords?

        init(key: String, stamp: FileStamp, page: WrittenPage, brokenFragments: [Diagnostic] = [], record: ManifestRecords? = nil) {
            self.key = key
            self.stamp = stamp
            self.page = page
            self.brokenFragments = brokenFragments
            self.record = record
        }

        /// The page with every id and link of its check.
        var wholePage: WrittenPage {
            guard let record else { return page }
            // Details the manifest's hash covers were written by this version: ones that cannot
            // be read would be its bug, and leave the page as read without them.
            return ManifestFormat.wholePage(record) ?? page
        }

        static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.key == rhs.key && lhs.stamp == rhs.stamp && lhs.brokenFragments == rhs.brokenFragments && lhs.wholePage == rhs.wholePage
        }
    }

    /// A hash of the output's files that are not pages (static files, theme assets): when it
    /// differs, the build publishes a whole new folder instead of updating pages in place.
    let filesFingerprint: String
    /// A hash of the ids of the site's pages that docgen did not make (``SiteCheckStage``).
    let othersFingerprint: String
    /// The stamps of those files in the output, by path inside it.
    let otherFiles: [String: FileStamp]
    /// The pages, in the order they are written: the build's, so no sorting is needed.
    let entries: [Entry]
    /// Where each page's entry is in ``entries``, by path inside the output; nil for the manifest
    /// of a build just published, which is written, not searched (its pages' paths are distinct).
    private let positions: [String: Int]?

    /// A manifest of `entries`; of two on one path, the later one counts, in the earlier one's place.
    init(filesFingerprint: String, othersFingerprint: String, otherFiles: [String: FileStamp], entries: [Entry]) {
        self.filesFingerprint = filesFingerprint
        self.othersFingerprint = othersFingerprint
        self.otherFiles = otherFiles
        var distinct: [Entry] = []
        var positions: [String: Int] = [:]
        distinct.reserveCapacity(entries.count)
        positions.reserveCapacity(entries.count)
        for entry in entries {
            // One look-up for the common case, a path not seen before.
            if let position = positions.updateValue(distinct.count, forKey: entry.page.path) {
                positions[entry.page.path] = position
                distinct[position] = entry
            } else {
                distinct.append(entry)
            }
        }
        self.entries = distinct
        self.positions = positions
    }

    /// The manifest of a build just published, in the order of `pages`: a kept page's entry as
    /// it was (recorded anew when what its links lead to changed), a made page's key, stamp and
    /// broken fragments, and the stamps of the other files. A made page whose file cannot be
    /// stamped is left out, and so made again next time.
    init(after pages: [WrittenPage], keys: [String], brokenFragments: [[Diagnostic]], filesFingerprint: String,
         othersFingerprint: String, otherPaths: [String], outputPath: String) {
        let entries = zip(zip(pages, keys), brokenFragments).compactMap { pageAndKey, broken -> Entry? in
            let (page, key) = pageAndKey
            if let kept = page.keptEntry {
                guard kept.brokenFragments != broken else { return kept }
                return Entry(key: kept.key, stamp: kept.stamp, page: kept.wholePage, brokenFragments: broken)
            }
            return FileStamp.of("\(outputPath)/\(page.path)").map { Entry(key: key, stamp: $0, page: page, brokenFragments: broken) }
        }
        var others: [String: FileStamp] = [:]
        for path in otherPaths { others[path] = FileStamp.of("\(outputPath)/\(path)") }
        self.filesFingerprint = filesFingerprint
        self.othersFingerprint = othersFingerprint
        self.otherFiles = others
        self.entries = entries
        positions = nil
    }

    /// The entry of the page at `path` inside the output.
    func entry(at path: String) -> Entry? {
        position(of: path).map { entries[$0] }
    }

    private func position(of path: String) -> Int? {
        guard let positions else { return entries.firstIndex { $0.page.path == path } }
        return positions[path]
    }

    static func == (lhs: BuildManifest, rhs: BuildManifest) -> Bool {
        lhs.filesFingerprint == rhs.filesFingerprint && lhs.othersFingerprint == rhs.othersFingerprint && lhs.otherFiles == rhs.otherFiles
            && lhs.entries == rhs.entries
    }

    static func path(cacheFolder: String) -> String {
        "\(cacheFolder)/manifest"
    }

    /// The manifest at `path`, or nil when there is none or it cannot be read (then every page
    /// is rendered, as in a first build).
    static func load(from path: String) -> BuildManifest? {
        // Only a regular file of a size a manifest can have (a million pages take about 450 MB).
        guard let bytes = RegularFile.contents(atPath: path, limit: 4 << 30), !bytes.isEmpty else { return nil }
        return ManifestFormat.decode(bytes)
    }

    /// Writes the manifest atomically; a manifest that cannot be written only makes the next
    /// build slower.
    func save(to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileWriting.replaceAtomically(ofPath: path, withParts: ManifestFormat.parts(self))
    }

    /// The recorded page at `path` when its key is `key`, the file in the output is the one
    /// recorded, and its figures' files are there. `place` is where the page is expected among
    /// the entries (its place in the build's pages): looked at first, before the path's position.
    func reusablePage(_ path: String, key: String, expectedAt place: Int, in output: OutputStamps) -> Entry? {
        let position = entries.indices.contains(place) && entries[place].page.path == path ? place : position(of: path)
        guard let position, entries[position].key == key, output.stamp(at: position) == entries[position].stamp,
              output.figuresArePresent(at: position) else {
            return nil
        }
        return entries[position]
    }

    /// In place when only pages changed: the same static files and theme assets, still in the
    /// output as the last build left them; a new folder otherwise. `pagePaths` are the build's
    /// pages in order, among `outputPaths`.
    func publishingMode(filesFingerprint: String, pagePaths: [String], outputPaths: Set<String>, outputPath: String) -> OutputPublisher.Mode {
        guard self.filesFingerprint == filesFingerprint,
              otherFiles.allSatisfy({ FileStamp.of("\(outputPath)/\($0.key)") == $0.value }) else { return .newFolder }
        // The same pages in the same order, the common case, leave nothing to remove: told by
        // comparing paths in order, not by looking each up.
        if entries.count == pagePaths.count, zip(entries, pagePaths).allSatisfy({ $0.page.path == $1 }) { return .inPlace(removing: []) }
        return .inPlace(removing: entries.map(\.page.path).filter { !outputPaths.contains($0) }.sorted())
    }
}
