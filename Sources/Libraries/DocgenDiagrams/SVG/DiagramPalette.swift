import DocgenCore
import Foundation

/// The colours of docgen's diagrams, light and dark, as CSS custom properties.
///
/// One SVG serves both schemes: its `<style>` sets the properties for light and switches them
/// under `prefers-color-scheme: dark` (or the page's `data-theme`), and every shape takes its colour from a class. Text roles are
/// listed with the background they sit on, so a test can hold each pair to 4.5:1 (WCAG AA).
public enum DiagramPalette {
    /// A named colour of the palette.
    public enum Role: String, Sendable, CaseIterable {
        case canvas, cell, selectedCell, label, secondaryLabel, headerText, separator, chevron, tint
        case annotation, annotationBackground
        case tableLayer, sectionLayer, cellLayer, contentLayer, accessoryLayer, highlight
        case series1, series2, series3, series4, grid
        case switchOn, switchOff, switchKnob
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
            let digits = Array("0123456789abcdef".utf8)
            var bytes: [UInt8] = [UInt8(ascii: "#")]
            for channel in [red, green, blue] {
                bytes += [digits[Int(channel >> 4)], digits[Int(channel & 15)]]
            }
            return String(decoding: bytes, as: UTF8.self)
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

    /// iOS's system colours where text must stay readable (a highlighted row's background is
    /// systemGray5); annotation colours chosen for 4.5:1.
    public static let light: [Role: Color] = [
        .canvas: Color(0xF2F2F7), .cell: Color(0xFFFFFF), .selectedCell: Color(0xE5E5EA), .label: Color(0x000000), .secondaryLabel: Color(0x636366),
        .headerText: Color(0x5E5E63), .separator: Color(0xC6C6C8), .chevron: Color(0xA3A3A8), .tint: Color(0x007AFF),
        .annotation: Color(0x9D174D), .annotationBackground: Color(0xFFFFFF),
        .tableLayer: Color(0x1D4ED8), .sectionLayer: Color(0x15803D), .cellLayer: Color(0xB45309),
        .contentLayer: Color(0x7C3AED), .accessoryLayer: Color(0x0E7490), .highlight: Color(0xEA580C),
        .series1: Color(0x2563EB), .series2: Color(0xB45309), .series3: Color(0x047857), .series4: Color(0xDB2777),
        .grid: Color(0xD1D1D6),
        .switchOn: Color(0x34C759), .switchOff: Color(0xE3E3E8), .switchKnob: Color(0xFFFFFF),
    ]

    public static let dark: [Role: Color] = [
        .canvas: Color(0x000000), .cell: Color(0x1C1C1E), .selectedCell: Color(0x2C2C2E), .label: Color(0xFFFFFF), .secondaryLabel: Color(0xAEAEB2),
        .headerText: Color(0x9A9AA0), .separator: Color(0x48484A), .chevron: Color(0x6E6E73), .tint: Color(0x0A84FF),
        .annotation: Color(0xF9A8D4), .annotationBackground: Color(0x1C1C1E),
        .tableLayer: Color(0x93C5FD), .sectionLayer: Color(0x86EFAC), .cellLayer: Color(0xFCD34D),
        .contentLayer: Color(0xC4B5FD), .accessoryLayer: Color(0x67E8F9), .highlight: Color(0xFB923C),
        .series1: Color(0x60A5FA), .series2: Color(0xFBBF24), .series3: Color(0x34D399), .series4: Color(0xF472B6),
        .grid: Color(0x3A3A3C),
        .switchOn: Color(0x30D158), .switchOff: Color(0x39393D), .switchKnob: Color(0xFFFFFF),
    ]

    /// Every text colour and the background it is drawn on.
    public static let textPairs: [(text: Role, background: Role)] = [
        (.label, .cell), (.secondaryLabel, .cell), (.label, .selectedCell), (.secondaryLabel, .selectedCell), (.headerText, .canvas),
        (.annotation, .annotationBackground), (.tableLayer, .annotationBackground), (.sectionLayer, .annotationBackground),
        (.cellLayer, .annotationBackground), (.contentLayer, .annotationBackground), (.accessoryLayer, .annotationBackground),
        (.label, .canvas), (.annotation, .canvas), (.secondaryLabel, .canvas),
    ]

    /// Bars and other graphics that must stand out from the canvas at 3:1 (WCAG 1.4.11).
    public static let graphicPairs: [(graphic: Role, background: Role)] = [
        (.series1, .canvas), (.series2, .canvas), (.series3, .canvas), (.series4, .canvas),
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

    /// The accessory glyphs' classes: each class, the properties it sets and the role it paints with.
    static let glyphRoles: [(String, String, Role)] = [
        ("glyph-stroke", "fill:none;stroke", .chevron), ("glyph-tint-stroke", "fill:none;stroke", .tint), ("glyph-tint-fill", "fill", .tint),
        ("glyph-switch-on", "fill", .switchOn), ("glyph-switch-off", "fill", .switchOff),
        ("glyph-knob", "fill", .switchKnob), ("glyph-knob", "stroke", .chevron),
    ]

    /// The diagrams' style sheet for a drawing: custom properties for the roles `body` uses,
    /// the dark switch, and one rule per class it uses.
    ///
    /// With `.auto`, a standalone SVG (its own root) follows the system's scheme; one inlined in a
    /// page follows the page's theme switch instead when the reader chose a scheme
    /// (`data-theme="light"` or `"dark"` on the page's root element), and the system otherwise.
    ///
    /// Each rule states the light colour first and the custom property second, so a renderer
    /// without `var()` support still draws the light palette.
    public static func styleSheet(_ scheme: Scheme, for body: String) -> String {
        let isDark = scheme == .dark
        let base = isDark ? darkCSS : lightCSS
        let classes = classNames(in: body)
        let usedGlyphs = glyphRoles.filter { classes.contains($0.0) }
        let used = rolePieces.filter { pieces in
            classes.contains(pieces.fillClass) || classes.contains(pieces.strokeClass) || usedGlyphs.contains { $0.2 == pieces.role }
        }
        func properties(dark: Bool) -> String {
            used.map { dark ? $0.dark.property : $0.light.property }.joined(separator: ";")
        }
        var css = ".dg{" + properties(dark: isDark) + "}"
        if scheme == .auto {
            let darkProperties = properties(dark: true)
            css += "@media (prefers-color-scheme:dark){.dg:root,:root:not([data-theme=light]) .dg{" + darkProperties + "}}"
            css += "[data-theme=dark] .dg{" + darkProperties + "}"
        }
        for pieces in used {
            let rules = isDark ? pieces.dark : pieces.light
            if classes.contains(pieces.fillClass) { css += rules.fillRule }
            if classes.contains(pieces.strokeClass) { css += rules.strokeRule }
        }
        for (name, property, role) in usedGlyphs {
            let last = property.split(separator: ";").last.map(String.init) ?? property
            css += ".\(name){\(property):\(base[role]!);\(last):var(--dg-\(role.rawValue))}"
        }
        return css
    }

    /// Each palette's colours as CSS, made once: every drawing's style sheet names them.
    private static let lightCSS = light.mapValues(\.css)
    private static let darkCSS = dark.mapValues(\.css)

    /// A role's pieces of a style sheet, made once: its two class names, and in each palette its
    /// custom property (`--dg-tint:#007aff`) and the rules of its classes
    /// (`.dg-fill-tint{fill:#007aff;fill:var(--dg-tint)}`). Interpolated again for each drawing,
    /// they cost 150,000 instructions a drawing.
    private struct RolePieces {
        struct Rules {
            let property: String
            let fillRule: String
            let strokeRule: String
        }

        let role: Role
        let fillClass: String
        let strokeClass: String
        let light: Rules
        let dark: Rules
    }

    private static let rolePieces: [RolePieces] = Role.allCases.map { role in
        func rules(_ palette: [Role: String]) -> RolePieces.Rules {
            let color = palette[role]!, name = role.rawValue
            return RolePieces.Rules(property: "--dg-\(name):\(color)",
                                    fillRule: ".dg-fill-\(name){fill:\(color);fill:var(--dg-\(name))}",
                                    strokeRule: ".dg-stroke-\(name){stroke:\(color);stroke:var(--dg-\(name))}")
        }
        return RolePieces(role: role, fillClass: "dg-fill-\(role.rawValue)", strokeClass: "dg-stroke-\(role.rawValue)",
                          light: rules(lightCSS), dark: rules(darkCSS))
    }

    /// Every class name in the `class="…"` attributes of `markup`, read in one pass over its bytes.
    static func classNames(in markup: String) -> Set<String> {
        let attribute = Array(#"class=""#.utf8)
        var names: Set<String> = []
        var markup = markup
        markup.withUTF8 { bytes in
            var index = 0
            while let found = attribute.withUnsafeBufferPointer({ ByteSearch.firstOffset(of: $0, in: bytes, within: index..<bytes.count) }) {
                index = found + attribute.count
                var start = index
                while index < bytes.count && bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: " ") {
                        if index > start { names.insert(String(decoding: bytes[start..<index], as: UTF8.self)) }
                        start = index + 1
                    }
                    index += 1
                }
                if index > start { names.insert(String(decoding: bytes[start..<index], as: UTF8.self)) }
            }
        }
        return names
    }
}
