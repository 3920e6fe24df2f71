import DocgenDiagrams
import Foundation

/// Preview drawings of the shapes docgen's diagrams are made of, for a person to look at:
/// rows with each corner mask and curve, corners magnified (circular over continuous), and the
/// accessory glyphs in their layout frames. `Scripts/preview-shapes` renders them to PNG.
enum ShapePreviews {
    static let css = """
    <style>.row{fill:#fff;stroke:#333;stroke-width:0.25}.circ{fill:none;stroke:#e53935;stroke-width:0.2}
    .cont{fill:none;stroke:#1e88e5;stroke-width:0.2}.bg{fill:#f2f2f7}.frame{fill:none;stroke:#f0a;stroke-width:0.1;stroke-dasharray:0.5 0.5}
    .glyph-stroke{stroke:#c4c4c7}.glyph-tint-stroke{stroke:#007aff}.glyph-tint-fill{fill:#007aff}
    text{font:5px sans-serif;fill:#555}</style>
    """

    /// Writes rows.svg, corners.svg, corner-zoom.svg and accessories.svg into `dir`.
    static func write(to dir: String) throws {
        // Rows: for each radius/height, a section (first, middle, last) and a single row, both curves side by side.
        var body = "", y = 8.0
        for (radius, height) in [(10.0, 44.0), (26.0, 52.0)] {
            for (ci, curve) in CornerCurve.allCases.enumerated() {
                let x0 = 16 + Double(ci) * 393
                body += "<text x=\"\(x0)\" y=\"\(y - 2)\">\(curve) r=\(Int(radius)) h=\(Int(height))</text>\n"
                for (i, mask) in [CornerMask.top, [], .bottom].enumerated() {
                    let rect = Rect(x: x0, y: y + Double(i) * height, width: 361, height: height)
                    body += "<path class=\"row\" d=\"\(RoundedRectPath.pathData(rect, radius: radius, mask: mask, curve: curve))\" />\n"
                }
                let single = Rect(x: x0, y: y + 3 * height + 12, width: 361, height: height)
                body += "<path class=\"row\" d=\"\(RoundedRectPath.pathData(single, radius: radius, mask: .all, curve: curve))\" />\n"
            }
            y += 4 * height + 30
        }
        try save(dir, "rows.svg", width: 16 + 2 * 393, height: y, body: body)

        // Corners: the left half of a single 361 pt row, circular (red) over continuous (blue).
        body = ""
        for (i, (radius, height)) in [(10.0, 44.0), (26.0, 52.0), (26.0, 44.0)].enumerated() {
            let x0 = 4 + Double(i) * 74
            let rect = Rect(x: 2, y: 2, width: 361, height: height)
            body += "<text x=\"\(x0)\" y=\"5\">r=\(Int(radius)) h=\(Int(height))</text>\n"
            body += "<svg x=\"\(x0)\" y=\"8\" width=\"66\" height=\"58\">\n"
            body += "<path class=\"circ\" d=\"\(RoundedRectPath.pathData(rect, radius: radius, mask: .all, curve: .circular))\" />\n"
            body += "<path class=\"cont\" d=\"\(RoundedRectPath.pathData(rect, radius: radius, mask: .all, curve: .continuous))\" />\n"
            body += "</svg>\n"
        }
        try save(dir, "corners.svg", width: 226, height: 66, body: body)

        // One top-left corner, r = 20, large.
        let big = Rect(x: 2, y: 2, width: 200, height: 200)
        body = "<path class=\"circ\" d=\"\(RoundedRectPath.pathData(big, radius: 20, mask: .layerMinXMinYCorner, curve: .circular))\" />\n"
            + "<path class=\"cont\" d=\"\(RoundedRectPath.pathData(big, radius: 20, mask: .layerMinXMinYCorner, curve: .continuous))\" />\n"
        try save(dir, "corner-zoom.svg", width: 40, height: 40, body: body)

        // Accessories, each in its layout frame (dashed), on a row background.
        body = ""
        var x = 4.0
        for accessory in Accessory.allCases where accessory != .none {
            let size: (Double, Double) = switch accessory {
            case .disclosureIndicator: (8, 13)
            case .checkmark: (14, 13)
            case .detailButton: (22, 22)
            default: (38, 22)
            }
            let frame = Rect(x: x, y: 4 + (22 - size.1) / 2, width: size.0, height: size.1)
            body += "<rect class=\"frame\" x=\"\(frame.x)\" y=\"\(frame.y)\" width=\"\(frame.width)\" height=\"\(frame.height)\" />\n"
            body += AccessoryGlyph.svg(for: accessory, in: frame) + "\n"
            x += size.0 + 8
        }
        try save(dir, "accessories.svg", width: x, height: 30, body: body, background: "#fff")
    }

    private static func save(_ dir: String, _ name: String, width: Double, height: Double, body: String,
                             background: String = "#f2f2f7") throws {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">
        \(css)
        <rect x="0" y="0" width="100%" height="100%" fill="\(background)" />
        \(body)</svg>
        """
        try svg.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8)
    }
}
