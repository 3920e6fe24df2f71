import DocgenCore
import Foundation

/// The diagrams' web font: Docgen Sans, a Latin subset of Liberation Sans 2.1.5 that the theme
/// ships as WOFF2 (see `Scripts/make-theme-font`), so that text is drawn with the metrics it was
/// measured with on every machine.
///
/// A standalone SVG can carry the font inside its `<style>` as `@font-face` rules with `data:`
/// URLs. The rules say what the theme's style sheet says, so a diagram looks the same inline in a
/// page and on its own.
public struct DiagramWebFont: Sendable {
    /// The characters of the subset, as a CSS `unicode-range`. Others (CJK text, symbols) fall
    /// through to the next fonts of ``DiagramFont/cssFamily``.
    public static let unicodeRange = "U+20-7E, U+A0-17F, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+2030, U+2032-2033, U+2039-203A, U+20AC, U+2122, U+2190-2194, U+2212, U+2248, U+2260, U+2264-2265"

    /// Where a face's WOFF2 file comes from: its bytes, embedded as a `data:` URL, or a URL the
    /// SVG links to (a site's own copy of the theme's font, a few kilobytes fetched once for
    /// every diagram instead of carried by each).
    public enum Face: Sendable, Equatable {
        case bytes([UInt8])
        case url(String)
    }

    /// The regular face.
    public var regular: Face
    /// The bold face.
    public var bold: Face

    /// A font embedded in the SVG: each face's WOFF2 bytes.
    public init(regular: [UInt8], bold: [UInt8]) {
        self.regular = .bytes(regular)
        self.bold = .bytes(bold)
    }

    /// A font the SVG links to: each face's URL, relative to the SVG's own.
    public init(regularURL: String, boldURL: String) {
        regular = .url(regularURL)
        bold = .url(boldURL)
    }

    /// `@font-face` rules for the faces `body` draws text with (none when it has no text),
    /// each with its WOFF2 file as a base64 `data:` URL or as the URL it is linked from.
    func fontFaceRules(for body: String) -> String {
        var body = body
        return body.withUTF8 { fontFaceRules(for: $0) }
    }

    /// The rules for a drawing given as UTF-8 bytes.
    func fontFaceRules(for bytes: UnsafeBufferPointer<UInt8>) -> String {
        let text = Array("<text ".utf8), boldWeight = Array(" font-weight=\"bold\"".utf8)
        guard text.withUnsafeBufferPointer({ ByteSearch.firstOffset(of: $0, in: bytes) }) != nil else { return "" }
        var faces = [(weight: 400, face: regular)]
        if boldWeight.withUnsafeBufferPointer({ ByteSearch.firstOffset(of: $0, in: bytes) }) != nil { faces.append((700, bold)) }
        return faces.map { weight, face in
            let source = switch face {
            case .bytes(let bytes): "data:font/woff2;base64,\(Data(bytes).base64EncodedString())"
            case .url(let url): "'\(url.replacing("\\", with: "\\\\").replacing("'", with: "\\'"))'"
            }
            return "@font-face{font-family:'\(DiagramFont.webFamily)';font-style:normal;font-weight:\(weight);"
                + "src:url(\(source)) format('woff2');unicode-range:\(Self.unicodeRange)}"
        }.joined()
    }
}
