/// One record of a cache file as ``CacheRecordWriter`` wrote it, read in place: where each field
/// is in the line, made into a string or a number only when asked for. Every read returns nil for
/// a field that is not what it should be, so a damaged file is refused, not trusted.
public struct CacheRecordReader {
    private var line = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// Where each field is; only the first ``count`` are this record's (the array is reused).
    private var bounds: [Range<Int>] = []
    /// How many fields the record has, its kind included.
    public private(set) var count = 0
    private var hasEscapes = false

    public init() {}

    /// Calls `body` with each record of `bytes` and the offset where it starts, while it returns
    /// true; the offset just past the last record read, or nil when a record was refused or the
    /// bytes end inside one. With `stoppingAfter`, reading stops after the first record of that
    /// kind (what follows it is not records).
    public static func records(in bytes: UnsafeBufferPointer<UInt8>, stoppingAfter last: UInt8? = nil,
                               _ body: (CacheRecordReader, Int) -> Bool) -> Int? {
        records(in: bytes, stoppingAfter: last, passingOver: { body($0, $1) ? 0 : nil })
    }

    /// Reads records as ``records(in:stoppingAfter:_:)`` does, but `body` also returns how many
    /// bytes after each record to pass over unread: records the reader does not need now, whose
    /// length the record names (0 for none). What is passed over must end where a record ends;
    /// nil from `body` refuses the bytes.
    public static func records(in bytes: UnsafeBufferPointer<UInt8>, stoppingAfter last: UInt8? = nil,
                               passingOver body: (CacheRecordReader, Int) -> Int?) -> Int? {
        var record = CacheRecordReader()
        var start = 0
        while start < bytes.count {
            let end = ByteSearch.offset(of: UInt8(ascii: "\n"), in: bytes, from: start)
            guard end < bytes.count else { return nil }
            record.read(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            guard let passed = body(record, start), passed >= 0, passed <= bytes.count - (end + 1),
                  passed == 0 || bytes[end + passed] == UInt8(ascii: "\n") else { return nil }
            start = end + 1 + passed
            if let last, record.hasOneByteKind, record.kind == last { return start }
        }
        return last == nil ? start : nil
    }

    /// Takes `line`, which must stay valid while the fields are read.
    private mutating func read(_ line: UnsafeBufferPointer<UInt8>) {
        self.line = line
        count = 0
        hasEscapes = ByteSearch.offset(of: UInt8(ascii: "\\"), in: line) < line.count
        var start = 0
        while true {
            let end = ByteSearch.offset(of: UInt8(ascii: "\t"), in: line, from: start)
            if count < bounds.count { bounds[count] = start..<end } else { bounds.append(start..<end) }
            count += 1
            guard end < line.count else { return }
            start = end + 1
        }
    }

    /// Where field `index` of this record is; a field past the record's last is a programming error.
    private func bound(_ index: Int) -> Range<Int> {
        precondition(index < count, "a record has no field \(index)")
        return bounds[index]
    }

    /// The first byte of the first field: a record's kind.
    public var kind: UInt8 { bounds[0].isEmpty ? 0 : line[bounds[0].lowerBound] }

    /// True when the first field is one byte long, as every record's kind after a file's header is.
    public var hasOneByteKind: Bool { bounds[0].count == 1 }

    public func string(_ index: Int) -> String {
        let field = UnsafeBufferPointer(rebasing: line[bound(index)])
        return hasEscapes ? Self.unescaped(field) : String(decoding: field, as: UTF8.self)
    }

    /// The field as a decimal integer, or nil when it is not one (or overflows).
    public func integer(_ index: Int) -> Int64? {
        let field = line[bound(index)]
        guard field.first == UInt8(ascii: "-") else { return unsigned(index).flatMap { Int64(exactly: $0) } }
        guard let magnitude = Self.magnitude(field.dropFirst()), magnitude <= Int64.min.magnitude else { return nil }
        return Int64(truncatingIfNeeded: 0 &- magnitude)
    }

    /// The field as an integer from `range`, or nil.
    public func integer(_ index: Int, in range: ClosedRange<Int64>) -> Int? {
        integer(index).flatMap { range.contains($0) ? Int(truncatingIfNeeded: $0) : nil }
    }

    /// The field as a decimal number without a sign, or nil.
    public func unsigned(_ index: Int) -> UInt64? {
        Self.magnitude(line[bound(index)])
    }

    /// The location in the three fields from `index`: file, line and column.
    public func location(_ index: Int) -> SourceLocation? {
        guard let lineNumber = integer(index + 1), let column = integer(index + 2) else { return nil }
        return SourceLocation(file: string(index), line: Int(lineNumber), column: Int(column))
    }

    /// The diagnostic of a record ``CacheRecordWriter/diagnostic(_:_:)`` wrote, or nil.
    public func diagnostic() -> Diagnostic? {
        guard count == 7, let severity = Diagnostic.Severity(rawValue: string(1)), let at = location(3) else { return nil }
        var item = Diagnostic(severity, at: at, string(6))
        let rule = string(2)
        item.rule = rule.isEmpty ? nil : rule
        return item
    }

    /// True when `path` is relative and stays inside its folder: no empty, `.` or `..` segments
    /// and no NUL. A cache file names files a build removes or reads, so a damaged one must not
    /// name anything else.
    public static func isInsideFolder(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            // Each segment's length, and whether it is all dots, as the bytes go by.
            var length = 0, dots = 0
            for byte in bytes {
                switch byte {
                case 0: return false
                case UInt8(ascii: "/"):
                    guard length > 0, !(dots == length && length <= 2) else { return false }
                    length = 0
                    dots = 0
                    continue
                case UInt8(ascii: "."): dots += 1
                default: break
                }
                length += 1
            }
            return length > 0 && !(dots == length && length <= 2)
        }
    }

    private static func magnitude(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64? {
        guard !digits.isEmpty else { return nil }
        var value: UInt64 = 0
        if digits.count <= 19 {
            // 19 digits cannot overflow a UInt64 (nor a nanosecond time stamp's 19): no checks.
            for byte in digits {
                let digit = byte &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value &* 10 &+ UInt64(digit)
            }
            return value
        }
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            guard !overflow, !carry else { return nil }
            value = sum
        }
        return value
    }

    private static func unescaped(_ field: UnsafeBufferPointer<UInt8>) -> String {
        var bytes: [UInt8] = []
        var index = 0
        while index < field.count {
            var byte = field[index]
            if byte == UInt8(ascii: "\\"), index + 1 < field.count {
                index += 1
                switch field[index] {
                case UInt8(ascii: "t"): byte = UInt8(ascii: "\t")
                case UInt8(ascii: "n"): byte = UInt8(ascii: "\n")
                case UInt8(ascii: "r"): byte = UInt8(ascii: "\r")
                default: byte = field[index]
                }
            }
            bytes.append(byte)
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
