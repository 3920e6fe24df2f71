/// Parses template source into a node tree, reporting located errors for malformed tags and sections.
struct TemplateParser {
    /// A section whose closing tag has not been reached yet.
    private struct OpenSection {
        let tag: Tag
        /// The nodes of the enclosing level, parsed before this section opened.
        let enclosingNodes: [TemplateNode]
    }

    private let templateName: String
    private let source: [UInt8]

    init(templateName: String, source: [UInt8]) {
        self.templateName = templateName
        self.source = source
    }

    /// Parses the whole source into the template's top-level nodes.
    func parse() throws(TemplateError) -> [TemplateNode] {
        let tokens = StandaloneLines.resolve(try TemplateTokenizer(templateName: templateName, source: source).tokenize())
        var openSections: [OpenSection] = []
        var nodes: [TemplateNode] = []
        for token in tokens {
            switch token {
            case .text(let bytes):
                nodes.append(.text(Array(bytes)))
            case .lineStart:
                nodes.append(.lineStart)
            case .tag(let tag):
                switch tag.kind {
                case .variable(let escapesHTML):
                    nodes.append(.variable(VariableName(tag.name), escapesHTML: escapesHTML))
                case .sectionOpen, .invertedSectionOpen:
                    openSections.append(OpenSection(tag: tag, enclosingNodes: nodes))
                    nodes = []
                case .sectionClose:
                    guard let open = openSections.popLast() else {
                        throw error(at: tag, "closing tag '/\(tag.name)' has no open section")
                    }
                    guard open.tag.name == tag.name else {
                        throw error(at: tag, "closing tag '/\(tag.name)' does not match open section '\(open.tag.name)'")
                    }
                    let name = VariableName(open.tag.name)
                    let section: TemplateNode = open.tag.kind == .sectionOpen
                        ? .section(name, children: nodes)
                        : .invertedSection(name, children: nodes)
                    nodes = open.enclosingNodes
                    nodes.append(section)
                case .partial:
                    nodes.append(.partial(name: tag.name, standaloneIndentation: tag.standaloneIndentation.map(Array.init)))
                case .comment, .setDelimiters:
                    break
                }
            }
        }
        if let unclosed = openSections.last {
            throw error(at: unclosed.tag, "unclosed section '\(unclosed.tag.name)'")
        }
        return nodes
    }

    private func error(at tag: Tag, _ message: String) -> TemplateError {
        TemplateError(template: templateName, source: source, offset: tag.offset, message: message)
    }
}
