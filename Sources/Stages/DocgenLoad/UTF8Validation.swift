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
        let line = 1 + bytes[..<index].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        return (bytes[index], line, index - lineStart + 1)
    }

    /// The offset of the first such control in `buffer`, looked for 8 bytes at a time: almost
    /// every page has none, and a loop byte by byte cost 5 instructions a byte of every chapter.
    private static func firstControlOffset(_ buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = buffer.baseAddress else { return nil }
        func isForbidden(_ byte: UInt8) -> Bool { byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D }
        var index = 0
        while index + 8 <= buffer.count {
            // Some byte of the word is below 0x20 (a bit trick that finds every such byte; the
            // tabs and line ends it also finds are looked at one by one).
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080 != 0,
               let found = (index..<(index + 8)).first(where: { isForbidden(buffer[$0]) }) {
                return found
            }
            index += 8
        }
        return (index..<buffer.count).first { isForbidden(buffer[$0]) }
    }
}

private extension String {
    /// Four uppercase hex digits.
    init(format04 value: UInt8) {
        let hex = String(value, radix: 16, uppercase: true)
        self = String(repeating: "0", count: 4 - hex.count) + hex
    }
}
