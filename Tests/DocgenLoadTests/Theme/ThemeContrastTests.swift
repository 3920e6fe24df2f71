import DocgenDiagrams
import DocgenLoad
import Foundation
import Testing

/// Each callout's title colour stands out from its tint by at least 4.5:1 (WCAG 1.4.3), and its
/// body text too, and so does code (every highlight colour) on a marked, inserted or deleted
/// line, in the light and the dark scheme of the default theme.
@Suite struct ThemeContrastTests {
    /// The colours of one palette (`in-light` or `in-dark`), by custom property, from the palette
    /// block, where each colour is written `var(--in-light, LIGHT) var(--in-dark, DARK)`.
    static func palette(_ palette: String, in css: String) throws -> [String: DiagramPalette.Color] {
        let start = try #require(css.range(of: ":root {\n  --bg:")).lowerBound
        let block = css[start...].prefix { $0 != "}" }
        var colours: [String: DiagramPalette.Color] = [:]
        for line in block.split(separator: "\n") {
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].hasPrefix("--"),
                  let found = parts[1].range(of: "var(--\(palette), #") else { continue }
            let digits = parts[1][found.upperBound...].prefix(6)
            if digits.count == 6, let hex = UInt32(digits, radix: 16) {
                colours[String(parts[0])] = DiagramPalette.Color(hex)
            }
        }
        return colours
    }

    @Test func calloutColoursMeetTheContrastMinimumInBothSchemes() throws {
        let css = String(decoding: try #require(DefaultTheme.files["assets/docgen.css"]), as: UTF8.self)
        let light = try Self.palette("in-light", in: css)
        let dark = try Self.palette("in-dark", in: css)
        #expect(light.count == dark.count && light.count > 50 && light["--bg"] != dark["--bg"])
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
        for scheme in ["in-light", "in-dark"] {
            let colours = try Self.palette(scheme, in: css)
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
