import CYAML

/// Parses one YAML document into a ``YAMLNode`` tree with positions, through libyaml.
///
/// Aliases are expanded, but the expanded size is capped (``maximumNodeCount``) so an
/// alias bomb ("billion laughs") fails with a located error instead of exhausting memory.
public enum YAMLParser {
    /// The most nodes a document may expand to, aliases included.
    public static let maximumNodeCount = 1_000_000

    /// Parses `text`; returns nil for an empty document (only comments or whitespace).
    public static func parse(_ text: String) throws(YAMLParseError) -> YAMLNode? {
        var bytes = Array(text.utf8)
        if bytes.isEmpty { return nil }
        var builder = TreeBuilder()
        let failure: YAMLParseError? = bytes.withUnsafeMutableBufferPointer { buffer in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else {
                return YAMLParseError(line: 1, column: 1, message: "cannot initialise the YAML parser")
            }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    return syntaxError(parser)
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return nil }
                if let problem = builder.consume(event) { return problem }
            }
        }
        if let failure { throw failure }
        return builder.document
    }

    private static func syntaxError(_ parser: yaml_parser_t) -> YAMLParseError {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) {
            message = "\(problem) \(context)"
        }
        let mark = parser.problem_mark
        return YAMLParseError(line: Int(mark.line) + 1, column: Int(mark.column) + 1, message: message)
    }
}

/// Turns libyaml's event stream into a tree.
private struct TreeBuilder {
    /// A sequence or mapping being filled; `size` counts its expanded descendants.
    private struct Frame {
        var node: YAMLNode
        var items: [YAMLNode] = []
        var pairs: [YAMLPair] = []
        var pendingKey: YAMLNode?
        var anchor: String?
        var size = 0
    }

    private var stack: [Frame] = []
    private var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    private var nodeCount = 0
    /// The aliases read so far, and the nodes they added.
    private var aliasCount = 0
    private var aliasNodeCount = 0
    private var documentCount = 0
    private(set) var document: YAMLNode?

    mutating func consume(_ event: yaml_event_t) -> YAMLParseError? {
        let line = Int(event.start_mark.line) + 1
        let column = Int(event.start_mark.column) + 1
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documentCount += 1
            if documentCount > 1 {
                return YAMLParseError(line: line, column: column, message: "expected a single YAML document")
            }
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            let isPlain = scalar.style == YAML_PLAIN_SCALAR_STYLE
            let node = YAMLNode(.scalar(text, isPlain: isPlain), line: line, column: column)
            return add(node, anchor: Self.string(scalar.anchor), size: 1)
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.data.alias.anchor) ?? ""
            guard let target = anchors[name] else {
                return YAMLParseError(line: line, column: column, message: "unknown alias '*\(name)'")
            }
            var copy = target.node
            copy.line = line
            copy.column = column
            aliasCount += 1
            aliasNodeCount += target.size
            return add(copy, anchor: nil, size: target.size)
        case YAML_SEQUENCE_START_EVENT:
            stack.append(Frame(node: YAMLNode(.sequence([]), line: line, column: column),
                               anchor: Self.string(event.data.sequence_start.anchor)))
        case YAML_MAPPING_START_EVENT:
            stack.append(Frame(node: YAMLNode(.mapping([]), line: line, column: column),
                               anchor: Self.string(event.data.mapping_start.anchor)))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            var frame = stack.removeLast()
            frame.node.content = event.type == YAML_SEQUENCE_END_EVENT ? .sequence(frame.items) : .mapping(frame.pairs)
            return add(frame.node, anchor: frame.anchor, size: 1 + frame.size)
        default:
            break
        }
        return nil
    }

    private mutating func add(_ node: YAMLNode, anchor: String?, size: Int) -> YAMLParseError? {
        nodeCount += size
        if nodeCount > YAMLParser.maximumNodeCount {
            let limit = YAMLParser.maximumNodeCount
            let reached = aliasCount == 0
                ? "YAML document has more than \(limit) nodes"
                : "YAML document expands to more than \(limit) nodes, \(aliasNodeCount) of them copies made by its \(aliasCount) aliases"
            return YAMLParseError(line: node.line, column: node.column,
                                  message: reached + ", the most one document may hold (a limit that bounds the memory it takes)")
        }
        if let anchor { anchors[anchor] = (node, size) }
        guard !stack.isEmpty else {
            document = node
            return nil
        }
        let top = stack.count - 1
        stack[top].size += size
        if case .sequence = stack[top].node.content {
            stack[top].items.append(node)
        } else if let key = stack[top].pendingKey {
            stack[top].pairs.append(YAMLPair(key: key, value: node))
            stack[top].pendingKey = nil
        } else {
            stack[top].pendingKey = node
        }
        return nil
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
