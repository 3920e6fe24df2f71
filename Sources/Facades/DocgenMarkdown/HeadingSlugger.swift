import DocgenCore
import Foundation

/// Makes GitHub-style heading ids, unique within one page.
///
/// As GitHub's slugger does it: lowercase; letters (of any script, so `## 圆角遮罩` is
/// `圆角遮罩`), marks, numbers, connector punctuation such as `_`, and `-` kept; each space
/// becomes `-`; other punctuation (full-width `，。（）` included), symbols and emoji dropped.
/// Repeats get `-1`, `-2`, … as on GitHub, and so do ids the page around the headings already
/// uses (the template's `main`).
///
/// With `collapsesHyphens` (an MkDocs project), as Python-Markdown's `toc` makes them: each run
/// of hyphens and spaces is one hyphen, and spaces at the ends are dropped, so a link written
/// for MkDocs (`#caret-mark-tilde` for "Caret, Mark & Tilde") finds its heading.
public struct HeadingSlugger: Sendable {
    private var used: Set<String>
    private let collapsesHyphens: Bool

    /// A slugger for a page whose other parts use the ids `reserved`.
    public init(reserved: Set<String> = [], collapsesHyphens: Bool = false) {
        used = reserved
        self.collapsesHyphens = collapsesHyphens
    }

    /// Returns the next unique id for a heading with this plain text.
    public mutating func slug(for text: String) -> String {
        let base = collapsesHyphens ? Self.collapsedSlug(text) : Self.baseSlug(text)
        return claim(base.isEmpty ? "section" : base)
    }

    /// `id` (a slug, or the author's own id for a heading, `{ #id }`), or when the page uses it
    /// already, the first of `id-1`, `id-2` … that it does not.
    public mutating func claim(_ id: String) -> String {
        var candidate = id
        var counter = 0
        while used.contains(candidate) {
            counter += 1
            candidate = "\(id)-\(counter)"
        }
        used.insert(candidate)
        return candidate
    }

    /// The slug before de-duplication.
    public static func baseSlug(_ text: String) -> String {
        // Most headings are ASCII: their slug is made from bytes, with no scalar decoded.
        asciiSlug(text) ?? scalarSlug(text)
    }

    /// ``baseSlug(_:)`` read scalar by scalar, for any text.
    static func scalarSlug(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            if scalar == " " {
                result.append("-")
            } else if scalar == "-" || Self.isKept(scalar) {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// ``baseSlug(_:)`` of an ASCII text, or nil when the text is not ASCII.
    static func asciiSlug(_ text: String) -> String? {
        var slug: [UInt8] = []
        slug.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if byte >= 0x80 { return nil }
            if byte == UInt8(ascii: " ") {
                slug.append(UInt8(ascii: "-"))
            } else if byte == UInt8(ascii: "-") || byte.isWordCharacter {
                slug.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
            }
        }
        return String(decoding: slug, as: UTF8.self)
    }

    /// Python-Markdown's slug: the kept characters, each run of spaces and hyphens one hyphen.
    static func collapsedSlug(_ text: String) -> String {
        let kept = baseSlug(text.trimmingCharacters(in: .whitespaces))
        var result = ""
        for character in kept where !(character == "-" && result.last == "-") {
            result.append(character)
        }
        return result
    }

    /// Letters, marks, numbers and connector punctuation: the Unicode categories GitHub keeps.
    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII without a table look-up: of it, only letters, digits and `_` are in those
        // categories.
        if scalar.isASCII { return UInt8(scalar.value).isWordCharacter }
        return switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber,
             .connectorPunctuation:
            true
        default:
            false
        }
    }
}
