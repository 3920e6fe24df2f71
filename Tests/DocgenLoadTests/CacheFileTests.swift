import DocgenCore
import DocgenLoad
import Testing

/// The frame both cache files share: a header, records, and an end record with their count and
/// the hash of every byte before it.
@Suite struct CacheFileTests {
    /// A file of `records` (each a kind and fields) after the header, sealed with `count`.
    func file(_ records: [[String]], count: Int? = nil, magic: String = "docgen-test", version: Int = 2) -> [UInt8] {
        var out = CacheRecordWriter()
        out.record(magic, String(version), "scope")
        out.end()
        for record in records {
            out.record(record[0])
            for field in record.dropFirst() { out.field(field) }
            out.end()
        }
        return out.bytes + CacheFile.end(count: count ?? records.count, after: [out.bytes[...]])
    }

    /// The records read, or nil when the file is refused; `end` counts every record as an entry.
    func read(_ bytes: [UInt8], magic: String = "docgen-test", version: Int = 2) -> (records: [String], end: Int)? {
        var kinds: [String] = []
        let end = bytes.withUnsafeBufferPointer { buffer in
            CacheFile.read(buffer, magic: magic, version: version, header: { $0.count == 3 && $0.string(2) == "scope" },
                           record: { record, _ in
                               kinds.append(record.string(0))
                               // A record of kind P names the length of the details after it.
                               return record.kind == UInt8(ascii: "P") ? record.integer(1, in: Int64.min...Int64.max) : 0
                           }, end: { _ in kinds.count })
        }
        return end.map { (kinds, $0) }
    }

    @Test func aSealedFileIsReadAndWhatFollowsItsEndIsLeftAlone() throws {
        let bytes = file([["A", "1"], ["B", "x\ty"]])
        let texts = Array("free text\nZ\tnot a record".utf8)
        let read = try #require(self.read(bytes + texts))
        #expect(read.records == ["A", "B"] && read.end == bytes.count)
    }

    /// The end is found before the records are read: its count, and where what follows starts.
    @Test func theEndIsFoundWithoutReadingTheRecords() throws {
        let bytes = file([["A", "1"], ["B", "x\ty"], ["C", "Z"]], count: 12)
        let texts = Array("free text\nZ\t99\tnot a record\n".utf8)
        let end = try #require((bytes + texts).withUnsafeBufferPointer(CacheFile.end))
        #expect(end.count == 12 && end.next == bytes.count)
        for damaged in ["docgen-test\t2\tscope\nA\n", "docgen-test\t2\tscope\nZ\t1x\th\n", "Z\t\n",
                        "Z\t99999999999999999999\th\n", "x\nZ\t3"] {
            #expect(Array(damaged.utf8).withUnsafeBufferPointer(CacheFile.end) == nil, "\(damaged)")
        }
    }

    @Test func anotherMagicWordVersionOrHeaderIsRefused() {
        #expect(read(file([]), magic: "docgen-other") == nil)
        #expect(read(file([], version: 1)) == nil)
        #expect(read(Array("docgen-test\t2\tother\n".utf8) + CacheFile.end(count: 0, after: [Array("docgen-test\t2\tother\n".utf8)[...]])) == nil)
    }

    @Test func anEndWithAnotherCountIsRefused() {
        #expect(read(file([["A"]], count: 2)) == nil)
        #expect(read(file([["A"]], count: 1)) != nil)
    }

    /// The details a record names the length of are passed over unread; details that end
    /// inside a record or past the end record are refused.
    @Test func detailsARecordNamesArePassedOver() throws {
        let read = try #require(self.read(file([["A"], ["P", "4"], ["X", "y"], ["B"]], count: 3)))
        #expect(read.records == ["A", "P", "B"])
        for length in ["3", "5", "-1", "999"] {
            #expect(self.read(file([["P", length], ["X", "y"], ["B"]], count: 2)) == nil, "\(length)")
        }
    }

    /// Any byte before the end record changed, or the file cut off anywhere, and it is refused.
    @Test func aChangedOrCutOffFileIsRefused() {
        let bytes = file([["A", "alpha"], ["B", "beta"]])
        for position in bytes.indices {
            var changed = bytes
            changed[position] = changed[position] == UInt8(ascii: "a") ? UInt8(ascii: "b") : UInt8(ascii: "a")
            #expect(read(changed) == nil, "changed byte \(position)")
            #expect(read(Array(bytes.prefix(position))) == nil, "cut at \(position)")
        }
    }
}
