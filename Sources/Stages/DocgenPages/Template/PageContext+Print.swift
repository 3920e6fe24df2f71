import DocgenCore

extension PageContext {
    /// The context of a language's print page at `path` (``PrintEdition``): the values every
    /// page shares, and `print`, with the table of `contents` (its parts, each with its chapters'
    /// `id`, `title` and `depth`), the `chapters` (each one's `id` and `html`) and the `date`.
    func print(language: String, path: String, contents: [TemplateValue], chapters: [TemplateValue], date: String?) -> TemplateValue {
        var values = shared(root: SitePath.rootPrefix(for: path), nav: .null, language: language)
        values["print"] = .object([
            "contents": .list(contents),
            "chapters": .list(chapters),
            "date": date.map(TemplateValue.string) ?? .null,
        ])
        return .object(values)
    }
}
