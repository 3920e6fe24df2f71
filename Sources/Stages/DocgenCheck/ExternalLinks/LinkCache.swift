import Foundation

/// Remembered definitive answers, stored as deterministic JSON (sorted keys, stable formatting).
struct LinkCache: Sendable, Equatable {
    /// One remembered answer; the URL is the key it is stored under.
    struct Entry: Sendable, Equatable, Codable {
        var outcome: ExternalLinkResult.Outcome
        var status: Int?
        var detail: String
        var checkedAt: Double
    }

    private struct FileContents: Codable {
        var version: Int
        var entries: [String: Entry]
    }

    private static let formatVersion = 1

    /// Answers by request key (the URL without its fragment).
    private(set) var entries: [String: Entry] = [:]

    /// Reads the cache at `path`; a missing, unreadable or foreign-format file yields an empty cache.
    static func load(from path: String) -> LinkCache {
        guard let data = FileManager.default.contents(atPath: path),
              let contents = try? JSONDecoder().decode(FileContents.self, from: data),
              contents.version == formatVersion
        else { return LinkCache() }
        return LinkCache(entries: contents.entries)
    }

    /// The entry for `key` if it was obtained less than `maxAge` seconds before `now`.
    func freshEntry(forKey key: String, now: Double, maxAge: Double) -> Entry? {
        guard let entry = entries[key], now - entry.checkedAt < maxAge else { return nil }
        return entry
    }

    /// Remembers `result` under `key` if it is definitive; otherwise forgets any older answer for `key`.
    mutating func record(_ result: ExternalLinkResult, forKey key: String) {
        entries[key] = result.isCacheable
            ? Entry(outcome: result.outcome, status: result.status, detail: result.detail, checkedAt: result.checkedAt)
            : nil
    }

    /// Drops entries obtained `maxAge` seconds or more before `now`.
    mutating func removeExpiredEntries(now: Double, maxAge: Double) {
        entries = entries.filter { now - $0.value.checkedAt < maxAge }
    }

    /// The file contents: pretty-printed JSON with sorted keys and a trailing newline.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(FileContents(version: Self.formatVersion, entries: entries))
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Writes the cache atomically to `path`, creating its directory if needed.
    func save(to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try encoded().write(to: url, options: .atomic)
    }
}

extension ExternalLinkResult {
    /// Rebuilds a result for `url` from a cached entry.
    init(url: String, cached entry: LinkCache.Entry) {
        self.init(url: url, outcome: entry.outcome, status: entry.status, detail: entry.detail, checkedAt: entry.checkedAt)
    }
}
