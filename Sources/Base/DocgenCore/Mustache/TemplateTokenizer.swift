/// What a tag does, decided by the sigil right after its opening delimiter.
enum TagKind: Equatable {
    /// `{{name}}` escapes HTML; `{{{name}}}` and `{{&name}}` do not.
    case variable(escapesHTML: Bool)
    /// `{{#name}}`
    case sectionOpen
    /// `{{^name}}`
    case invertedSectionOpen
    /// `{{/name}}`
    case sectionClose
    /// `{{>name}}`
    case partial
    /// `{{! anything }}`
    case comment
    /// `{{=open close=}}`
    case setDelimiters

    /// The kind a named tag's sigil (`&`, `#`, `^`, `/`, `>`) selects; nil for a plain variable.
    init?(sigil: UInt8) {
        switch sigil {
        case UInt8(ascii: "&"): self = .variable(escapesHTML: false)
        case UInt8(ascii: "#"): self = .sectionOpen
        case UInt8(ascii: "^"): self = .invertedSectionOpen
        case UInt8(ascii: "/"): self = .sectionClose
        case UInt8(ascii: ">"): self = .partial
        default: return nil
        }
    }

    /// Whether a line holding only this tag and whitespace is removed from the output.
    var canStandAlone: Bool {
        if case .variable = self { false } else { true }
    }
}

/// One tag of a template's source.
struct Tag {
    var kind: TagKind
    /// The trimmed name after the sigil; empty for comments and delimiter changes.
    var name: String
    /// The UTF-8 offset of the tag's opening delimiter, for error locations.
    var offset: Int
    /// The whitespace before a partial tag that stands alone on its line, set by `StandaloneLines`.
    var standaloneIndentation: ArraySlice<UInt8>? = nil
}

/// A lexical unit of a template's source.
enum TemplateToken {
    /// Literal text; never empty, holding at most one newline, at its end.
    case text(ArraySlice<UInt8>)
    /// A source line begins here (inserted by `StandaloneLines`, never by the tokenizer).
    case lineStart
    /// A tag of any kind.
    case tag(Tag)
}

/// Splits template source into text and tag tokens, following `{{=open close=}}` delimiter changes.
struct TemplateTokenizer {
    private let templateName: String
    private let source: [UInt8]
    private var openingDelimiter = Array("{{".utf8)
    private var closingDelimiter = Array("}}".utf8)
    private var position = 0
    private var tokens: [TemplateToken] = []

    init(templateName: String, source: [UInt8]) {
        self.templateName = templateName
        self.source = source
    }

    /// Tokenizes the whole source.
    consuming func tokenize() throws(TemplateError) -> [TemplateToken] {
        while let tagStart = firstIndex(of: openingDelimiter, from: position) {
            appendText(upTo: tagStart)
            try appendTag(at: tagStart)
        }
        appendText(upTo: source.count)
        return tokens
    }

    /// Appends the text from `position` to `end`, split after each newline.
    private mutating func appendText(upTo end: Int) {
        while position < end {
            let lineEnd = source[position..<end].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? end
            tokens.append(.text(source[position..<lineEnd]))
            position = lineEnd
        }
    }

    /// Reads the tag whose opening delimiter is at `tagStart`, moving `position` past it.
    private mutating func appendTag(at tagStart: Int) throws(TemplateError) {
        let afterOpening = tagStart + openingDelimiter.count
        let sigil = afterOpening < source.count ? source[afterOpening] : nil
        switch sigil {
        case UInt8(ascii: "{"):
            let content = try readContent(from: afterOpening + 1, closedBy: Array("}".utf8) + closingDelimiter, tagStart: tagStart)
            try appendNamedTag(.variable(escapesHTML: false), name: content, tagStart: tagStart)
        case UInt8(ascii: "="):
            let content = try readContent(from: afterOpening + 1, closedBy: Array("=".utf8) + closingDelimiter, tagStart: tagStart)
            try changeDelimiters(to: content, tagStart: tagStart)
            tokens.append(.tag(Tag(kind: .setDelimiters, name: "", offset: tagStart)))
        case UInt8(ascii: "!"):
            _ = try readContent(from: afterOpening + 1, closedBy: closingDelimiter, tagStart: tagStart)
            tokens.append(.tag(Tag(kind: .comment, name: "", offset: tagStart)))
        default:
            let content = try readContent(from: afterOpening, closedBy: closingDelimiter, tagStart: tagStart)
            if let kind = sigil.flatMap(TagKind.init(sigil:)) {
                try appendNamedTag(kind, name: content.dropFirst(), tagStart: tagStart)
            } else {
                try appendNamedTag(.variable(escapesHTML: true), name: content, tagStart: tagStart)
            }
        }
    }

    /// Returns the bytes from `start` up to `tagEnd` and moves past `tagEnd`.
    private mutating func readContent(from start: Int, closedBy tagEnd: [UInt8], tagStart: Int) throws(TemplateError) -> ArraySlice<UInt8> {
        guard let contentEnd = firstIndex(of: tagEnd, from: start) else {
            throw error(at: tagStart, "unclosed tag; expected '\(String(decoding: tagEnd, as: UTF8.self))'")
        }
        position = contentEnd + tagEnd.count
        return source[start..<contentEnd]
    }

    /// Appends a tag whose name, once trimmed, must not be empty.
    private mutating func appendNamedTag(_ kind: TagKind, name: ArraySlice<UInt8>, tagStart: Int) throws(TemplateError) {
        let trimmedName = name.trimmingWhitespace()
        guard !trimmedName.isEmpty else {
            throw error(at: tagStart, "empty tag name")
        }
        tokens.append(.tag(Tag(kind: kind, name: String(decoding: trimmedName, as: UTF8.self), offset: tagStart)))
    }

    /// Applies `{{=open close=}}`, whose content must be two delimiters separated by whitespace.
    private mutating func changeDelimiters(to content: ArraySlice<UInt8>, tagStart: Int) throws(TemplateError) {
        let delimiters = content.split(whereSeparator: \.isTemplateWhitespace)
        guard delimiters.count == 2 else {
            throw error(at: tagStart, "invalid set-delimiter tag; expected two delimiters separated by whitespace")
        }
        openingDelimiter = Array(delimiters[0])
        closingDelimiter = Array(delimiters[1])
    }

    /// The offset of the first occurrence of `pattern` at or after `start`.
    private func firstIndex(of pattern: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, source.count - start >= pattern.count else { return nil }
        var candidate = start
        let lastCandidate = source.count - pattern.count
        while candidate <= lastCandidate {
            guard let found = source[candidate...lastCandidate].firstIndex(of: first) else { return nil }
            if source[found..<found + pattern.count].elementsEqual(pattern) {
                return found
            }
            candidate = found + 1
        }
        return nil
    }

    private func error(at offset: Int, _ message: String) -> TemplateError {
        TemplateError(template: templateName, source: source, offset: offset, message: message)
    }
}

extension UInt8 {
    /// Space, tab, carriage return or newline.
    var isTemplateWhitespace: Bool {
        self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") || self == UInt8(ascii: "\r") || self == UInt8(ascii: "\n")
    }
}

extension ArraySlice<UInt8> {
    /// The slice without leading and trailing whitespace.
    func trimmingWhitespace() -> ArraySlice<UInt8> {
        guard let first = firstIndex(where: { !$0.isTemplateWhitespace }),
              let last = lastIndex(where: { !$0.isTemplateWhitespace }) else { return [] }
        return self[first...last]
    }
}
