/// A located template error (1-based line and column inside the named template).
public struct TemplateError: Error, Equatable, Sendable {
    /// The name of the template the error was found in.
    public var template: String
    /// The 1-based line of the offending tag.
    public var line: Int
    /// The 1-based column, in characters, of the offending tag's opening delimiter.
    public var column: Int
    /// A lowercase, compiler-like description, e.g. `unclosed section 'items'`.
    public var message: String

    /// Creates an error at an explicit line and column.
    public init(template: String, line: Int, column: Int, message: String) {
        self.template = template
        self.line = line
        self.column = column
        self.message = message
    }
}

extension TemplateError: CustomStringConvertible {
    /// The error as `template:line:column: error: message`.
    public var description: String {
        "\(template):\(line):\(column): error: \(message)"
    }
}

extension TemplateError {
    /// Creates an error located at a UTF-8 byte offset of the template's source.
    init(template: String, source: [UInt8], offset: Int, message: String) {
        let newline = UInt8(ascii: "\n")
        let lineStart = source[..<offset].lastIndex(of: newline).map { $0 + 1 } ?? 0
        let precedingNewlines = source[..<lineStart].reduce(0) { $1 == newline ? $0 + 1 : $0 }
        let charactersBefore = String(decoding: source[lineStart..<offset], as: UTF8.self).count
        self.init(template: template, line: precedingNewlines + 1, column: charactersBefore + 1, message: message)
    }
}
