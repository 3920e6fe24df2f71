import DocgenRaster
import Foundation
import Testing

/// librsvg behind its facade: a PNG of the size asked for, the same bytes for the same SVG, its
/// pixels where the SVG put them, and a refusal rather than a crash for what is not SVG.
@Suite struct SVGRasterizerTests {
    /// Width and height from a PNG's IHDR chunk, after checking the signature and that the file
    /// ends with IEND.
    static func size(ofPNG bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count > 45, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8),
              Array(bytes.suffix(8).prefix(4)) == Array("IEND".utf8) else { return nil }
        func integer(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (integer(16), integer(20))
    }

    @Test func drawsAPNGOfTheSizeAskedFor() throws {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="120" height="63" viewBox="0 0 120 63">\
        <rect width="60" height="63" fill="#0000ff"/></svg>
        """
        let png = try SVGRasterizer.png(of: svg, width: 240, height: 126).get()
        let size = try #require(Self.size(ofPNG: png))
        #expect(size.width == 240 && size.height == 126)
        // Deterministic: the same SVG makes the same bytes.
        #expect(try SVGRasterizer.png(of: svg, width: 240, height: 126).get() == png)
        // A different drawing makes different bytes.
        let other = svg.replacingOccurrences(of: "#0000ff", with: "#ff0000")
        #expect(try SVGRasterizer.png(of: other, width: 240, height: 126).get() != png)
    }

    @Test func refusesWhatIsNotSVG() {
        for text in ["<svg", "", "not xml at all", "<svg xmlns=\"http://www.w3.org/2000/svg\"><text>\u{1}</text></svg>"] {
            guard case .failure(let failure) = SVGRasterizer.png(of: text, width: 10, height: 10) else {
                Issue.record("drew \(text.debugDescription)")
                continue
            }
            #expect(!failure.message.isEmpty)
        }
        guard case .failure(.failed) = SVGRasterizer.png(of: "<svg xmlns=\"http://www.w3.org/2000/svg\"/>", width: 0, height: 10) else {
            Issue.record("drew an empty image")
            return
        }
    }

    /// librsvg is given no base URL: a file the SVG names is not read.
    @Test func loadsNoFileTheSVGNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rsvg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let red = """
        <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#ff0000"/></svg>
        """
        try red.write(to: folder.appendingPathComponent("red.svg"), atomically: true, encoding: .utf8)
        let blank = try SVGRasterizer.png(of: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"/>", width: 10, height: 10).get()
        for href in [folder.appendingPathComponent("red.svg").path, folder.appendingPathComponent("red.svg").absoluteString, "red.svg"] {
            let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"10\" height=\"10\">"
                + "<image width=\"10\" height=\"10\" xlink:href=\"\(href)\"/></svg>"
            // Drawn as if the image were not there: white, like the empty SVG.
            #expect(try SVGRasterizer.png(of: svg, width: 10, height: 10).get() == blank)
        }
    }

    /// Chinese text is drawn with the Noto Sans CJK face the SVG names (Debian's
    /// `fonts-noto-cjk`): its glyphs differ from the Japanese face's forms of the same
    /// ideographs, and from the boxes drawn for characters no font has.
    @Test func chineseIsDrawnWithTheNamedCJKFont() throws {
        func drawn(_ text: String, family: String, language: String) throws -> [UInt8] {
            let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"400\" height=\"100\" xml:lang=\"\(language)\" "
                + "font-family=\"\(family)\"><text x=\"10\" y=\"70\" font-size=\"60\">\(text)</text></svg>"
            return try SVGRasterizer.png(of: svg, width: 400, height: 100).get()
        }
        let simplified = try drawn("骨直角", family: "'Liberation Sans', 'Noto Sans CJK SC', sans-serif", language: "zh-Hans")
        let japanese = try drawn("骨直角", family: "'Liberation Sans', 'Noto Sans CJK JP', sans-serif", language: "ja")
        let tofu = try drawn("\u{E000}\u{E001}\u{E002}", family: "'Liberation Sans', 'Noto Sans CJK SC', sans-serif", language: "zh-Hans")
        let blank = try drawn("", family: "'Liberation Sans'", language: "zh-Hans")
        #expect(simplified != blank)
        #expect(simplified != tofu)
        #expect(simplified != japanese, "the Chinese and Japanese faces draw 骨直角 alike: is fonts-noto-cjk installed?")
    }
}
