import DocgenSVG
import DocgenTheme
import Foundation
import Testing

/// Each callout's title colour stands out from its tint by at least 4.5:1 (WCAG 1.4.3), and its
/// body text too, in the light and the dark scheme of the default theme.
@Suite struct CalloutColourTests {
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
}
