import DocgenCore

/// Highlights HTML and XML: tag names as keys, attribute names as attributes and their values
/// as strings, comments, `<!DOCTYPE>`, `<?xml?>` and CDATA as directives, and entities
/// (`&amp;`) as escapes; in HTML, a `<script>` is lexed as JavaScript and a `<style>` as CSS.
///
/// Go templates (Hugo's `go-html-template`, and `go-text-template` without the markup) have
/// their actions, `{{ … }}`, lexed wherever they stand, in text, a tag or a value: the braces
/// as directives, keywords (`range`, `end` …), built-in functions, `.Fields` and `$variables`,
/// strings, numbers and `{{/* comments */}}`.
struct MarkupLexer {
    enum Dialect {
        case html, xml
        /// Hugo's `go-html-template`: HTML with template actions.
        case goHTMLTemplate
        /// `go-text-template`: text with template actions.
        case goTextTemplate
    }

    private let source: UnsafeBufferPointer<UInt8>
    private let dialect: Dialect
    private var position = 0
    private var writer: HTMLTokenWriter

    static func highlight(_ source: UnsafeBufferPointer<UInt8>, dialect: Dialect) -> HTMLTokenWriter {
        var lexer = MarkupLexer(source: source, dialect: dialect)
        lexer.lexDocument()
        return lexer.writer
    }

    private init(source: UnsafeBufferPointer<UInt8>, dialect: Dialect) {
        self.source = source
        self.dialect = dialect
        self.writer = HTMLTokenWriter(reservingCapacityFor: source.count)
    }

    private var hasActions: Bool {
        dialect == .goHTMLTemplate || dialect == .goTextTemplate
    }

    private var isHTML: Bool {
        dialect == .html || dialect == .goHTMLTemplate
    }

    private func byte(at index: Int) -> UInt8 {
        index < source.count ? source[index] : 0
    }

    private func starts(with text: StaticString, at index: Int) -> Bool {
        guard index + text.utf8CodeUnitCount <= source.count else { return false }
        return text.withUTF8Buffer { pattern in pattern.indices.allSatisfy { source[index + $0] == pattern[$0] } }
    }

    private func startsIgnoringCase(with text: StaticString, at index: Int) -> Bool {
        guard index + text.utf8CodeUnitCount <= source.count else { return false }
        return text.withUTF8Buffer { pattern in pattern.indices.allSatisfy { source[index + $0] | 0x20 == pattern[$0] | 0x20 } }
    }

    /// The index just after the first `terminator` from `index`, or the end.
    private func index(after terminator: StaticString, from index: Int) -> Int {
        var index = index
        while index < source.count {
            if starts(with: terminator, at: index) { return index + terminator.utf8CodeUnitCount }
            index += 1
        }
        return source.count
    }

    private mutating func lexDocument() {
        while position < source.count {
            let current = source[position]
            if hasActions && current == UInt8(ascii: "{") && byte(at: position + 1) == UInt8(ascii: "{") {
                lexAction()
            } else if dialect != .goTextTemplate && current == UInt8(ascii: "<") {
                lexMarkup()
            } else if dialect != .goTextTemplate && current == UInt8(ascii: "&") {
                lexEntity()
            } else {
                writer.appendEscaped(current)
                position += 1
            }
        }
    }

    /// What starts with `<`: a comment, a declaration, a processing instruction, CDATA or a tag.
    private mutating func lexMarkup() {
        let start = position
        if starts(with: "<!--", at: position) {
            position = index(after: "-->", from: position + 4)
            writer.appendToken(.comment, source, start..<position)
        } else if starts(with: "<![CDATA[", at: position) {
            position = index(after: "]]>", from: position + 9)
            writer.appendToken(.directive, source, start..<position)
        } else if byte(at: position + 1) == UInt8(ascii: "!") || byte(at: position + 1) == UInt8(ascii: "?") {
            position = index(after: ">", from: position + 2)
            writer.appendToken(.directive, source, start..<position)
        } else if isNameStart(byte(at: position + 1)) || (byte(at: position + 1) == UInt8(ascii: "/") && isNameStart(byte(at: position + 2))) {
            lexTag()
        } else {
            writer.appendEscaped(source[position])
            position += 1
        }
    }

    private func isNameStart(_ byte: UInt8) -> Bool {
        byte.isASCIILetter || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte.isNonASCII
    }

    private func isNameCharacter(_ byte: UInt8) -> Bool {
        isNameStart(byte) || byte.isASCIIDigit || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// `<name attribute="value">` or `</name>`; after an HTML `<script>` or `<style>`, its text.
    private mutating func lexTag() {
        writer.appendEscaped(source[position])
        position += 1
        let isClosing = source[position] == UInt8(ascii: "/")
        if isClosing {
            writer.appendEscaped(source[position])
            position += 1
        }
        let nameStart = position
        while position < source.count && isNameCharacter(source[position]) {
            position += 1
        }
        let name = nameStart..<position
        writer.appendToken(.key, source, name)
        var isJavaScript = true
        while position < source.count {
            let current = source[position]
            if current == UInt8(ascii: ">") {
                writer.appendEscaped(current)
                position += 1
                break
            }
            if current == UInt8(ascii: "<") { return }   // a tag left open: the next one starts
            if hasActions && current == UInt8(ascii: "{") && byte(at: position + 1) == UInt8(ascii: "{") {
                lexAction()
            } else if isNameStart(current) || current == UInt8(ascii: "@") || current == UInt8(ascii: "-") {
                let attribute = position
                position += 1
                while position < source.count && (isNameCharacter(source[position]) || source[position] == UInt8(ascii: "@")) {
                    position += 1
                }
                writer.appendToken(.attribute, source, attribute..<position)
                if source[attribute..<position].elementsEqual("type".utf8) {
                    isJavaScript = scriptTypeIsJavaScript()
                }
            } else if current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") {
                lexValue(quote: current)
            } else {
                writer.appendEscaped(current)
                position += 1
            }
        }
        guard isHTML, !isClosing, position <= source.count, source[position - 1] == UInt8(ascii: ">"),
              source[position - 2] != UInt8(ascii: "/") else { return }
        let tagName = source[name]
        if tagName.count == 6, startsIgnoringCase(with: "script", at: name.lowerBound) {
            lexRawText(closing: "</script", isScript: true, isJavaScript: isJavaScript)
        } else if tagName.count == 5, startsIgnoringCase(with: "style", at: name.lowerBound) {
            lexRawText(closing: "</style", isScript: false, isJavaScript: false)
        }
    }

    /// True unless the `type` attribute after the cursor names something other than JavaScript
    /// (`text/template`, `application/json`).
    private func scriptTypeIsJavaScript() -> Bool {
        var index = position
        while index < source.count && (source[index] == UInt8(ascii: " ") || source[index] == UInt8(ascii: "=")) {
            index += 1
        }
        let quote = byte(at: index)
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return true }
        let valueStart = index + 1
        var valueEnd = valueStart
        while valueEnd < source.count && source[valueEnd] != quote {
            valueEnd += 1
        }
        let value = String(decoding: source[valueStart..<valueEnd], as: UTF8.self).lowercased()
        return value.isEmpty || value.contains("javascript") || value == "module" || value.contains("ecmascript")
    }

    /// A quoted attribute value, its template actions lexed.
    private mutating func lexValue(quote: UInt8) {
        let start = position
        position += 1
        var runStart = start
        while position < source.count {
            let current = source[position]
            if current == quote {
                position += 1
                break
            }
            if hasActions && current == UInt8(ascii: "{") && byte(at: position + 1) == UInt8(ascii: "{") {
                writer.appendToken(.string, source, runStart..<position)
                lexAction()
                runStart = position
            } else {
                position += 1
            }
        }
        writer.appendToken(.string, source, runStart..<position)
    }

    /// `&amp;`, `&#233;`, `&#x1F600;`.
    private mutating func lexEntity() {
        var index = position + 1
        if byte(at: index) == UInt8(ascii: "#") { index += 1 }
        let nameStart = index
        while index < source.count && index - nameStart < 32 && source[index].isWordCharacter {
            index += 1
        }
        guard index > nameStart, byte(at: index) == UInt8(ascii: ";") else {
            writer.appendEscaped(source[position])
            position += 1
            return
        }
        writer.appendToken(.escape, source, position..<index + 1)
        position = index + 1
    }

    /// The text of a `<script>` or `<style>`, up to its closing tag, lexed as its language.
    private mutating func lexRawText(closing: StaticString, isScript: Bool, isJavaScript: Bool) {
        var textEnd = position
        while textEnd < source.count && !startsIgnoringCase(with: closing, at: textEnd) {
            textEnd += 1
        }
        if isScript && !isJavaScript {
            writer.appendEscaped(source, position..<textEnd)
        } else if isScript {
            CFamilyLexer.lex(source, position..<textEnd, dialect: .javaScript, into: &writer)
        } else {
            StyleLexer.lex(source, position..<textEnd, dialect: .css, into: &writer)
        }
        position = textEnd
    }

    /// A Go template action, `{{ … }}` (`{{-` and `-}}` trim spaces), or its comment
    /// `{{/* … */}}`; an action left open ends at its line's end.
    private mutating func lexAction() {
        let start = position
        var inside = position + 2
        if byte(at: inside) == UInt8(ascii: "-") && byte(at: inside + 1) == UInt8(ascii: " ") { inside += 1 }
        var probe = inside
        while probe < source.count && source[probe] == UInt8(ascii: " ") {
            probe += 1
        }
        if starts(with: "/*", at: probe) {
            position = index(after: "}}", from: probe + 2)
            writer.appendToken(.comment, source, start..<position)
            return
        }
        writer.appendToken(.directive, source, start..<inside)
        position = inside
        while position < source.count {
            let current = source[position]
            if current == UInt8(ascii: "\n") && !hasOpenAction(from: position) { return }
            if current == UInt8(ascii: "}") && byte(at: position + 1) == UInt8(ascii: "}") {
                writer.appendToken(.directive, source, position..<position + 2)
                position += 2
                return
            }
            if current == UInt8(ascii: "-") && byte(at: position + 1) == UInt8(ascii: "}") && byte(at: position + 2) == UInt8(ascii: "}") {
                writer.appendToken(.directive, source, position..<position + 3)
                position += 3
                return
            }
            switch current {
            case UInt8(ascii: "\""), UInt8(ascii: "`"), UInt8(ascii: "'"):
                lexActionString(quote: current)
            case UInt8(ascii: "."), UInt8(ascii: "$"):
                let variable = position
                position += 1
                while position < source.count && (source[position].isWordCharacter || source[position] == UInt8(ascii: ".")) {
                    position += 1
                }
                writer.appendToken(.variable, source, variable..<position)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let number = position
                while position < source.count && (source[position].isHexDigit || source[position] == UInt8(ascii: ".")
                    || source[position] == UInt8(ascii: "x") || source[position] == UInt8(ascii: "_")) {
                    position += 1
                }
                writer.appendToken(.number, source, number..<position)
            default:
                if current.isASCIILetter || current == UInt8(ascii: "_") {
                    let word = position
                    while position < source.count && source[position].isWordCharacter {
                        position += 1
                    }
                    let range = word..<position
                    let tokenClass: TokenClass? = Self.actionKeywords.contains(source, range) ? .keyword
                        : Self.actionLiterals.contains(source, range) ? .literal
                        : byte(at: position) == UInt8(ascii: ".") ? nil : .function
                    if let tokenClass { writer.appendToken(tokenClass, source, range) } else { writer.appendEscaped(source, range) }
                } else {
                    writer.appendEscaped(current)
                    position += 1
                }
            }
        }
    }

    /// True when `}}` comes within the next 4 KiB: an action that goes on over several lines
    /// (Hugo allows it). The limit keeps a page of unclosed actions from being read once per line.
    private func hasOpenAction(from index: Int) -> Bool {
        var index = index
        let limit = min(source.count, index + 4096)
        while index + 1 < limit {
            if source[index] == UInt8(ascii: "}") && source[index + 1] == UInt8(ascii: "}") { return true }
            if source[index] == UInt8(ascii: "{") && source[index + 1] == UInt8(ascii: "{") { return false }
            index += 1
        }
        return false
    }

    /// A string in an action: `"…"` with escapes, a raw `` `…` `` or a `'c'` rune.
    private mutating func lexActionString(quote: UInt8) {
        let start = position
        position += 1
        while position < source.count {
            let current = source[position]
            if current == quote {
                position += 1
                break
            }
            if current == UInt8(ascii: "\n") && quote != UInt8(ascii: "`") { break }
            position += current == UInt8(ascii: "\\") && quote != UInt8(ascii: "`") ? 2 : 1
        }
        position = min(position, source.count)
        writer.appendToken(.string, source, start..<position)
    }

    private static let actionKeywords = WordTable([
        "if", "else", "end", "range", "with", "define", "template", "block", "break", "continue", "return",
    ])

    private static let actionLiterals = WordTable(["true", "false", "nil"])
}
