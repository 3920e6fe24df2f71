/// One `i18n/<language>.yml` file of a theme: the words its templates show, by key.
public struct ThemeStringTable: Sendable, Equatable {
    /// The file as diagnostics name it (`templates/i18n/zh-Hans.yml`).
    public var displayPath: String
    public var strings: [String: String]

    public init(displayPath: String, strings: [String: String]) {
        self.displayPath = displayPath
        self.strings = strings
    }
}
