import DocgenCore
import Testing

/// The cache's record format: what ``CacheRecordWriter`` writes, ``CacheRecordReader`` reads back.
@Suite struct CacheRecordTests {
    /// The records of `bytes`, each as its fields' strings; nil when refused.
    func records(_ bytes: [UInt8], stoppingAfter last: UInt8? = nil) -> (fields: [[String]], end: Int)? {
        var fields: [[String]] = []
        let end = bytes.withUnsafeBufferPointer { buffer in
            CacheRecordReader.records(in: buffer, stoppingAfter: last) { record, _ in
                fields.append((0..<record.count).map(record.string))
                return true
            }
        }
        return end.map { (fields, $0) }
    }

    @Test func fieldsWithTabsLineBreaksAndBackslashesComeBackAsWritten() throws {
        var out = CacheRecordWriter()
        out.record("A", "tab\there", "line\nbreak\r", "back\\slash", "", "中文 ✓")
        out.end()
        out.record("B")
        out.field(-42)
        out.location(SourceLocation(file: "content/a b.md", line: 3, column: 7))
        out.end()
        #expect(String(decoding: out.bytes, as: UTF8.self)
                == "A\ttab\\there\tline\\nbreak\\r\tback\\\\slash\t\t中文 ✓\nB\t-42\tcontent/a b.md\t3\t7\n")
        let read = try #require(records(out.bytes))
        #expect(read.fields == [["A", "tab\there", "line\nbreak\r", "back\\slash", "", "中文 ✓"], ["B", "-42", "content/a b.md", "3", "7"]])
        #expect(read.end == out.bytes.count)
    }

    @Test func numbersAreReadExactlyOrNotAtAll() {
        var out = CacheRecordWriter()
        out.record("N", "0", "-9223372036854775808", "9223372036854775808", "18446744073709551615", "18446744073709551616", "1x", "", "-",
                   "9999999999999999999", "12/", "1:")
        out.end()
        out.bytes.withUnsafeBufferPointer { buffer in
            _ = CacheRecordReader.records(in: buffer) { record, _ in
                #expect(record.integer(1) == 0 && record.integer(2) == Int64.min)
                #expect(record.integer(3) == nil && record.unsigned(3) == 1 << 63)
                #expect(record.unsigned(4) == UInt64.max && record.unsigned(5) == nil)
                #expect(record.integer(6) == nil && record.integer(7) == nil && record.integer(8) == nil)
                #expect(record.integer(1, in: 1...5) == nil && record.integer(2, in: Int64.min...0) == Int(Int64.min))
                // The most digits read without overflow checks, and the bytes just outside the digits.
                #expect(record.unsigned(9) == 9_999_999_999_999_999_999 && record.integer(9) == nil)
                #expect(record.unsigned(10) == nil && record.unsigned(11) == nil)
                return true
            }
        }
    }

    @Test func aDiagnosticComesBackWithItsRuleOrWithout() throws {
        let ruled = Diagnostic.warning("a\tmessage", at: SourceLocation(file: "f.md", line: 2, column: 9), rule: .htmlRepair)
        let plain = Diagnostic.error("another", at: SourceLocation(file: "g.md", line: 1, column: 1))
        var out = CacheRecordWriter()
        out.diagnostic("D", ruled)
        out.diagnostic("D", plain)
        var read: [Diagnostic?] = []
        _ = out.bytes.withUnsafeBufferPointer { buffer in
            CacheRecordReader.records(in: buffer) { record, _ in
                read.append(record.diagnostic())
                return true
            }
        }
        #expect(read == [ruled, plain])
    }

    @Test func bytesThatEndInsideARecordAreRefused() {
        #expect(records(Array("A\tb\nC".utf8)) == nil)
        #expect(records(Array("A\tb\n".utf8))?.end == 4)
        #expect(records([])?.end == 0)
    }

    @Test func readingStopsAfterTheLastKindAndNotBefore() throws {
        let bytes = Array("H\t1\nZ\t0\nnot\ta record".utf8)
        let read = try #require(records(bytes, stoppingAfter: UInt8(ascii: "Z")))
        #expect(read.fields == [["H", "1"], ["Z", "0"]] && read.end == 8)
        #expect(records(Array("H\t1\n".utf8), stoppingAfter: UInt8(ascii: "Z")) == nil, "no end record")
    }

    @Test(arguments: ["a.html", "a/b/c.md", "中文/页.html"])
    func pathsInsideTheFolder(_ path: String) {
        #expect(CacheRecordReader.isInsideFolder(path))
    }

    @Test(arguments: ["", "/etc/passwd", "../a", "a/../../b", "a/./b", "a//b", "a/", "a\u{0}b"])
    func pathsThatLeaveTheFolderOrAreNotPaths(_ path: String) {
        #expect(!CacheRecordReader.isInsideFolder(path))
    }
}
