/// A YAML syntax problem at a 1-based line and column inside the parsed text.
public struct YAMLParseError: Error, Sendable, Equatable {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}
