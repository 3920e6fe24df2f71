import DocgenEngine
import DocgenTestSupport
import Foundation
import Testing

/// Social cards as a build makes them (`social: {cards: true}`): a valid 1200 × 630 PNG beside
/// each page, the same bytes from build to build, drawn once and then taken from the build
/// cache, replaced by a page's `image:`, and said clearly when they cannot be drawn.
@Suite struct SocialCardTests {
    /// A 1 × 1 PNG, a page's own picture.
    static let onePixelPNG: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0,
        0x90, 0x77, 0x53, 0xDE, 0, 0, 0, 0x0C, 0x49, 0x44, 0x41, 0x54, 0x08, 0xD7, 0x63, 0xF8, 0xFF, 0xFF, 0x3F, 0, 0x05, 0xFE, 0x02,
        0xFE, 0xDC, 0xCC, 0x59, 0xE7, 0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]

    static let config = """
        title: Guide
        baseURL: https://docs.example/
        social:
          cards: true
        languages:
          - code: en
            name: English
          - code: zh-Hans
            name: 简体中文
            title: 指南

        """

    static let listSpec = """
        ```listspec
        id: settings
        caption: Settings
        device: iPhone 15
        system: iOS 17
        sections:
          - rows:
              - title: Wi-Fi
              - title: Bluetooth
        ```
        """

    static let files: [String: String] = [
        "docgen.yml": config,
        "content/en/intro.md": "---\ntitle: Spacing and insets\ndescription: How rows are set apart.\n---\n\nText.\n",
        "content/en/figure.md": "---\ntitle: A list\n---\n\n\(listSpec)\n",
        "content/en/long.md": "---\ntitle: \(String(repeating: "A very long title about separators ", count: 12))\n---\n\nText.\n",
        "content/zh-Hans/intro.md": "---\ntitle: 间距和内边距\ndescription: 行与行如何隔开。\n---\n\n正文。\n",
    ]

    private func build(_ folder: TemporaryFolder, cache: Bool = true) -> BuildReport {
        SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site",
                                     configPath: "\(folder.path)/docgen.yml", jobs: 2, useCache: cache))
    }

    private static func bytes(_ folder: TemporaryFolder, _ relative: String) -> [UInt8]? {
        FileManager.default.contents(atPath: "\(folder.path)/\(relative)").map { [UInt8]($0) }
    }

    private func errors(_ report: BuildReport, in folder: TemporaryFolder) -> [String] {
        report.diagnostics.filter { $0.severity == .error }.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
    }

    /// A PNG's chunks, each checked against its CRC; nil when the bytes are not a whole PNG.
    static func chunks(ofPNG bytes: [UInt8]) -> [(type: String, data: ArraySlice<UInt8>)]? {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        var chunks: [(type: String, data: ArraySlice<UInt8>)] = []
        var at = 8
        while at + 12 <= bytes.count {
            let length = bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
            guard at + 12 + length <= bytes.count else { return nil }
            let typed = bytes[(at + 4)..<(at + 8 + length)]
            let crc = bytes[(at + 8 + length)..<(at + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            guard crc32(typed) == crc else { return nil }
            chunks.append((String(decoding: typed.prefix(4), as: UTF8.self), typed.dropFirst(4)))
            at += 12 + length
        }
        return at == bytes.count && chunks.first?.type == "IHDR" && chunks.last?.type == "IEND" ? chunks : nil
    }

    private static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    @Test func eachPageHasAValidCardOfTwelveHundredBySixHundredThirty() throws {
        let folder = try TemporaryFolder(Self.files)
        defer { folder.remove() }
        let report = build(folder)
        #expect(errors(report, in: folder).isEmpty)
        #expect(report.drawnCardCount == 6)
        for page in ["intro", "figure", "long", "index", "zh-Hans/intro", "zh-Hans/index"] {
            let png = try #require(Self.bytes(folder, "site/\(page).card.png"), "\(page).card.png")
            let chunks = try #require(Self.chunks(ofPNG: png), "\(page).card.png is not a whole PNG")
            let header = Array(chunks[0].data)
            #expect(header.count == 13)
            #expect(header[0..<4].reduce(0) { $0 << 8 | Int($1) } == 1200)
            #expect(header[4..<8].reduce(0) { $0 << 8 | Int($1) } == 630)
            #expect(header[8] == 8 && header[9] == 2, "8-bit RGB")
            #expect(chunks.contains { $0.type == "IDAT" })
        }
        #expect(Self.bytes(folder, "site/404.card.png") == nil)
        // The figure's card shows the figure: it differs from the same card without it.
        #expect(Self.bytes(folder, "site/figure.card.png") != Self.bytes(folder, "site/intro.card.png"))
    }

    @Test func aSecondBuildDrawsNothingAndMakesTheSameBytes() throws {
        let folder = try TemporaryFolder(Self.files)
        defer { folder.remove() }
        #expect(build(folder).drawnCardCount == 6)
        let first = try #require(Self.bytes(folder, "site/zh-Hans/intro.card.png"))
        // A clean output folder: the cards come from the cache beside it.
        try FileManager.default.removeItem(atPath: "\(folder.path)/site")
        let again = build(folder)
        #expect(errors(again, in: folder).isEmpty)
        #expect(again.drawnCardCount == 0)
        #expect(Self.bytes(folder, "site/zh-Hans/intro.card.png") == first)
        // Without the cache, drawn again, byte for byte the same.
        try FileManager.default.removeItem(atPath: "\(folder.path)/.docgen-cache")
        try FileManager.default.removeItem(atPath: "\(folder.path)/site")
        #expect(build(folder).drawnCardCount == 6)
        #expect(Self.bytes(folder, "site/zh-Hans/intro.card.png") == first)
        // A new title draws that page's card alone.
        try folder.write(Data("---\ntitle: Spacing\n---\n\nText.\n".utf8), to: "content/en/intro.md")
        #expect(build(folder).drawnCardCount == 1)
    }

    @Test func aPagesImageReplacesItsCard() throws {
        var files = Self.files
        files["content/en/intro.md"] = "---\ntitle: Spacing\nimage: https://images.example/intro.png\n---\n\nText.\n"
        files["content/en/long.md"] = "---\ntitle: Long\nimage: /missing.png\n---\n\nText.\n"
        files["content/en/figure.md"] = "---\ntitle: A list\nimage: ../drawing.svg\n---\n\nText.\n"
        let folder = try TemporaryFolder(files)
        defer { folder.remove() }
        #expect(errors(build(folder), in: folder) == [
            "content/en/figure.md:3:8: error: 'image' must be a PNG, JPEG, GIF or WebP file, which link previews show: '../drawing.svg'",
            "content/en/long.md:3:8: error: 'image' names no file of the content: '/missing.png' (content/missing.png)",
        ])
        try folder.write(Data("---\ntitle: Long\n---\n\nText.\n".utf8), to: "content/en/long.md")
        try folder.write(Data("---\ntitle: A list\n---\n\nText.\n".utf8), to: "content/en/figure.md")
        #expect(errors(build(folder), in: folder).isEmpty)
        let intro = try #require(folder.read("site/intro.html"))
        #expect(intro.contains("<meta property=\"og:image\" content=\"https://images.example/intro.png\" />"))
        #expect(!intro.contains("og:image:width"))
        #expect(Self.bytes(folder, "site/intro.card.png") == nil)
        #expect(Self.bytes(folder, "site/long.card.png") != nil)
    }

    @Test func cardsNeedABaseURL() throws {
        let folder = try TemporaryFolder([
            "docgen.yml": "title: Guide\nsocial:\n  cards: true\n",
            "content/intro.md": "# Intro\n",
        ])
        defer { folder.remove() }
        #expect(errors(build(folder), in: folder) == [
            "docgen.yml:3:10: error: social cards need 'baseURL': link previews load og:image only from an absolute URL",
        ])
    }

    /// Off, cards cost nothing: no file, no tag, no cache, and librsvg is never opened.
    @Test func cardsOffMakeNoCard() throws {
        var files = Self.files
        files["docgen.yml"] = Self.config.replacingOccurrences(of: "cards: true", with: "cards: false")
        let folder = try TemporaryFolder(files)
        defer { folder.remove() }
        let report = build(folder)
        #expect(errors(report, in: folder).isEmpty)
        #expect(report.drawnCardCount == 0)
        #expect(Self.bytes(folder, "site/intro.card.png") == nil)
        #expect(!FileManager.default.fileExists(atPath: "\(folder.path)/.docgen-cache/cards"))
        #expect(try #require(folder.read("site/intro.html")).contains("<meta name=\"twitter:card\" content=\"summary\" />"))
    }

    /// Without librsvg the build says what to install, once, at the setting that asks for cards.
    @Test func missingLibrsvgIsSaidOnce() throws {
        let folder = try TemporaryFolder(Self.files)
        defer { folder.remove() }
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = ["build", "--quiet"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        process.environment = ProcessInfo.processInfo.environment.merging(["DOCGEN_LIBRSVG": "/nonexistent/librsvg-2.so.2"]) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        let lines = text.split(separator: "\n").filter { $0.contains("error:") }
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("docgen.yml:4:10: error: social cards cannot be drawn: librsvg could not be loaded") == true)
        #expect(lines.first?.contains("apt install librsvg2-2") == true)
    }
}
