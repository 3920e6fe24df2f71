/// A dotted variable name split at parse time; no components means the implicit iterator `.`.
struct VariableName: Sendable {
    /// The period-separated parts, e.g. `["person", "name"]`; empty for `.`.
    let components: [TemplateKey]

    init(_ text: String) {
        components = text == "." ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map { TemplateKey(String($0)) }
    }
}

/// One element of a parsed template's tree.
enum TemplateNode: Sendable {
    /// Literal template text, as UTF-8.
    case text([UInt8])
    /// A line of the template's source begins here; an indented standalone partial indents it.
    case lineStart
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (verbatim).
    case variable(VariableName, escapesHTML: Bool)
    /// `{{#name}}...{{/name}}`: renders its children once per element of a truthy value.
    case section(VariableName, children: [TemplateNode])
    /// `{{^name}}...{{/name}}`: renders its children once when the value is falsey.
    case invertedSection(VariableName, children: [TemplateNode])
    /// `{{>name}}`; `standaloneIndentation` is the whitespace before a standalone partial tag, nil inline.
    case partial(name: String, standaloneIndentation: [UInt8]?)
}
