import DocgenCore

/// Highlights POSIX-style shell scripts and `console` transcripts.
///
/// Commands (the first word after a line start, `|`, `&&`, `||`, `;`, `(` or a keyword such as `then`)
/// are `hl-function`; variables `$VAR`, `${VAR}`, `$1` are `hl-variable`, also inside double quotes.
/// Command substitutions `$(…)` keep their delimiters plain and highlight their content as shell;
/// arithmetic `$((…))` stays plain. Flags and arguments are not highlighted.
struct ShellLexer {
    /// Deeper command substitutions than this are left plain, so hostile input cannot exhaust the stack.
    private static let maximumSubstitutionDepth = 32

    private static let keywords: [[UInt8]] = [
        "if", "then", "else", "elif", "fi", "for", "do", "done", "case", "esac", "while", "until",
        "function", "in", "return", "export", "local",
    ].map { Array($0.utf8) }

    /// Keywords after which the next word is a command again.
    private static let commandIntroducers: [[UInt8]] = ["if", "then", "else", "elif", "do", "while", "until"].map { Array($0.utf8) }

    /// Keywords whose arguments may be `NAME=value` assignments.
    private static let declarationKeywords: [[UInt8]] = ["export", "local"].map { Array($0.utf8) }

    private let source: UnsafeBufferPointer<UInt8>
    private var position = 0
    /// Lexing stops here: the end of input, or the end of one console command.
    private var limit: Int
    private var substitutionDepth = 0
    private var writer: HTMLTokenWriter

    static func highlightScript(_ source: UnsafeBufferPointer<UInt8>) -> HTMLTokenWriter {
        var lexer = ShellLexer(source: source)
        lexer.lexCommands(stopAtUnbalancedParenthesis: false)
        return lexer.writer
    }

    /// Lines starting with `$ ` are commands (continued by a trailing `\`); all other lines are output, left plain.
    static func highlightConsole(_ source: UnsafeBufferPointer<UInt8>) -> HTMLTokenWriter {
        var lexer = ShellLexer(source: source)
        lexer.lexConsoleSession()
        return lexer.writer
    }

    private init(source: UnsafeBufferPointer<UInt8>) {
        self.source = source
        self.limit = source.count
        self.writer = HTMLTokenWriter(reservingCapacityFor: source.count)
    }

    /// The byte at `index`, or 0 at or past the limit (0 never starts or continues a token).
    private func byte(at index: Int) -> UInt8 {
        index < limit ? source[index] : 0
    }

    private mutating func appendPlainByte() {
        writer.appendEscaped(source[position])
        position += 1
    }

    private mutating func lexConsoleSession() {
        while position < source.count {
            if source[position] == UInt8(ascii: "$") && position + 1 < source.count && source[position + 1] == UInt8(ascii: " ") {
                writer.appendToken(.prompt, source, position..<position + 2)
                position += 2
                limit = endOfCommandLine(from: position)
                lexCommands(stopAtUnbalancedParenthesis: false)
                limit = source.count
            } else {
                let lineStart = position
                while position < source.count && source[position] != UInt8(ascii: "\n") {
                    position += 1
                }
                writer.appendEscaped(source, lineStart..<position)
            }
            if position < source.count {
                appendPlainByte()
            }
        }
    }

    /// The newline ending a console command, skipping newlines escaped by a trailing backslash.
    private func endOfCommandLine(from start: Int) -> Int {
        var index = start
        while index < source.count {
            if source[index] == UInt8(ascii: "\n") && (index == start || source[index - 1] != UInt8(ascii: "\\")) {
                return index
            }
            index += 1
        }
        return index
    }

    /// Lexes commands until the limit, or, inside `$(…)`, until its closing parenthesis (left unconsumed).
    private mutating func lexCommands(stopAtUnbalancedParenthesis: Bool) {
        var expectsCommand = true
        var atWordStart = true
        var expectsIn = false
        var allowsAssignment = false
        var parenthesisDepth = 0
        while position < limit {
            let current = source[position]
            switch current {
            case UInt8(ascii: "\n"):
                appendPlainByte()
                expectsCommand = true
                atWordStart = true
                allowsAssignment = false
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                appendPlainByte()
                atWordStart = true
            case UInt8(ascii: "#") where atWordStart:
                let start = position
                while position < limit && source[position] != UInt8(ascii: "\n") {
                    position += 1
                }
                writer.appendToken(.comment, source, start..<position)
            case UInt8(ascii: "&") where position > 0 && (source[position - 1] == UInt8(ascii: ">") || source[position - 1] == UInt8(ascii: "<")):
                appendPlainByte()
                atWordStart = false
            case UInt8(ascii: ";"), UInt8(ascii: "|"), UInt8(ascii: "&"), UInt8(ascii: "`"):
                appendPlainByte()
                expectsCommand = true
                atWordStart = true
                allowsAssignment = false
            case UInt8(ascii: "("):
                parenthesisDepth += 1
                appendPlainByte()
                expectsCommand = true
                atWordStart = true
            case UInt8(ascii: ")"):
                if stopAtUnbalancedParenthesis && parenthesisDepth == 0 { return }
                parenthesisDepth = max(0, parenthesisDepth - 1)
                appendPlainByte()
                expectsCommand = true
                atWordStart = true
            case UInt8(ascii: "<"), UInt8(ascii: ">"):
                appendPlainByte()
                atWordStart = true
            case UInt8(ascii: "\\") where byte(at: position + 1) == UInt8(ascii: "\n"):
                // Line continuation: the command goes on, so the expectation of a command word is kept.
                writer.appendEscaped(source, position..<position + 2)
                position += 2
                atWordStart = true
            case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "$"):
                if atWordStart && expectsCommand {
                    expectsCommand = false
                }
                atWordStart = false
                if current == UInt8(ascii: "'") {
                    lexSingleQuotedString()
                } else if current == UInt8(ascii: "\"") {
                    lexDoubleQuotedString()
                } else {
                    lexDollar()
                }
            default:
                let start = position
                skipWordFragment()
                let range = start..<position
                if atWordStart && (expectsCommand || allowsAssignment), let nameEnd = assignmentNameEnd(range) {
                    writer.appendToken(.variable, source, start..<nameEnd)
                    writer.appendEscaped(source, nameEnd..<position)
                } else if atWordStart && expectsCommand && isCompleteWord(end: position), let keyword = Self.keyword(source, range) {
                    writer.appendToken(.keyword, source, range)
                    expectsCommand = Self.commandIntroducers.contains(keyword)
                    expectsIn = keyword.elementsEqual("for".utf8) || keyword.elementsEqual("case".utf8)
                    allowsAssignment = Self.declarationKeywords.contains(keyword)
                } else if atWordStart && expectsCommand && isGroupingWord(range) {
                    writer.appendEscaped(source, range)
                } else if atWordStart && expectsCommand {
                    writer.appendToken(.function, source, range)
                    expectsCommand = false
                } else if atWordStart && expectsIn && isCompleteWord(end: position) && source[range].elementsEqual("in".utf8) {
                    writer.appendToken(.keyword, source, range)
                    expectsIn = false
                } else {
                    writer.appendEscaped(source, range)
                }
                atWordStart = false
            }
        }
    }

    /// Skips unquoted word characters, keeping `\x` escapes inside the word.
    private mutating func skipWordFragment() {
        while position < limit {
            switch source[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"),
                UInt8(ascii: ";"), UInt8(ascii: "|"), UInt8(ascii: "&"), UInt8(ascii: "("), UInt8(ascii: ")"),
                UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "`"), UInt8(ascii: "'"), UInt8(ascii: "\""),
                UInt8(ascii: "$"):
                return
            case UInt8(ascii: "\\"):
                let escaped = byte(at: position + 1)
                if escaped == UInt8(ascii: "\n") { return }
                position += escaped == 0 || escaped.isNonASCII ? 1 : 2
            default:
                position += 1
            }
        }
    }

    /// `{`, `}` and `!` group or negate commands; the next word is still a command.
    private func isGroupingWord(_ range: Range<Int>) -> Bool {
        guard range.count == 1 else { return false }
        let word = source[range.lowerBound]
        return word == UInt8(ascii: "{") || word == UInt8(ascii: "}") || word == UInt8(ascii: "!")
    }

    /// A word is complete when no quote or expansion is glued to its end.
    private func isCompleteWord(end: Int) -> Bool {
        let next = byte(at: end)
        return next != UInt8(ascii: "'") && next != UInt8(ascii: "\"") && next != UInt8(ascii: "$")
    }

    private static func keyword(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [UInt8]? {
        keywords.first { source[range].elementsEqual($0) }
    }

    /// The end of `NAME` when the word starts with `NAME=`.
    private func assignmentNameEnd(_ range: Range<Int>) -> Int? {
        guard let first = range.first, source[first].isASCIILetter || source[first] == UInt8(ascii: "_") else { return nil }
        var index = first + 1
        while index < range.upperBound && source[index].isWordCharacter {
            index += 1
        }
        return index < range.upperBound && source[index] == UInt8(ascii: "=") ? index : nil
    }

    private mutating func lexSingleQuotedString() {
        let start = position
        position += 1
        while position < limit && source[position] != UInt8(ascii: "'") {
            position += 1
        }
        position = min(position + 1, limit)
        writer.appendToken(.string, source, start..<position)
    }

    /// Double-quoted text; `\"`, `\\`, `\$` and `` \` `` are escapes, and expansions nest inside the string span.
    private mutating func lexDoubleQuotedString() {
        writer.openSpan(.string)
        appendPlainByte()
        while position < limit {
            switch source[position] {
            case UInt8(ascii: "\""):
                appendPlainByte()
                writer.closeSpan()
                return
            case UInt8(ascii: "\\"):
                switch byte(at: position + 1) {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "$"), UInt8(ascii: "`"):
                    writer.appendToken(.escape, source, position..<position + 2)
                    position += 2
                default:
                    appendPlainByte()
                }
            case UInt8(ascii: "$"):
                lexDollar()
            default:
                appendPlainByte()
            }
        }
        writer.closeSpan()
    }

    /// `$VAR`, `${…}`, `$1`, `$?` and friends, `$(…)` command substitution or `$((…))` arithmetic.
    private mutating func lexDollar() {
        let start = position
        let next = byte(at: position + 1)
        if next == UInt8(ascii: "{") {
            position += 2
            while position < limit && source[position] != UInt8(ascii: "}") && source[position] != UInt8(ascii: "\n") {
                position += 1
            }
            if byte(at: position) == UInt8(ascii: "}") {
                position += 1
            }
            writer.appendToken(.variable, source, start..<position)
        } else if next == UInt8(ascii: "(") && byte(at: position + 2) == UInt8(ascii: "(") {
            lexArithmetic()
        } else if next == UInt8(ascii: "(") && substitutionDepth < Self.maximumSubstitutionDepth {
            writer.appendEscaped(source, position..<position + 2)
            position += 2
            substitutionDepth += 1
            lexCommands(stopAtUnbalancedParenthesis: true)
            substitutionDepth -= 1
            if position < limit {
                appendPlainByte()
            }
        } else if next.isASCIILetter || next == UInt8(ascii: "_") {
            position += 2
            while position < limit && source[position].isWordCharacter {
                position += 1
            }
            writer.appendToken(.variable, source, start..<position)
        } else if next.isASCIIDigit || isSpecialParameter(next) {
            position += 2
            writer.appendToken(.variable, source, start..<position)
        } else {
            appendPlainByte()
        }
    }

    private func isSpecialParameter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "?"), UInt8(ascii: "@"), UInt8(ascii: "#"), UInt8(ascii: "$"),
            UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// `$((…))` up to its balancing parenthesis, left plain.
    private mutating func lexArithmetic() {
        let start = position
        position += 1
        var depth = 0
        while position < limit {
            if source[position] == UInt8(ascii: "(") {
                depth += 1
            } else if source[position] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 {
                    position += 1
                    break
                }
            }
            position += 1
        }
        writer.appendEscaped(source, start..<position)
    }
}
