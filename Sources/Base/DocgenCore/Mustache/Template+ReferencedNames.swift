extension Template {
    /// The first part of every name the template and the partials it includes look up
    /// (`page` for `{{page.title}}`), to tell which values of a context its output depends on.
    /// Names inside sections count too, though they may resolve in the section's value first.
    public func referencedNames(partials: [String: Template]) -> Set<String> {
        var names: Set<String> = []
        var visited: Set<String> = []
        func collect(_ nodes: [TemplateNode]) {
            for node in nodes {
                switch node {
                case .text, .lineStart:
                    break
                case .variable(let name, _):
                    if let first = name.components.first { names.insert(first.name) }
                case .section(let name, let children), .invertedSection(let name, let children):
                    if let first = name.components.first { names.insert(first.name) }
                    collect(children)
                case .partial(let name, _):
                    if visited.insert(name).inserted, let partial = partials[name] { collect(partial.nodes) }
                }
            }
        }
        collect(nodes)
        return names
    }
}
