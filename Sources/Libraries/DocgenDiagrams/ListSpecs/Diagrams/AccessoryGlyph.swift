/// Vector drawings of UIKit's cell accessories, fitted to an accessory frame from the layout.
///
/// Each glyph is drawn in a design box with UIKit's accessory size (chevron 8×13, checkmark 14×13,
/// info button 22×22), scaled uniformly to fit the frame and centred in it; for the layout's own
/// frames the scale is exactly 1. Stroke widths scale with the glyph. Output is a list of
/// self-closed SVG elements, one per line, with double-quoted attributes and PointFormat numbers.
/// Frames with a non-positive or non-finite size give an empty string.
///
/// Right to left, `chevron.forward` is mirrored (it points left) and a detail disclosure button
/// puts its chevron before the info button; the checkmark and the info button do not change.
///
/// A switch fills its frame: a capsule track, green when on, and a white knob at the end its
/// state names (trailing when on, mirrored right to left), a circle through iOS 18 and a capsule
/// half again as wide with Liquid Glass.
public enum AccessoryGlyph {
    /// SVG elements drawing `accessory` inside `frame` (nothing for .none). Elements carry `class` attributes
    /// (`glyph-stroke` for stroked lines, `glyph-tint-stroke`/`glyph-tint-fill` for tinted parts) and no colours; the diagram's CSS colours them.
    public static func svg(for accessory: Accessory, in frame: Rect, rightToLeft: Bool = false, liquidGlass: Bool = false) -> String {
        guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite,
              frame.width > 0, frame.height > 0 else { return "" }
        let elements: [String]
        switch accessory {
        case .none:
            elements = []
        case .disclosureIndicator:
            elements = chevron(in: fit(chevronSize, in: frame), pointingLeft: rightToLeft)
        case .checkmark:
            elements = checkmark(in: fit(checkmarkSize, in: frame))
        case .detailButton:
            elements = infoButton(in: fit(infoSize, in: frame))
        case .detailDisclosureButton:
            // UIKit's layout: the 22 pt button, an 8 pt gap, the 8×13 chevron (38 × 22 in all),
            // the button on the leading side.
            let total = (width: infoSize.width + gap + chevronSize.width, height: infoSize.height)
            let box = fit(total, in: frame)
            let s = box.scale
            let info = Box(x: box.x + (rightToLeft ? chevronSize.width + gap : 0) * s, y: box.y, scale: s)
            let chevronBox = Box(x: box.x + (rightToLeft ? 0 : infoSize.width + gap) * s,
                                 y: box.y + (infoSize.height - chevronSize.height) / 2 * s, scale: s)
            elements = infoButton(in: info) + chevron(in: chevronBox, pointingLeft: rightToLeft)
        case .switchOff, .switchOn:
            elements = toggle(in: frame, isOn: accessory == .switchOn, rightToLeft: rightToLeft, liquidGlass: liquidGlass)
        }
        return elements.joined(separator: "\n")
    }

    // MARK: Design boxes (UIKitMetrics sizes)

    static let chevronSize = (width: 8.0, height: 13.0)
    static let checkmarkSize = (width: 14.0, height: 13.0)
    static let infoSize = (width: 22.0, height: 22.0)
    static let gap = 8.0

    /// Maps design coordinates to frame coordinates: origin plus uniform scale.
    struct Box {
        var x: Double
        var y: Double
        var scale: Double

        func point(_ px: Double, _ py: Double) -> String {
            "\(PointFormat.string(x + px * scale)),\(PointFormat.string(y + py * scale))"
        }
        func length(_ value: Double) -> String { PointFormat.string(value * scale) }
        func x(_ px: Double) -> String { PointFormat.string(x + px * scale) }
        func y(_ py: Double) -> String { PointFormat.string(y + py * scale) }
    }

    /// The largest box of the design size's aspect that fits `frame`, centred in it.
    static func fit(_ size: (width: Double, height: Double), in frame: Rect) -> Box {
        let scale = min(frame.width / size.width, frame.height / size.height)
        return Box(x: frame.x + (frame.width - size.width * scale) / 2,
                   y: frame.y + (frame.height - size.height * scale) / 2, scale: scale)
    }

    // MARK: Glyphs

    /// chevron.forward: an open ">" with a 2 pt round-capped stroke (ink stays 0.25 pt inside the
    /// 8×13 box); mirrored to "<" for right to left.
    static func chevron(in box: Box, pointingLeft: Bool) -> [String] {
        let (back, tip) = pointingLeft ? (chevronSize.width - 1.25, 1.25) : (1.25, chevronSize.width - 1.25)
        let d = "M \(box.point(back, 1.25)) L \(box.point(tip, 6.5)) L \(box.point(back, 11.75))"
        return [polyline(d, width: box.length(2), className: "glyph-stroke")]
    }

    /// checkmark: a short stroke down to the right, then a long one up to the top right.
    static func checkmark(in box: Box) -> [String] {
        let d = "M \(box.point(1.5, 7)) L \(box.point(5.25, 11)) L \(box.point(12.5, 1.75))"
        return [polyline(d, width: box.length(2), className: "glyph-tint-stroke")]
    }

    /// info.circle: a 1.5 pt ring (ink 0.25 pt inside the 22×22 box), a dot and a rounded bar.
    static func infoButton(in box: Box) -> [String] {
        [
            "<circle class=\"glyph-tint-stroke\" cx=\"\(box.x(11))\" cy=\"\(box.y(11))\" r=\"\(box.length(10))\""
                + " fill=\"none\" stroke-width=\"\(box.length(1.5))\" />",
            "<circle class=\"glyph-tint-fill\" cx=\"\(box.x(11))\" cy=\"\(box.y(6.6))\" r=\"\(box.length(1.35))\" />",
            "<rect class=\"glyph-tint-fill\" x=\"\(box.x(10))\" y=\"\(box.y(9.2))\" width=\"\(box.length(2))\""
                + " height=\"\(box.length(7.6))\" rx=\"\(box.length(1))\" />",
        ]
    }

    /// UISwitch: the track a capsule of the frame, the knob inset 2 pt (scaled with the frame's
    /// height against 31 pt) with a hairline outline, as white reads on neither track alone.
    static func toggle(in frame: Rect, isOn: Bool, rightToLeft: Bool, liquidGlass: Bool) -> [String] {
        let inset = 2 * frame.height / UIKitMetrics.classicSwitchSize.height
        let knobHeight = frame.height - 2 * inset
        let knobWidth = min(liquidGlass ? knobHeight * 1.5 : knobHeight, frame.width - 2 * inset)
        let atTrailingEnd = isOn != rightToLeft
        let knobX = atTrailingEnd ? frame.maxX - inset - knobWidth : frame.minX + inset
        let number = SVGCanvas.number
        return [
            "<rect class=\"\(isOn ? "glyph-switch-on" : "glyph-switch-off")\" x=\"\(number(frame.x))\" y=\"\(number(frame.y))\""
                + " width=\"\(number(frame.width))\" height=\"\(number(frame.height))\" rx=\"\(number(frame.height / 2))\" />",
            "<rect class=\"glyph-knob\" x=\"\(number(knobX))\" y=\"\(number(frame.y + inset))\" width=\"\(number(knobWidth))\""
                + " height=\"\(number(knobHeight))\" rx=\"\(number(knobHeight / 2))\" stroke-width=\"0.5\" />",
        ]
    }

    private static func polyline(_ d: String, width: String, className: String) -> String {
        "<path class=\"\(className)\" d=\"\(d)\" fill=\"none\" stroke-width=\"\(width)\""
            + " stroke-linecap=\"round\" stroke-linejoin=\"round\" />"
    }
}
