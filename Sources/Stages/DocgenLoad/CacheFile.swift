import DocgenCore

/// The frame of docgen's two cache files, `.docgen-cache/manifest` and `.docgen-cache/sources`,
/// in the one record format (``CacheRecordWriter``): a header record (the file's magic word, its
/// version, then its own fields), its records, and an end record `Z count hash` holding how many
/// entries came before it and the hash of every byte before it. Both files are read and refused
/// the same way: a foreign, older, cut-off or changed file is refused as a whole, as if there
/// were none, and the build reads its sources again.
public enum CacheFile {
    /// The end record of a file whose bytes before it are `parts`, with `count` entries.
    public static func end(count: Int, after parts: [ArraySlice<UInt8>]) -> [UInt8] {
        var out = CacheRecordWriter()
        out.record("Z", String(count), ContentHash.of(parts: parts))
        out.end()
        return out.bytes
    }

    /// Where the end record of the cache file in `bytes` says the file's entries end, found
    /// without reading the records: the number of entries it names, and the offset just past it
    /// (where the texts of a file that has them start). Nil when there is no end record; the
    /// file is checked when it is read (``read(_:magic:version:header:record:end:)``).
    public static func end(in bytes: UnsafeBufferPointer<UInt8>) -> (count: Int, next: Int)? {
        var start = 0
        while start < bytes.count {
            let end = ByteSearch.offset(of: UInt8(ascii: "\n"), in: bytes, from: start)
            guard end < bytes.count else { return nil }
            if end - start > 2, bytes[start] == UInt8(ascii: "Z"), bytes[start + 1] == UInt8(ascii: "\t") {
                var count: Int?
                let line = UnsafeBufferPointer(rebasing: bytes[start...end])
                _ = CacheRecordReader.records(in: line) { record, _ in
                    count = record.count == 3 ? record.integer(1, in: 0...Int64(Int.max)) : nil
                    return true
                }
                return count.map { ($0, end + 1) }
            }
            start = end + 1
        }
        return nil
    }

    /// Reads the records of the cache file in `bytes`, or refuses it (nil).
    ///
    /// - Parameters:
    ///   - header: the header record, after its magic word and version were checked.
    ///   - record: each record after the header and before the end, with its offset; returns
    ///     how many bytes of records after it to pass over unread (details the record names the
    ///     length of, read when needed), or nil to refuse the file.
    ///   - end: called with the end record's offset; returns how many entries were read, which
    ///     the end record must name.
    /// - Returns: the offset just past the end record (the file's texts, if it has any, follow).
    public static func read(_ bytes: UnsafeBufferPointer<UInt8>, magic: String, version: Int,
                            header: (CacheRecordReader) -> Bool, record: (CacheRecordReader, Int) -> Int?,
                            end: (Int) -> Int) -> Int? {
        var sawHeader = false
        return CacheRecordReader.records(in: bytes, stoppingAfter: UInt8(ascii: "Z"), passingOver: { line, start in
            guard sawHeader else {
                sawHeader = true
                return line.count >= 2 && line.string(0) == magic && line.integer(1) == Int64(version) && header(line) ? 0 : nil
            }
            guard line.hasOneByteKind else { return nil }
            guard line.kind == UInt8(ascii: "Z") else { return record(line, start) }
            let sealed = line.count == 3 && line.integer(1) == Int64(end(start))
                && line.string(2) == ContentHash.of(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[..<start])))
            return sealed ? 0 : nil
        })
    }
}
