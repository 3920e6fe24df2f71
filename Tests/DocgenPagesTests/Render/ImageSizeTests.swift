@testable import DocgenPages
import DocgenTestSupport
import Foundation
import Testing

/// An image's pixel size from its header, checked against what other readers say of the same
/// file (libmagic's `file`, librsvg's output), and never a crash on cut-off or corrupt bytes.
@Suite struct ImageSizeTests {
    /// What libmagic's `file` says of `bytes`, or nil (recorded as an issue) when it is missing.
    private func described(_ bytes: [UInt8], name: String) throws -> String? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/file") else {
            Issue.record("file is not installed (Debian file); Scripts/test installs it")
            return nil
        }
        let path = TemporaryFolder.path(named: name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try run("/usr/bin/file", ["-b", path])
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text
    }

    @Test func eachRasterFormatsSizeIsWhatLibmagicReads() throws {
        let files: [(String, [UInt8], String)] = [
            ("png", ImageFixtures.png(width: 41, height: 23), "PNG image data, 41 x 23"),
            ("jpg", ImageFixtures.jpeg(width: 41, height: 23), "41x23"),
            ("gif", ImageFixtures.gif(width: 41, height: 23), "GIF image data, version 89a, 41 x 23"),
            ("webp", ImageFixtures.webpHeader("VP8 ", width: 41, height: 23), "VP8 encoding, 41x23"),
            // libmagic 5.44 gives no size for these two (the browser test reads Chromium's).
            ("webp", ImageFixtures.webpHeader("VP8L", width: 41, height: 23), "Web/P image"),
            ("webp", ImageFixtures.webpHeader("VP8X", width: 41, height: 23), "Web/P image"),
        ]
        for (fileExtension, bytes, libmagic) in files {
            #expect(ImageSize.of(bytes, fileExtension: fileExtension) == .pixels(width: 41, height: 23), "\(fileExtension) \(libmagic)")
            if let description = try described(bytes, name: "image.\(fileExtension)") {
                #expect(description.contains(libmagic), "\(description)")
            }
        }
        #expect(ImageSize.of(ImageFixtures.jpeg(width: 3000, height: 65_535), fileExtension: "JPEG") == .pixels(width: 3000, height: 65_535))
    }

    /// librsvg draws an SVG at its size: the PNG it writes has the size docgen reads from the
    /// SVG, and docgen reads that PNG's size too.
    @Test func anSVGsSizeIsThePNGRsvgDrawsOfIt() throws {
        let rsvg = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let rsvg else {
            Issue.record("rsvg-convert is not installed (Debian librsvg2-bin); Scripts/test installs it")
            return
        }
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0.5in\" height=\"30\" viewBox=\"0 0 10 6\"><rect width=\"10\" height=\"6\"/></svg>"
        #expect(ImageSize.of(Array(svg.utf8), fileExtension: "svg") == .pixels(width: 48, height: 30))
        let source = TemporaryFolder.path(named: "drawing.svg"), output = TemporaryFolder.path(named: "drawing.png")
        defer { for path in [source, output] { try? FileManager.default.removeItem(atPath: path) } }
        try Data(svg.utf8).write(to: URL(fileURLWithPath: source))
        for zoom in [1, 2] {
            _ = try run(rsvg, ["--zoom", "\(zoom)", "-o", output, source])
            let png = try #require(FileManager.default.contents(atPath: output))
            #expect(ImageSize.of(Array(png), fileExtension: "png") == .pixels(width: 48 * zoom, height: 30 * zoom))
        }
    }

    @Test func anSVGsSizeComesFromItsWidthAndHeightOrItsViewBox() {
        func size(_ attributes: String) -> ImageSize {
            ImageSize.of(Array("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" \(attributes)/>".utf8), fileExtension: "SVG")
        }
        #expect(size("width=\"120\" height=\"80.4px\"") == .pixels(width: 120, height: 80))
        #expect(size("width=\"1e2\" height=\"2.54cm\"") == .pixels(width: 100, height: 96))
        #expect(size("width=\"12pt\" height=\"1pc\"") == .pixels(width: 16, height: 16))
        #expect(size("viewBox=\"0 0 300 150\"") == .pixels(width: 300, height: 150))
        #expect(size("viewBox=\"-5,-5,40,10\" width=\"80\"") == .pixels(width: 80, height: 20), "the height in the viewBox's ratio")
        #expect(size("viewBox=\"0 0 40 10\" height=\"5\" width=\"100%\"") == .pixels(width: 20, height: 5))
        #expect(size("width=\"100%\" height=\"50%\"") == .unsized, "relative sizes and no viewBox: no size to give")
        #expect(size("width=\"10em\" height=\"3\"") == .unsized)
        #expect(size("") == .unsized)
        #expect(size("viewBox=\"0 0 0 10\"") == .unsized, "an empty viewBox is no size")
        #expect(size("width=\"1e300\" height=\"1e300\"") == .unreadable("its size 1e+300×1e+300 is out of range"))
        #expect(size("width=\"0.2\" height=\"4\"") == .unreadable("its SVG header gives the size 0×4"))
    }

    @Test func aFileThatIsNotWhatItsNameSaysIsUnreadable() {
        let png = ImageFixtures.png(width: 4, height: 4)
        #expect(ImageSize.of(png, fileExtension: "jpg") == .unreadable("not a JPEG file"))
        #expect(ImageSize.of(png, fileExtension: "gif") == .unreadable("not a GIF file"))
        #expect(ImageSize.of(png, fileExtension: "webp") == .unreadable("not a WebP file"))
        #expect(ImageSize.of(png, fileExtension: "svg") == .unreadable("no <svg> root element could be read"))
        #expect(ImageSize.of(Array("<html xmlns=\"http://www.w3.org/1999/xhtml\"/>".utf8), fileExtension: "svg")
                == .unreadable("no <svg> root element could be read"))
        #expect(ImageSize.of(Array("<svg width=\"1\" height=\"1\"/>".utf8), fileExtension: "svg")
                == .unreadable("no <svg> root element could be read"), "an svg outside the SVG namespace")
        #expect(ImageSize.of(ImageFixtures.jpeg(width: 4, height: 4), fileExtension: "png") == .unreadable("not a PNG file"))
    }

    @Test func absurdSizesAreUnreadable() {
        var png = ImageFixtures.png(width: 4, height: 4)
        png.replaceSubrange(16..<20, with: [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(ImageSize.of(png, fileExtension: "png") == .unreadable("its PNG header gives the size 4294967295×4"))
        png.replaceSubrange(16..<20, with: [0, 0, 0, 0])
        #expect(ImageSize.of(png, fileExtension: "png") == .unreadable("its PNG header gives the size 0×4"))
        #expect(ImageSize.of(ImageFixtures.jpeg(width: 5, height: 0), fileExtension: "jpg") == .unreadable("its JPEG header gives the size 5×0"))
        #expect(ImageSize.of(ImageFixtures.gif(width: 0, height: 0), fileExtension: "gif") == .unreadable("its GIF header gives the size 0×0"))
        var longIHDR = ImageFixtures.png(width: 4, height: 4)
        longIHDR[11] = 14
        #expect(ImageSize.of(longIHDR, fileExtension: "png") == .unreadable("its PNG IHDR chunk is 14 bytes, not 13"))
    }

    /// JPEG segments before the frame are skipped by their lengths, fill bytes and markers
    /// without a length stepped over; a segment longer than the file ends the search.
    @Test func aJPEGsFrameIsFoundPastOtherSegmentsAndALyingLengthIsSafe() {
        let jpeg = ImageFixtures.jpeg(width: 64, height: 48)
        // After SOI: an APP1 with bytes that look like markers, fill bytes, then the rest.
        let app1: [UInt8] = [0xFF, 0xE1, 0x00, 0x0A, 0xFF, 0xC0, 0x00, 0x11, 0xFF, 0xD9, 0x01, 0x02]
        let padded = Array(jpeg[0..<2]) + app1 + [0xFF, 0xFF, 0xFF] + Array(jpeg[2...])
        #expect(ImageSize.of(padded, fileExtension: "jpg") == .pixels(width: 64, height: 48))
        let progressive = jpeg.enumerated().map { $0.offset > 2 && jpeg[$0.offset - 1] == 0xFF && $0.element == 0xC0 ? 0xC2 : $0.element }
        #expect(ImageSize.of(progressive, fileExtension: "jpg") == .pixels(width: 64, height: 48))
        let lying: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xF0, 0x00]
        #expect(ImageSize.of(lying, fileExtension: "jpg") == .unreadable("its JPEG data ends before a start-of-frame segment"))
        let noFrame: [UInt8] = [0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02, 0xFF, 0xD9]
        #expect(ImageSize.of(noFrame, fileExtension: "jpg") == .unreadable("its JPEG data has no start-of-frame segment before the image data"))
    }

    /// Every prefix of every kind of file, and bytes flipped at random in each: a size, or a
    /// reason, never a crash; a prefix that ends inside the header is never a size.
    @Test func cutOffAndDamagedFilesGiveAReasonNeverACrash() {
        let files: [(String, [UInt8], Int)] = [
            ("png", ImageFixtures.png(width: 7, height: 3), 24),
            ("jpg", ImageFixtures.jpeg(width: 7, height: 3), 2 + 18 + 69 + 9),
            ("gif", ImageFixtures.gif(width: 7, height: 3), 10),
            ("webp", ImageFixtures.webpHeader("VP8 ", width: 7, height: 3), 30),
            ("webp", ImageFixtures.webpHeader("VP8L", width: 7, height: 3), 25),
            ("webp", ImageFixtures.webpHeader("VP8X", width: 7, height: 3), 30),
            ("svg", Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"7\" height=\"3\"/>".utf8), 62),
        ]
        var random = SplitMix64(state: 27)
        for (fileExtension, bytes, headerLength) in files {
            for length in 0..<bytes.count {
                let size = ImageSize.of(Array(bytes[..<length]), fileExtension: fileExtension)
                if length < headerLength, case .pixels = size { Issue.record("\(fileExtension) cut at \(length) gave \(size)") }
            }
            for _ in 0..<500 {
                var damaged = bytes
                for _ in 0..<3 { damaged[Int(random.next() % UInt64(damaged.count))] = UInt8(truncatingIfNeeded: random.next()) }
                if case .pixels(let width, let height) = ImageSize.of(damaged, fileExtension: fileExtension) {
                    #expect((1...ImageSize.largest).contains(width) && (1...ImageSize.largest).contains(height))
                }
            }
        }
    }

    /// The parser stops at the root's start tag: a fault behind it, near or far, is not read.
    @Test func anSVGIsReadNoFurtherThanItsRoot() {
        let root = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"5\">"
        let drawing = String(repeating: "<rect width=\"1\" height=\"1\"/>\n", count: 40_000)
        #expect(ImageSize.of(Array((root + drawing + "<g></svg>").utf8), fileExtension: "svg") == .pixels(width: 10, height: 5))
        #expect(ImageSize.of(Array((root + "<g></svg>").utf8), fileExtension: "svg") == .pixels(width: 10, height: 5))
        #expect(ImageSize.of(Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\"<g></svg>".utf8), fileExtension: "svg")
                == .unreadable("no <svg> root element could be read"))
    }

    /// An entity that names a file is not read, whether in an attribute or in the DTD: its
    /// declaration is refused.
    @Test func anSVGsEntitiesReadNoOtherFile() throws {
        let other = TemporaryFolder.path(named: "entities.txt")
        try Data("<!ENTITY h \"77\">".utf8).write(to: URL(fileURLWithPath: other))
        defer { try? FileManager.default.removeItem(atPath: other) }
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"5\" height=\"&h;\"/>"
        for subset in ["<!ENTITY h SYSTEM \"file://\(other)\">", "<!ENTITY % d SYSTEM \"file://\(other)\"> %d;"] {
            let size = ImageSize.of(Array("<?xml version=\"1.0\"?><!DOCTYPE svg [\(subset)]>\(svg)".utf8), fileExtension: "svg")
            #expect(size == .unreadable("line 1: entity declarations are not allowed: docgen expands no entities (write the character"
                                        + " itself, or a character reference such as &#169;)"), "\(subset)")
        }
    }
}

/// A deterministic generator (SplitMix64), so a failure shows the same bytes every run.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
