/// Renders a node tree against a context stack into UTF-8 bytes.
struct TemplateRenderer {
    private let partials: [String: Template]
    /// How deeply partials may include partials.
    static let maximumPartialDepth = 64
    /// How many partials one render may expand in all: `{{>self}}{{>self}}` would otherwise
    /// double at every level.
    static let maximumPartialExpansions = 100_000
    /// Partials not rendered but left as holes in the output.
    private let holes: Set<String>
    private var partialDepth = 0
    private var partialExpansions = 0
    /// The contexts names are resolved against, innermost last.
    private var contextStack: [TemplateValue]
    /// The output before ``output``, when it has choices or holes.
    private var pieces: [TemplateFragment.Piece] = []
    /// The rendered UTF-8 output since the last choice or hole.
    private var output: [UInt8] = []

    init(context: TemplateValue, partials: [String: Template], holes: Set<String> = [], capacity: Int = 0) {
        self.partials = partials
        self.holes = holes
        contextStack = [context]
        output.reserveCapacity(capacity)
    }

    /// Everything rendered, as a fragment.
    mutating func fragment() -> TemplateFragment {
        flush()
        return TemplateFragment(pieces: pieces)
    }

    /// Everything rendered, with every choice false: the output of a plain render.
    mutating func bytes() -> [UInt8] {
        guard !pieces.isEmpty else { return output }
        return fragment().instance(selecting: nil).bytes
    }

    private mutating func flush() {
        if !output.isEmpty { pieces.append(.bytes(output)) }
        output = []
    }

    /// What `body` renders, as pieces of its own, and the output as it was before.
    private mutating func capture(_ body: (inout TemplateRenderer) -> Void) -> [TemplateFragment.Piece] {
        flush()
        let outer = pieces
        pieces = []
        body(&self)
        flush()
        let captured = pieces
        pieces = outer
        return captured
    }

    /// Renders `nodes`, writing `indentation` at the start of each of their source lines.
    mutating func render(_ nodes: [TemplateNode], indentation: [UInt8]) {
        for node in nodes {
            switch node {
            case .text(let bytes):
                output.append(contentsOf: bytes)
            case .lineStart:
                output.append(contentsOf: indentation)
            case .variable(let name, let escapesHTML):
                let value = resolve(name)
                if case .choice(let key) = value {
                    flush()
                    pieces.append(.choice(key: key, whenTrue: [.bytes(Array("true".utf8))], whenFalse: [.bytes(Array("false".utf8))]))
                } else if case .hole(let hole) = value {
                    flush()
                    pieces.append(.hole(hole, escapesHTML: escapesHTML))
                } else {
                    value.appendInterpolation(to: &output, escapingHTML: escapesHTML)
                }
            case .section(let name, let children):
                switch resolve(name) {
                case .choice(let key):
                    let whenTrue = capture { $0.render(children, indentation: indentation, pushing: .bool(true)) }
                    pieces.append(.choice(key: key, whenTrue: whenTrue, whenFalse: []))
                case .list(let elements):
                    for element in elements {
                        render(children, indentation: indentation, pushing: element)
                    }
                case let value where value.isTruthy:
                    render(children, indentation: indentation, pushing: value)
                default:
                    break
                }
            case .invertedSection(let name, let children):
                let value = resolve(name)
                if case .choice(let key) = value {
                    let whenFalse = capture { $0.render(children, indentation: indentation) }
                    pieces.append(.choice(key: key, whenTrue: [], whenFalse: whenFalse))
                } else if !value.isTruthy {
                    render(children, indentation: indentation)
                }
            case .partial(let name, let standaloneIndentation):
                // A partial may include itself (a recursive table of contents); past a fixed depth,
                // or a fixed number of expansions, it renders nothing, so a partial that never
                // stops can neither overflow the stack nor run for ever. A hole is left only where
                // the partial's lines are not indented, so that bytes rendered once fit every hole.
                if holes.contains(name), (standaloneIndentation.map { indentation + $0 } ?? []).isEmpty {
                    flush()
                    pieces.append(.hole(name, escapesHTML: false))
                } else if let partial = partials[name], partialDepth < Self.maximumPartialDepth,
                   partialExpansions < Self.maximumPartialExpansions {
                    partialDepth += 1
                    partialExpansions += 1
                    // An inline partial's lines are not indented; a standalone one adds its own indentation.
                    render(partial.nodes, indentation: standaloneIndentation.map { indentation + $0 } ?? [])
                    partialDepth -= 1
                }
            }
        }
    }

    private mutating func render(_ nodes: [TemplateNode], indentation: [UInt8], pushing context: TemplateValue) {
        contextStack.append(context)
        render(nodes, indentation: indentation)
        contextStack.removeLast()
    }

    /// Resolves a name per the spec: the first part walks up the context stack to the first
    /// object holding that key; each further part must be a key of the previous part's value.
    /// Anything unresolved is `.null`.
    private func resolve(_ name: VariableName) -> TemplateValue {
        guard let first = name.components.first else {
            return contextStack[contextStack.count - 1]  // the root context is never popped
        }
        var resolved: TemplateValue?
        for case .object(let fields) in contextStack.reversed() {
            if let value = fields[first] {
                resolved = value
                break
            }
        }
        guard var value = resolved else { return .null }
        for component in name.components.dropFirst() {
            guard case .object(let fields) = value, let next = fields[component] else { return .null }
            value = next
        }
        return value
    }
}
