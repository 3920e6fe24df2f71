/// The spec's standalone-line rule: a line holding one section, inverted, closing, comment,
/// partial or set-delimiter tag and otherwise only whitespace is removed from the output,
/// except for the tag itself. Every line that is kept is marked with a `lineStart` token.
enum StandaloneLines {
    /// Removes standalone lines' whitespace and marks the start of each kept line.
    static func resolve(_ tokens: [TemplateToken]) -> [TemplateToken] {
        var resolved: [TemplateToken] = []
        resolved.reserveCapacity(tokens.count + tokens.count / 2)
        var lineStart = tokens.startIndex
        for (index, token) in tokens.enumerated() {
            let isLastToken = index == tokens.count - 1
            guard isLastToken || token.endsLine else { continue }
            let line = tokens[lineStart...index]
            if let tag = standaloneTag(in: line) {
                resolved.append(.tag(tag))
            } else {
                resolved.append(.lineStart)
                resolved.append(contentsOf: line)
            }
            lineStart = index + 1
        }
        return resolved
    }

    /// The line's only tag, with a partial's indentation, if the line stands alone.
    private static func standaloneTag(in line: ArraySlice<TemplateToken>) -> Tag? {
        var standalone: Tag?
        var leadingWhitespace: ArraySlice<UInt8> = []
        for token in line {
            switch token {
            case .text(let bytes):
                guard bytes.isBlankLineFragment else { return nil }
                if standalone == nil {
                    leadingWhitespace = bytes
                }
            case .tag(let tag):
                guard tag.kind.canStandAlone, standalone == nil else { return nil }
                standalone = tag
            case .lineStart:
                return nil
            }
        }
        if standalone?.kind == .partial {
            standalone?.standaloneIndentation = leadingWhitespace
        }
        return standalone
    }
}

extension TemplateToken {
    /// Whether this token is text ending in a newline.
    fileprivate var endsLine: Bool {
        if case .text(let bytes) = self { bytes.last == UInt8(ascii: "\n") } else { false }
    }
}

extension ArraySlice<UInt8> {
    /// Whether the text is only spaces and tabs, optionally ending in `\n` or `\r\n`.
    fileprivate var isBlankLineFragment: Bool {
        var body = self
        if body.last == UInt8(ascii: "\n") {
            body = body.dropLast()
            if body.last == UInt8(ascii: "\r") {
                body = body.dropLast()
            }
        }
        return body.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }
}
