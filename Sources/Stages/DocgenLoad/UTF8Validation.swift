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
        guard let offset = bytes.withUnsafeBufferPointer(firstControlOffset) else { return nil }
        let index = bytes.startIndex + offset
        let lineStart = bytes[..<index].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.startIndex
        let line = 1 + bytes[..<index].withUnsafeBufferPointer(ByteSearch.newlines(in:))
        return (bytes[index], line, index - lineStart + 1)
    }

    /// The offset of the first such control in `buffer`. Words of 8 bytes with none below 0x20
    /// are passed over (almost every page has no control, and a loop byte by byte cost 5
    /// instructions a byte of every chapter); the tabs and line ends a word holds are looked at
    /// one by one.
    private static func firstControlOffset(_ buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        func isForbidden(_ byte: UInt8) -> Bool { byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D }
        var index = 0
        while index < buffer.count {
            index = ByteSearch.firstWord(in: buffer, from: index) { ByteSearch.wordHasByte(below: 0x20, $0) }
            let end = min(index + 8, buffer.count)
            if let found = (index..<end).first(where: { isForbidden(buffer[$0]) }) { return found }
            index = end
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
