/// A parsed template.
///
/// Parse each template once and render it many times; rendering never fails.
public struct Template: Sendable {
    /// The parsed node tree.
    let nodes: [TemplateNode]

    /// Parses Mustache source, reporting unclosed tags, unclosed or mismatched sections,
    /// closing tags without an open section, invalid delimiter changes and empty tag names.
    public init(source: String, name: String) throws(TemplateError) {
        nodes = try TemplateParser(templateName: name, source: Array(source.utf8)).parse()
    }

    /// Renders the template against `context`; a partial missing from `partials` renders as "".
    public func render(_ context: TemplateValue, partials: [String: Template]) -> String {
        var renderer = TemplateRenderer(context: context, partials: partials)
        renderer.render(nodes, indentation: [])
        return String(decoding: renderer.output, as: UTF8.self)
    }
}
