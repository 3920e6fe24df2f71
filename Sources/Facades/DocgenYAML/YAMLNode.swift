/// A YAML node with its position, as read by ``YAMLParser``.
///
/// Scalars keep their text; typed reads (`intValue`, `boolValue`) follow the YAML 1.2 core schema
/// for plain scalars only, so `"10"` in quotes stays a string.
public struct YAMLNode: Sendable, Equatable {
    /// What the node holds.
    public indirect enum Content: Sendable, Equatable {
        case scalar(String, isPlain: Bool)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    public var content: Content
    /// 1-based line inside the parsed text.
    public var line: Int
    /// 1-based column (UTF-8 bytes) inside the parsed text.
    public var column: Int

    public init(_ content: Content, line: Int, column: Int) {
        self.content = content
        self.line = line
        self.column = column
    }

    /// The scalar text, or nil for a sequence or mapping.
    public var scalar: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// The scalar as a string, excluding plain `null`/`~`/empty, which mean "no value".
    public var stringValue: String? {
        guard case .scalar(let text, let isPlain) = content else { return nil }
        if isPlain && (text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL") { return nil }
        return text
    }

    /// True for a plain `null`, `~` or empty scalar.
    public var isNull: Bool {
        if case .scalar(let text, true) = content { return ["", "~", "null", "Null", "NULL"].contains(text) }
        return false
    }

    /// A plain scalar read as a decimal integer (`10`, `-3`, `+4`).
    public var intValue: Int? {
        guard case .scalar(let text, true) = content else { return nil }
        return Int(text.hasPrefix("+") ? String(text.dropFirst()) : text)
    }

    /// A plain scalar read as a number (`10`, `2.5`, `1e3`); not `.inf` or `.nan`.
    public var doubleValue: Double? {
        guard case .scalar(let text, true) = content, let first = text.utf8.first,
              first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
        else { return nil }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// A plain `true` or `false` (any capitalisation YAML 1.2 allows).
    public var boolValue: Bool? {
        guard case .scalar(let text, true) = content else { return nil }
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    /// The items of a sequence.
    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The pairs of a mapping, in document order.
    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// The value for a scalar key of a mapping.
    public subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key.scalar == key }?.value
    }

    /// A short name of the node's kind, for error messages ("a string", "a list", "a mapping").
    public var kindDescription: String {
        switch content {
        case .scalar: return isNull ? "null" : "a scalar"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

/// One key and value of a YAML mapping.
public struct YAMLPair: Sendable, Equatable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
