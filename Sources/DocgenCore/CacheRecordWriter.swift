/// Writes the records of docgen's cache files (`.docgen-cache/manifest` and `sources`), read by
/// ``CacheRecordReader``: one record per line, its kind and fields separated by tabs, with `\`,
/// tab, line feed and carriage return escaped (`\\`, `\t`, `\n`, `\r`). Hand-written because
/// Foundation's `JSONDecoder` took a quarter of an incremental build's time on a 5,000-chapter
/// site; this format is read in one pass over bytes, each field made a value only when asked.
public struct CacheRecordWriter {
    public var bytes: [UInt8] = []
    private var fieldsInRecord = 0

    public init() {}

    /// Starts a record of kind `kind` with `fields`.
    public mutating func record(_ kind: String, _ fields: String...) {
        field(kind)
        for value in fields { field(value) }
    }

    public mutating func field(_ value: String) {
        if fieldsInRecord > 0 { bytes.append(UInt8(ascii: "\t")) }
        fieldsInRecord += 1
        var value = value
        value.withUTF8 { utf8 in
            guard utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else {
                bytes.append(contentsOf: utf8)
                return
            }
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
                case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
                default: bytes.append(byte)
                }
            }
        }
    }

    public mutating func field<Number: BinaryInteger>(_ value: Number) {
        field(String(value))
    }

    /// A location as three fields: file, line and column.
    public mutating func location(_ at: SourceLocation) {
        field(at.file)
        field(at.line)
        field(at.column)
    }

    /// A diagnostic as a record of kind `kind`: severity, rule (empty for none), location and
    /// message (``CacheRecordReader/diagnostic()``).
    public mutating func diagnostic(_ kind: String, _ item: Diagnostic) {
        record(kind, item.severity.rawValue, item.rule ?? "")
        location(item.location)
        field(item.message)
        end()
    }

    /// Ends the record.
    public mutating func end() {
        bytes.append(UInt8(ascii: "\n"))
        fieldsInRecord = 0
    }
}
