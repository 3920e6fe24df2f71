import DocgenDiagrams
@testable import DocgenDiagrams
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Collects every element's name and attributes.
final class ElementCollector: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        elements.append((elementName, attributeDict))
    }
}

/// Parses `<svg xmlns=…>` + fragment + `</svg>`; nil when not well-formed.
func parseSVGFragment(_ fragment: String) -> [(name: String, attributes: [String: String])]? {
    let document = "<svg xmlns=\"http://www.w3.org/2000/svg\">\n\(fragment)\n</svg>"
    let parser = XMLParser(data: Data(document.utf8))
    let collector = ElementCollector()
    parser.delegate = collector
    // On Linux parse() can report success on bad input; check parserError as well.
    guard parser.parse(), parser.parserError == nil else { return nil }
    return Array(collector.elements.dropFirst())
}

/// All numbers in an attribute value (path data or a plain number).
func numbers(in value: String) -> [Double] {
    var result: [Double] = [], token = ""
    for ch in value + " " {
        if ch.isNumber || ch == "." || (ch == "-" && token.isEmpty) {
            token.append(ch)
        } else {
            if let v = Double(token) { result.append(v) }
            token = ""
        }
    }
    return result
}

@Suite("AccessoryGlyph")
struct AccessoryGlyphTests {
    /// Layout-sized frames at odd positions, plus scaled and non-proportional ones.
    static let frames: [(Accessory, Rect)] = [
        (.disclosureIndicator, Rect(x: 353, y: 15.5, width: 8, height: 13)),
        (.checkmark, Rect(x: 347, y: 15.5, width: 14, height: 13)),
        (.detailButton, Rect(x: 339, y: 11, width: 22, height: 22)),
        (.detailDisclosureButton, Rect(x: 323, y: 11, width: 38, height: 22)),
        (.disclosureIndicator, Rect(x: 0, y: 0, width: 64, height: 104)),
        (.checkmark, Rect(x: 10, y: 10, width: 112, height: 40)),
        (.detailButton, Rect(x: 0.3, y: 0.7, width: 30, height: 90)),
        (.detailDisclosureButton, Rect(x: 0, y: 0, width: 304, height: 176)),
        (.detailDisclosureButton, Rect(x: 5, y: 5, width: 38, height: 60)),
        (.switchOff, Rect(x: 310, y: 6.5, width: 51, height: 31)),
        (.switchOn, Rect(x: 0, y: 0, width: 63, height: 28)),
        (.switchOn, Rect(x: 2, y: 3, width: 153, height: 93)),
    ]

    @Test func noneDrawsNothing() {
        #expect(AccessoryGlyph.svg(for: .none, in: Rect(x: 0, y: 0, width: 20, height: 20)) == "")
        #expect(AccessoryGlyph.svg(for: .checkmark, in: Rect(x: 0, y: 0, width: 0, height: 13)) == "")
        #expect(AccessoryGlyph.svg(for: .checkmark, in: Rect(x: 0, y: 0, width: -5, height: 13)) == "")
    }

    @Test(arguments: 0..<frames.count)
    func wellFormedClassedAndInsideTheFrame(index: Int) throws {
        let (accessory, frame) = Self.frames[index]
        let svg = AccessoryGlyph.svg(for: accessory, in: frame)
        let elements = try #require(parseSVGFragment(svg), "not well-formed: \(svg)")
        #expect(!elements.isEmpty)
        #expect(!svg.contains("<text"))
        #expect(!svg.contains("'"), "attributes must be double-quoted")
        // One self-closed element per line.
        for line in svg.split(separator: "\n") {
            #expect(line.hasPrefix("<") && line.hasSuffix(" />"), "\(line)")
        }
        let allowedClasses: Set = ["glyph-stroke", "glyph-tint-stroke", "glyph-tint-fill", "glyph-switch-off", "glyph-switch-on", "glyph-knob"]
        for (name, attributes) in elements {
            #expect(["path", "circle", "rect"].contains(name))
            #expect(allowedClasses.contains(attributes["class"] ?? ""), "\(name) \(attributes)")
            // No colours: fill may only be "none", no stroke colour at all.
            #expect(attributes["stroke"] == nil)
            #expect(attributes["fill"] == nil || attributes["fill"] == "none")
            #expect(attributes["style"] == nil && attributes["color"] == nil)
            let halfStroke = (attributes["stroke-width"].flatMap(Double.init) ?? 0) / 2
            if !["glyph-tint-fill", "glyph-switch-off", "glyph-switch-on"].contains(attributes["class"]) { #expect(halfStroke > 0) }
            // Coordinates (and the ink around them) inside the frame.
            var xs: [Double] = [], ys: [Double] = []
            if let d = attributes["d"] {
                #expect(attributes["fill"] == "none")
                #expect(attributes["stroke-linecap"] == "round" && attributes["stroke-linejoin"] == "round")
                let values = numbers(in: d)
                #expect(values.count % 2 == 0 && !values.isEmpty)
                for (i, v) in values.enumerated() {
                    if i % 2 == 0 { xs += [v - halfStroke, v + halfStroke] } else { ys += [v - halfStroke, v + halfStroke] }
                }
            }
            if let cx = attributes["cx"].flatMap(Double.init), let cy = attributes["cy"].flatMap(Double.init),
               let r = attributes["r"].flatMap(Double.init) {
                xs += [cx - r - halfStroke, cx + r + halfStroke]
                ys += [cy - r - halfStroke, cy + r + halfStroke]
            }
            if let x = attributes["x"].flatMap(Double.init), let y = attributes["y"].flatMap(Double.init),
               let w = attributes["width"].flatMap(Double.init), let h = attributes["height"].flatMap(Double.init) {
                xs += [x, x + w]
                ys += [y, y + h]
            }
            #expect(!xs.isEmpty && !ys.isEmpty, "\(name) without coordinates")
            for x in xs { #expect(x >= frame.minX - 0.01 && x <= frame.maxX + 0.01, "\(accessory) x \(x) outside \(frame)") }
            for y in ys { #expect(y >= frame.minY - 0.01 && y <= frame.maxY + 0.01, "\(accessory) y \(y) outside \(frame)") }
        }
        #expect(AccessoryGlyph.svg(for: accessory, in: frame) == svg, "deterministic")
    }

    @Test func elementInventory() throws {
        func names(_ a: Accessory, _ frame: Rect) throws -> [String] {
            try #require(parseSVGFragment(AccessoryGlyph.svg(for: a, in: frame))).map { "\($0.name).\($0.attributes["class"]!)" }
        }
        #expect(try names(.disclosureIndicator, Rect(x: 0, y: 0, width: 8, height: 13)) == ["path.glyph-stroke"])
        #expect(try names(.checkmark, Rect(x: 0, y: 0, width: 14, height: 13)) == ["path.glyph-tint-stroke"])
        #expect(try names(.detailButton, Rect(x: 0, y: 0, width: 22, height: 22))
            == ["circle.glyph-tint-stroke", "circle.glyph-tint-fill", "rect.glyph-tint-fill"])
        #expect(try names(.detailDisclosureButton, Rect(x: 0, y: 0, width: 38, height: 22))
            == ["circle.glyph-tint-stroke", "circle.glyph-tint-fill", "rect.glyph-tint-fill", "path.glyph-stroke"])
    }

    /// Right to left the chevron points left and comes before the info button; the info button,
    /// the checkmark and the frame they fill do not change.
    @Test func rightToLeftMirrorsTheChevronOnly() {
        #expect(AccessoryGlyph.svg(for: .disclosureIndicator, in: Rect(x: 32, y: 15.5, width: 8, height: 13), rightToLeft: true)
            == "<path class=\"glyph-stroke\" d=\"M 38.75,16.75 L 33.25,22 L 38.75,27.25\" fill=\"none\" stroke-width=\"2\""
            + " stroke-linecap=\"round\" stroke-linejoin=\"round\" />")
        let combined = AccessoryGlyph.svg(for: .detailDisclosureButton, in: Rect(x: 0, y: 0, width: 38, height: 22), rightToLeft: true)
        #expect(combined.contains("d=\"M 6.75,5.75 L 1.25,11 L 6.75,16.25\""))
        #expect(combined.contains("cx=\"27\" cy=\"11\" r=\"10\""))
        for accessory in [Accessory.checkmark, .detailButton] {
            let frame = Rect(x: 5, y: 5, width: 30, height: 20)
            #expect(AccessoryGlyph.svg(for: accessory, in: frame, rightToLeft: true) == AccessoryGlyph.svg(for: accessory, in: frame))
        }
    }

    @Test func exactLayoutSizedGlyphs() {
        #expect(AccessoryGlyph.svg(for: .disclosureIndicator, in: Rect(x: 353, y: 15.5, width: 8, height: 13))
            == "<path class=\"glyph-stroke\" d=\"M 354.25,16.75 L 359.75,22 L 354.25,27.25\" fill=\"none\" stroke-width=\"2\""
            + " stroke-linecap=\"round\" stroke-linejoin=\"round\" />")
        // detailDisclosureButton: info button in the leading 22 pt, chevron in the trailing 8 pt, centred vertically.
        let combined = AccessoryGlyph.svg(for: .detailDisclosureButton, in: Rect(x: 0, y: 0, width: 38, height: 22))
        #expect(combined.contains("cx=\"11\" cy=\"11\" r=\"10\""))
        #expect(combined.contains("d=\"M 31.25,5.75 L 36.75,11 L 31.25,16.25\""))
        // Scaled 2×: strokes scale too.
        let big = AccessoryGlyph.svg(for: .checkmark, in: Rect(x: 0, y: 0, width: 28, height: 26))
        #expect(big.contains("stroke-width=\"4\""))
        #expect(big.contains("d=\"M 3,14 L 10.5,22 L 25,3.5\""))
    }

    /// The track fills the frame as a capsule; the knob sits 2 pt in (at 31 pt high), at the
    /// leading end when off and the trailing end when on, mirrored right to left; a circle
    /// through iOS 18, a capsule half again as wide with Liquid Glass.
    @Test func aSwitchShowsItsStateAndSystem() throws {
        func rects(_ accessory: Accessory, _ frame: Rect, rightToLeft: Bool = false, liquidGlass: Bool = false) throws
            -> [(class: String, x: Double, width: Double, height: Double, rx: Double)] {
            try #require(parseSVGFragment(AccessoryGlyph.svg(for: accessory, in: frame, rightToLeft: rightToLeft, liquidGlass: liquidGlass)))
                .map { ($0.attributes["class"]!, Double($0.attributes["x"]!)!, Double($0.attributes["width"]!)!,
                        Double($0.attributes["height"]!)!, Double($0.attributes["rx"]!)!) }
        }
        let frame = Rect(x: 100, y: 0, width: 51, height: 31)
        let off = try rects(.switchOff, frame)
        #expect(off.map(\.class) == ["glyph-switch-off", "glyph-knob"])
        #expect(off[0].x == 100 && off[0].width == 51 && off[0].rx == 15.5)
        #expect(off[1].x == 102 && off[1].width == 27 && off[1].height == 27 && off[1].rx == 13.5)
        let on = try rects(.switchOn, frame)
        #expect(on.map(\.class) == ["glyph-switch-on", "glyph-knob"])
        #expect(on[1].x == 151 - 2 - 27)
        #expect(try rects(.switchOn, frame, rightToLeft: true)[1].x == 102)
        #expect(try rects(.switchOff, frame, rightToLeft: true)[1].x == 151 - 2 - 27)
        let glass = try rects(.switchOn, Rect(x: 0, y: 0, width: 63, height: 28), liquidGlass: true)
        #expect(glass[1].width > glass[1].height * 1.4 && glass[1].x + glass[1].width < 63)
    }

    @Test func malformedXMLIsDetected() {
        // Guard for the helper itself: XMLParser must reject these.
        #expect(parseSVGFragment("<path d=\"M 0,0\">") == nil)
        #expect(parseSVGFragment("<path d='M 0,0' / >") == nil)
        #expect(parseSVGFragment("<path d=\"M 0,0\" />") != nil)
    }
}
