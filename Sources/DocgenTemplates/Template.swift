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
        String(decoding: renderUTF8(context, partials: partials), as: UTF8.self)
    }

    /// ``render(_:partials:)`` as UTF-8 bytes, for output that goes straight to a file.
    ///
    /// - Parameter capacity: the expected size, reserved up front so the output grows without
    ///   copying (a page's size is known roughly from its content).
    public func renderUTF8(_ context: TemplateValue, partials: [String: Template], capacity: Int = 0) -> [UInt8] {
        var renderer = TemplateRenderer(context: context, partials: partials, capacity: capacity)
        renderer.render(nodes, indentation: [])
        return renderer.output
    }
}
