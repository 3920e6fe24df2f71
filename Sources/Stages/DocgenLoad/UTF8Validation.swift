import DocgenCore
import DocgenModel

/// Decodes file bytes as UTF-8, or reports the line and column of the first invalid byte.
enum UTF8Validation {
    static func decode(_ bytes: [UInt8], displayPath: String) -> Result<String, Diagnostic> {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        let content = bytes[start...]
        if let text = String(validating: content, as: UTF8.self) {
            if let control = firstControlCharacter(content) {
                return .failure(.error("control character U+\(String(format04: control.byte)) is not allowed in a page (XML forbids it)",
                                       at: SourceLocation(file: displayPath, line: control.line, column: control.column)))
            }
            return .success(text)
        }
        var line = 1, column = 1
        var iterator = content.makeIterator()
        var decoder = UTF8()
        var offset = content.startIndex
        var consumed = 0
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                let width = UTF8.width(scalar)
                consumed += width
                if scalar == "\n" { line += 1; column = 1 } else { column += width }
            case .emptyInput:
                break loop
            case .error:
                break loop
            }
        }
        offset += consumed
        return .failure(.error("file is not valid UTF-8 (invalid byte 0x\(String(bytes[offset], radix: 16, uppercase: true)))",
                               at: SourceLocation(file: displayPath, line: line, column: column)))
    }

    /// The first C0 control other than tab, line feed and carriage return, with its position.
    private static func firstControlCharacter(_ bytes: ArraySlice<UInt8>) -> (byte: UInt8, line: Int, column: Int)? {
        var line = 1, lineStart = bytes.startIndex
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            } else if byte < 0x20 && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r") {
                return (byte, line, index - lineStart + 1)
            }
        }
        return nil
    }
}

private extension String {
    /// Four uppercase hex digits.
    init(format04 value: UInt8) {
        let hex = String(value, radix: 16, uppercase: true)
        self = String(repeating: "0", count: 4 - hex.count) + hex
    }
}
