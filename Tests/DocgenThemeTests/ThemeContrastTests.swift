import DocgenSVG
import DocgenTheme
import Foundation
import Testing

/// Each callout's title colour stands out from its tint by at least 4.5:1 (WCAG 1.4.3), and its
/// body text too, and so does code (every highlight colour) on a marked, inserted or deleted
/// line, in the light and the dark scheme of the default theme.
@Suite struct ThemeContrastTests {
    /// The custom properties set in the CSS block that starts at `marker`, by name.
    static func properties(after marker: String, in css: String) throws -> [String: DiagramPalette.Color] {
        let start = try #require(css.range(of: marker)).upperBound
        let block = css[start...].prefix { $0 != "}" }
        var colours: [String: DiagramPalette.Color] = [:]
        for line in block.split(separator: "\n") {
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].hasPrefix("--") else { continue }
            let value = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " ;"))
            if value.hasPrefix("#"), value.count == 7, let hex = UInt32(value.dropFirst(), radix: 16) {
                colours[String(parts[0])] = DiagramPalette.Color(hex)
            }
        }
        return colours
    }

    @Test func calloutColoursMeetTheContrastMinimumInBothSchemes() throws {
        let css = String(decoding: try #require(DefaultTheme.files["assets/docgen.css"]), as: UTF8.self)
        let light = try Self.properties(after: ":root {", in: css)
        let dark = try Self.properties(after: "@media (prefers-color-scheme: dark) {\n  :root {", in: css)
        for (scheme, colours) in [("light", light), ("dark", dark)] {
            for kind in ["note", "tip", "important", "warning", "caution"] {
                let title = try #require(colours["--callout-\(kind)"], "\(scheme) \(kind)")
                let tint = try #require(colours["--callout-\(kind)-bg"], "\(scheme) \(kind)")
                let text = try #require(colours["--text"])
                #expect(DiagramPalette.contrast(title, tint) >= 4.5, "\(scheme) \(kind) title")
                #expect(DiagramPalette.contrast(text, tint) >= 4.5, "\(scheme) \(kind) text")
            }
        }
    }

    @Test func codeStaysReadableOnChangedLinesInBothSchemes() throws {
        let css = String(decoding: try #require(DefaultTheme.files["assets/docgen.css"]), as: UTF8.self)
        for (scheme, colours) in [("light", try Self.properties(after: ":root {", in: css)),
                                  ("dark", try Self.properties(after: "@media (prefers-color-scheme: dark) {\n  :root {", in: css))] {
            let inks = colours.filter { $0.key.hasPrefix("--hl-") || $0.key == "--code-text" }
            #expect(inks.count > 10)
            for tint in ["mark", "ins", "del"] {
                let background = try #require(colours["--code-\(tint)-bg"], "\(scheme) \(tint)")
                for (name, ink) in inks { #expect(DiagramPalette.contrast(ink, background) >= 4.5, "\(scheme) \(name) on \(tint)") }
            }
            for change in ["ins", "del"] {
                let gutter = try #require(colours["--code-\(change)-gutter"]), background = try #require(colours["--code-\(change)-bg"])
                #expect(DiagramPalette.contrast(gutter, background) >= 4.5, "\(scheme) \(change) gutter")
            }
        }
    }
}
