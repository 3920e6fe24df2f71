import DocgenXML

/// An image's size in pixels as its file says, read from the header alone: PNG's IHDR chunk,
/// JPEG's start-of-frame segment, GIF's screen descriptor, WebP's VP8, VP8L or VP8X header, and
/// an SVG root's `width` and `height` (or its `viewBox`). Any bytes are safe: a truncated or
/// corrupt file is a reason, not a crash.
public enum ImageSize: Sendable, Hashable {
    case pixels(width: Int, height: Int)
    /// An SVG that gives no absolute size (no `width` and `height`, or percentages, and no
    /// `viewBox`): it has none to give, which is not a fault.
    case unsized
    /// Why the file's size cannot be read.
    case unreadable(String)

    /// The largest width or height taken (PNG's limit, 2³¹ − 1).
    static let largest = Int(Int32.max)

    /// The size of `bytes`, an image file whose name ends in `.fileExtension` (any case).
    public static func of(_ bytes: [UInt8], fileExtension: String) -> ImageSize {
        let header = Header(bytes)
        switch fileExtension.lowercased() {
        case "png": return header.png()
        case "jpg", "jpeg": return header.jpeg()
        case "gif": return header.gif()
        case "webp": return header.webp()
        case "svg": return svg(bytes)
        default: return .unreadable("not an image docgen reads the size of")
        }
    }

    /// A checked size: each side from 1 to ``largest``.
    static func checked(_ width: Int, _ height: Int, format: String) -> ImageSize {
        guard (1...largest).contains(width), (1...largest).contains(height) else {
            return .unreadable("its \(format) header gives the size \(width)×\(height)")
        }
        return .pixels(width: width, height: height)
    }

    /// An SVG's size. One that declares an entity is refused by its reader; the site check
    /// reports that in the file itself, and here it is only why the size is unknown.
    private static func svg(_ bytes: [UInt8]) -> ImageSize {
        let root: SVGRootAttributes
        switch SVGRootAttributes.read(bytes, displayPath: "") {
        case .success(let read?): root = read
        case .success(nil): return .unreadable("no <svg> root element could be read")
        case .failure(let refusal): return .unreadable("line \(refusal.location.line): \(refusal.message)")
        }
        let width = root.width.flatMap(SVGLength.pixels), height = root.height.flatMap(SVGLength.pixels)
        let box = root.viewBox.flatMap(SVGLength.viewBoxSize)
        let size: (Double, Double)
        switch (width, height, box) {
        case (let width?, let height?, _): size = (width, height)
        case (let width?, nil, let box?): size = (width, width * box.height / box.width)
        case (nil, let height?, let box?): size = (height * box.width / box.height, height)
        case (nil, nil, let box?): size = (box.width, box.height)
        default: return .unsized
        }
        guard size.0.isFinite, size.1.isFinite, size.0 < Double(largest), size.1 < Double(largest) else {
            return .unreadable("its size \(size.0)×\(size.1) is out of range")
        }
        return checked(Int(size.0.rounded()), Int(size.1.rounded()), format: "SVG")
    }
}

/// The bytes of an image file, read by offset with every read checked against the end.
private struct Header {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    func starts(with prefix: [UInt8], at offset: Int = 0) -> Bool {
        offset >= 0 && bytes.count - offset >= prefix.count && bytes[offset..<(offset + prefix.count)].elementsEqual(prefix)
    }

    func starts(with text: String, at offset: Int = 0) -> Bool {
        starts(with: Array(text.utf8), at: offset)
    }

    /// The unsigned integer of `count` bytes at `offset`, big- or little-endian; nil past the end.
    func integer(at offset: Int, count: Int, bigEndian: Bool = true) -> Int? {
        guard offset >= 0, bytes.count - offset >= count else { return nil }
        let part = bytes[offset..<(offset + count)]
        return (bigEndian ? Array(part) : part.reversed()).reduce(0) { $0 << 8 | Int($1) }
    }

    func png() -> ImageSize {
        guard starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return .unreadable("not a PNG file") }
        guard let length = integer(at: 8, count: 4), starts(with: "IHDR", at: 12),
              let width = integer(at: 16, count: 4), let height = integer(at: 20, count: 4) else {
            return .unreadable("its PNG header is cut short or has no IHDR chunk first")
        }
        guard length == 13 else { return .unreadable("its PNG IHDR chunk is \(length) bytes, not 13") }
        return ImageSize.checked(width, height, format: "PNG")
    }

    /// Walks the segments from the start of image to the first start of frame (SOF0 to SOF15,
    /// less DHT, JPG and DAC), each skipped by its length; markers without a length (RSTn, TEM)
    /// and fill bytes are stepped over.
    func jpeg() -> ImageSize {
        guard starts(with: [0xFF, 0xD8]) else { return .unreadable("not a JPEG file") }
        var offset = 2
        while true {
            while offset < bytes.count, bytes[offset] != 0xFF { offset += 1 }   // garbage before a marker
            while offset < bytes.count, bytes[offset] == 0xFF { offset += 1 }   // the marker's fill bytes
            guard offset < bytes.count else { return .unreadable("its JPEG data ends before a start-of-frame segment") }
            let marker = bytes[offset]
            offset += 1
            switch marker {
            case 0x01, 0xD0...0xD7: continue
            case 0xD9, 0xDA: return .unreadable("its JPEG data has no start-of-frame segment before the image data")
            default: break
            }
            guard let length = integer(at: offset, count: 2), length >= 2 else {
                return .unreadable("its JPEG data ends inside a segment header")
            }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let height = integer(at: offset + 3, count: 2), let width = integer(at: offset + 5, count: 2), length >= 8 else {
                    return .unreadable("its JPEG start-of-frame segment is cut short")
                }
                return ImageSize.checked(width, height, format: "JPEG")
            }
            offset += length
        }
    }

    func gif() -> ImageSize {
        guard starts(with: "GIF87a") || starts(with: "GIF89a") else { return .unreadable("not a GIF file") }
        guard let width = integer(at: 6, count: 2, bigEndian: false), let height = integer(at: 8, count: 2, bigEndian: false) else {
            return .unreadable("its GIF header is cut short")
        }
        return ImageSize.checked(width, height, format: "GIF")
    }

    /// A RIFF file of `WEBP` whose first chunk is the lossy bitstream (`VP8 `), the lossless one
    /// (`VP8L`) or the extended header (`VP8X`, with the canvas size).
    func webp() -> ImageSize {
        guard starts(with: "RIFF"), starts(with: "WEBP", at: 8) else { return .unreadable("not a WebP file") }
        let cutShort = ImageSize.unreadable("its WebP header is cut short")
        if starts(with: "VP8X", at: 12) {
            guard let width = integer(at: 24, count: 3, bigEndian: false), let height = integer(at: 27, count: 3, bigEndian: false) else {
                return cutShort
            }
            return ImageSize.checked(width + 1, height + 1, format: "WebP")
        }
        if starts(with: "VP8L", at: 12) {
            guard starts(with: [0x2F], at: 20), let bits = integer(at: 21, count: 4, bigEndian: false) else { return cutShort }
            return ImageSize.checked((bits & 0x3FFF) + 1, (bits >> 14 & 0x3FFF) + 1, format: "WebP")
        }
        if starts(with: "VP8 ", at: 12) {
            guard starts(with: [0x9D, 0x01, 0x2A], at: 23), let width = integer(at: 26, count: 2, bigEndian: false),
                  let height = integer(at: 28, count: 2, bigEndian: false) else { return cutShort }
            return ImageSize.checked(width & 0x3FFF, height & 0x3FFF, format: "WebP")
        }
        return .unreadable("its WebP data starts with no VP8, VP8L or VP8X chunk")
    }
}
