import Foundation

/// The colours of docgen's diagrams, light and dark, as CSS custom properties.
///
/// One SVG serves both schemes: its `<style>` sets the properties for light and switches them
/// under `prefers-color-scheme: dark`, and every shape takes its colour from a class. Text roles are
/// listed with the background they sit on, so a test can hold each pair to 4.5:1 (WCAG AA).
public enum DiagramPalette {
    /// A named colour of the palette.
    public enum Role: String, Sendable, CaseIterable {
        case canvas, cell, label, secondaryLabel, headerText, separator, chevron, tint
        case annotation, annotationBackground
        case tableLayer, sectionLayer, cellLayer, contentLayer, accessoryLayer, highlight
    }

    /// An sRGB colour.
    public struct Color: Sendable, Equatable {
        public var red: UInt8, green: UInt8, blue: UInt8

        public init(_ hex: UInt32) {
            red = UInt8((hex >> 16) & 0xFF)
            green = UInt8((hex >> 8) & 0xFF)
            blue = UInt8(hex & 0xFF)
        }

        /// `#rrggbb`.
        public var css: String {
            let digits = Array("0123456789abcdef")
            return "#" + [red, green, blue].map { String([digits[Int($0 >> 4)], digits[Int($0 & 15)]]) }.joined()
        }

        /// WCAG 2 relative luminance.
        public var luminance: Double {
            func channel(_ value: UInt8) -> Double {
                let c = Double(value) / 255
                return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
        }
    }

    /// iOS's system colours where text must stay readable; annotation colours chosen for 4.5:1.
    public static let light: [Role: Color] = [
        .canvas: Color(0xF2F2F7), .cell: Color(0xFFFFFF), .label: Color(0x000000), .secondaryLabel: Color(0x636366),
        .headerText: Color(0x5E5E63), .separator: Color(0xC6C6C8), .chevron: Color(0xA3A3A8), .tint: Color(0x007AFF),
        .annotation: Color(0x9D174D), .annotationBackground: Color(0xFFFFFF),
        .tableLayer: Color(0x1D4ED8), .sectionLayer: Color(0x15803D), .cellLayer: Color(0xB45309),
        .contentLayer: Color(0x7C3AED), .accessoryLayer: Color(0x0E7490), .highlight: Color(0xEA580C),
    ]

    public static let dark: [Role: Color] = [
        .canvas: Color(0x000000), .cell: Color(0x1C1C1E), .label: Color(0xFFFFFF), .secondaryLabel: Color(0xAEAEB2),
        .headerText: Color(0x9A9AA0), .separator: Color(0x48484A), .chevron: Color(0x6E6E73), .tint: Color(0x0A84FF),
        .annotation: Color(0xF9A8D4), .annotationBackground: Color(0x1C1C1E),
        .tableLayer: Color(0x93C5FD), .sectionLayer: Color(0x86EFAC), .cellLayer: Color(0xFCD34D),
        .contentLayer: Color(0xC4B5FD), .accessoryLayer: Color(0x67E8F9), .highlight: Color(0xFB923C),
    ]

    /// Every text colour and the background it is drawn on.
    public static let textPairs: [(text: Role, background: Role)] = [
        (.label, .cell), (.secondaryLabel, .cell), (.headerText, .canvas),
        (.annotation, .annotationBackground), (.tableLayer, .annotationBackground), (.sectionLayer, .annotationBackground),
        (.cellLayer, .annotationBackground), (.contentLayer, .annotationBackground), (.accessoryLayer, .annotationBackground),
        (.label, .canvas), (.annotation, .canvas),
    ]

    /// WCAG contrast ratio of two colours (1 to 21).
    public static func contrast(_ a: Color, _ b: Color) -> Double {
        let (lighter, darker) = a.luminance > b.luminance ? (a.luminance, b.luminance) : (b.luminance, a.luminance)
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// Which palette a standalone SVG uses: both (following the reader's system), or one.
    public enum Scheme: String, Sendable, CaseIterable {
        case auto, light, dark
    }

    /// The diagrams' style sheet: custom properties, the dark switch, and one class per role.
    ///
    /// Each rule states the light colour first and the custom property second, so a renderer
    /// without `var()` support still draws the light palette.
    public static func styleSheet(_ scheme: Scheme) -> String {
        let base = scheme == .dark ? dark : light
        var css = ".dg{" + Role.allCases.map { "--dg-\($0.rawValue):\(base[$0]!.css)" }.joined(separator: ";") + "}"
        if scheme == .auto {
            css += "@media (prefers-color-scheme:dark){.dg{" + Role.allCases.map { "--dg-\($0.rawValue):\(dark[$0]!.css)" }.joined(separator: ";") + "}}"
        }
        for role in Role.allCases {
            let color = base[role]!.css
            css += ".dg-fill-\(role.rawValue){fill:\(color);fill:var(--dg-\(role.rawValue))}"
            css += ".dg-stroke-\(role.rawValue){stroke:\(color);stroke:var(--dg-\(role.rawValue))}"
        }
        css += ".glyph-stroke{fill:none;stroke:\(base[.chevron]!.css);stroke:var(--dg-chevron)}"
        css += ".glyph-tint-stroke{fill:none;stroke:\(base[.tint]!.css);stroke:var(--dg-tint)}"
        css += ".glyph-tint-fill{fill:\(base[.tint]!.css);fill:var(--dg-tint)}"
        return css
    }
}
