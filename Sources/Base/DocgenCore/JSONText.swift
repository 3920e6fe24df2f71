/// Writing JSON by hand, for output whose key order must be stable.
public enum JSONText {
    /// `text` as a JSON string literal, quotes included.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Appends the UTF-8 text `bytes` to `out` as a JSON string literal, quotes included: runs
    /// that need no escape are copied whole, so a page of HTML costs one pass. With
    /// `shortControlEscapes`, a backspace and a form feed are written `\b` and `\f`, as serde_json
    /// writes them (Pagefind names its files by the hash of such JSON), not `\u0008` and `\u000c`.
    public static func appendString<Bytes: Collection<UInt8>>(_ bytes: Bytes, to out: inout [UInt8], shortControlEscapes: Bool = false) {
        let hex = Array("0123456789abcdef".utf8)
        out.reserveCapacity(out.count + bytes.count + 2)
        out.append(UInt8(ascii: "\""))
        var runStart = bytes.startIndex
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                bytes.formIndex(after: &index)
                continue
            }
            out.append(contentsOf: bytes[runStart..<index])
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x08 where shortControlEscapes: out += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C where shortControlEscapes: out += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            default: out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
            bytes.formIndex(after: &index)
            runStart = index
        }
        out.append(contentsOf: bytes[runStart..<index])
        out.append(UInt8(ascii: "\""))
    }
}
