import DocgenDiagnostics

/// Decodes file bytes as UTF-8, or reports the line and column of the first invalid byte.
enum UTF8Validation {
    static func decode(_ bytes: [UInt8], displayPath: String) -> Result<String, Diagnostic> {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        let content = bytes[start...]
        if let text = String(validating: content, as: UTF8.self) {
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
}
