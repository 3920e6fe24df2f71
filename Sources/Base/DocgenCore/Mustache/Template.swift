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
        return renderer.bytes()
    }

    /// Renders the template once, for many instances: sections over ``TemplateValue/choice(_:)``
    /// values are decided per instance, and the partials named in `holes` are left out where
    /// their output would not be indented (elsewhere they are rendered as usual).
    public func renderFragment(_ context: TemplateValue, partials: [String: Template], holes: Set<String> = [],
                               capacity: Int = 0) -> TemplateFragment {
        var renderer = TemplateRenderer(context: context, partials: partials, holes: holes, capacity: capacity)
        renderer.render(nodes, indentation: [])
        return renderer.fragment()
    }
}
