import Foundation

/// The text rules of a markdown copy (``MarkdownCopyWriter``): escaping, line prefixes, fences.
enum MarkdownCopyText {
    /// `text` with the characters escaped that markdown would read as syntax: backslashes
    /// before punctuation, code and emphasis marks (an underscore only at a word's edge), and a
    /// `<` that would open a tag or an autolink.
    static func escapedInline(_ text: String) -> String {
        guard text.utf8.contains(where: { specialBytes.contains($0) }) else { return text }
        var result = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let previous = index > 0 ? characters[index - 1] : nil
            switch character {
            case "\\" where next.map { $0.isASCII && $0.isPunctuation || $0.isASCII && $0.isSymbol } ?? false,
                 "`", "*":
                result.append("\\")
            case "_" where !(previous.map(isWordCharacter) ?? false) || !(next.map(isWordCharacter) ?? false):
                result.append("\\")
            case "<" where next.map { $0.isLetter || $0 == "/" || $0 == "!" || $0 == "?" } ?? false:
                result.append("\\")
            default:
                break
            }
            result.append(character)
        }
        return result
    }

    private static let specialBytes: Set<UInt8> = Set("\\`*_<".utf8)

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// A paragraph's lines, each escaped where it would start a block of its own (`# `, `> `,
    /// `- `, `1. `, a setext underline, a fence).
    static func guardedLineStarts(_ paragraph: String) -> String {
        paragraph.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.drop { $0 == " " }
            guard let first = trimmed.first else { return String(line) }
            let rest = trimmed.dropFirst()
            let startsBlock: Bool
            switch first {
            case "#": startsBlock = trimmed.prefix { $0 == "#" }.count <= 6 && (trimmed.drop { $0 == "#" }.first.map { $0 == " " } ?? true)
            case ">": startsBlock = true
            case "-", "+": startsBlock = rest.first.map { $0 == " " } ?? true || trimmed.allSatisfy { $0 == first || $0 == " " }
            case "=": startsBlock = trimmed.allSatisfy { $0 == "=" || $0 == " " }
            case "~": startsBlock = trimmed.hasPrefix("~~~")
            case "|": startsBlock = true
            default:
                let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
                let after = trimmed.dropFirst(digits.count)
                guard !digits.isEmpty, digits.count <= 9, let mark = after.first, mark == "." || mark == ")" else { return String(trimmed) }
                guard after.dropFirst().first.map({ $0 == " " }) ?? true else { return String(trimmed) }
                return String(digits) + "\\" + String(after)
            }
            return startsBlock ? "\\" + trimmed : String(trimmed)
        }.joined(separator: "\n")
    }

    /// `text`'s lines with `first` before the first and `rest` before each other one that is not
    /// blank (a blank line in a quote keeps its `>`).
    static func prefixed(_ text: String, first: String, rest: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let restTrimmed = rest.trimmingCharacters(in: .whitespaces)
        for index in lines.indices {
            if index == 0 {
                lines[index] = lines[index].isEmpty ? first.trimmingCharacters(in: .whitespaces) : first + lines[index]
            } else {
                lines[index] = lines[index].isEmpty ? restTrimmed : rest + lines[index]
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The longest run of `character` in `text`.
    static func longestRun(of character: Character, in text: String) -> Int {
        var longest = 0, run = 0
        for each in text {
            run = each == character ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    /// True for an HTML comment block.
    static func isComment(_ node: MarkdownNode) -> Bool {
        if case .htmlBlock(let html) = node.kind { return html.drop(while: \.isWhitespace).hasPrefix("<!--") }
        return false
    }

    /// A link destination, in angle brackets when it holds a space or a parenthesis.
    static func destination(_ url: String) -> String {
        guard url.contains(where: { $0 == " " || $0 == "(" || $0 == ")" }) || url.isEmpty else { return url }
        return "<" + url.replacingOccurrences(of: "<", with: "%3C").replacingOccurrences(of: ">", with: "%3E") + ">"
    }

    static func title(_ title: String) -> String {
        title.isEmpty ? "" : " \"" + title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
