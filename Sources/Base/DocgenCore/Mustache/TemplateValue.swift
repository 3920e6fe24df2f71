/// A value a template renders: the data model passed to templates.
///
/// Sections treat `null`, `false`, `0`, `0.0`, `""` and `[]` as falsey (the spec's
/// `!!data` rule); every other value, including an empty object, is truthy.
public enum TemplateValue: Sendable, Equatable {
    /// The absence of a value; renders as the empty string and is falsey.
    case null
    /// A boolean; renders as `true` or `false`.
    case bool(Bool)
    /// An integer; renders in decimal, e.g. `85`.
    case int(Int)
    /// A floating-point number; renders in its shortest form, e.g. `1.21`, with `1.0` as `1`.
    case double(Double)
    /// A string; HTML-escaped by `{{name}}`, verbatim in `{{{name}}}` and `{{&name}}`.
    case string(String)
    /// A list; a section over it renders once per element.
    case list([TemplateValue])
    /// A map of names to values; a section over it pushes it onto the context stack.
    case object([TemplateKey: TemplateValue])
    /// A boolean decided per instance of a ``TemplateFragment``: true in the instance made for
    /// this key, false in every other. Rendered outside a fragment, it is false.
    case choice(Int)
    /// Text left out of a ``TemplateFragment``: a variable over it leaves a hole of this name,
    /// to be filled with bytes made elsewhere (a page's content). Rendered outside a fragment,
    /// it is empty.
    case hole(String)
}

extension TemplateValue {
    /// Whether a section over this value renders (and an inverted section does not).
    var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .int(let value): value != 0
        case .double(let value): value != 0
        case .string(let value): !value.isEmpty
        case .list(let elements): !elements.isEmpty
        case .object: true
        case .choice: false
        case .hole: true
        }
    }
}
