/// One language of a multilingual site (`languages:` in `docgen.yml`).
public struct SiteLanguage: Sendable, Equatable {
    /// A BCP 47 code (`en`, `zh-Hans`): the folder of its content inside content/, and of its
    /// pages in the output unless it is the default language.
    public var code: String
    /// Its name in itself, for the language switcher (`English`, `简体中文`).
    public var name: String
    /// The site's title and description in this language.
    public var title: String
    public var description: String

    public init(code: String, name: String, title: String, description: String) {
        self.code = code
        self.name = name
        self.title = title
        self.description = description
    }
}
