import DocgenCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The text rules of a markdown copy (``MarkdownCopyWriter``): escaping, line prefixes, fences.
enum MarkdownCopyText {
    /// `text` with the characters escaped that markdown would read as syntax: backslashes
    /// before punctuation, code and emphasis marks (an underscore only at a word's edge), and a
    /// `<` that would open a tag or an autolink. Read as UTF-8 bytes: every word of every page
    /// goes through it.
    static func escapedInline(_ text: String) -> String {
        // Most text has none of them, found by the C library at its speed (a cmark text holds no NUL).
        guard text.withCString({ strpbrk($0, "\\`*_<") }) != nil else { return text }
        var text = text
        let escaped = text.withUTF8 { bytes -> [UInt8]? in
            guard let first = bytes.firstIndex(where: isSpecial) else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 8)
            out += bytes[..<first]
            for index in first..<bytes.count {
                let byte = bytes[index]
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                switch byte {
                case UInt8(ascii: "\\") where next.isASCIIPunctuation,
                     UInt8(ascii: "`"), UInt8(ascii: "*"):
                    out.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "_") where index == 0 || !isWordByte(bytes[index - 1]) || !isWordByte(next):
                    out.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "<") where isASCIILetter(next) || next == UInt8(ascii: "/") || next == UInt8(ascii: "!") || next == UInt8(ascii: "?"):
                    out.append(UInt8(ascii: "\\"))
                default:
                    break
                }
                out.append(byte)
            }
            return out
        }
        return escaped.map { String(decoding: $0, as: UTF8.self) } ?? text
    }

    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "<")
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// A letter or digit, or a byte of a character beyond ASCII (taken for a letter).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        isASCIILetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte >= 0x80
    }

    /// A paragraph's lines, each escaped where it would start a block of its own (`# `, `> `,
    /// `- `, `1. `, a setext underline, a fence). A paragraph none of whose lines starts with a
    /// space or such a character (most) is returned as it is, after a look at each line's first byte.
    static func guardedLineStarts(_ paragraph: String) -> String {
        var paragraph = paragraph
        let mayStartBlocks = paragraph.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                if bytes[start] == UInt8(ascii: " ") || startsBlockSyntax(bytes[start]) { return true }
                start = ByteSearch.offset(of: UInt8(ascii: "\n"), in: bytes, from: start) + 1
            }
            return false
        }
        guard mayStartBlocks else { return paragraph }
        return paragraph.split(separator: "\n", omittingEmptySubsequences: false).map(guardedLine).joined(separator: "\n")
    }

    /// A byte that can start block syntax at the start of a line.
    private static func startsBlockSyntax(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "#"), UInt8(ascii: ">"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "="), UInt8(ascii: "~"),
             UInt8(ascii: "|"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            false
        }
    }

    /// One line of a paragraph, without its leading spaces, escaped where it would start a block.
    private static func guardedLine(_ line: Substring) -> String {
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
    }

    /// A table cell's markdown on one line, its `|` escaped; most cells have neither.
    static func tableCell(_ markdown: String) -> String {
        guard markdown.withCString({ strpbrk($0, "|\n") }) != nil else { return markdown }
        return markdown.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
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
