/// Small image files made byte by byte, valid for any decoder: a PNG (IHDR, one stored-deflate
/// IDAT, IEND, each with its CRC), a baseline JPEG (one grey 8×8 block per block, with its
/// quantisation and Huffman tables), a GIF (a one-pixel image on a canvas of the size asked),
/// and the headers of the three kinds of WebP.
public enum ImageFixtures {
    /// A `width`×`height` PNG of one RGB colour.
    public static func png(width: Int, height: Int, red: UInt8 = 0x33, green: UInt8 = 0x66, blue: UInt8 = 0x99) -> [UInt8] {
        var header = bigEndian(width, 4) + bigEndian(height, 4)
        header += [8, 2, 0, 0, 0]   // 8 bits, RGB, deflate, adaptive filtering, no interlace
        let row: [UInt8] = [0] + Array(repeating: [red, green, blue], count: width).flatMap { $0 }   // filter 0, then pixels
        let raw = Array(repeating: row, count: height).flatMap { $0 }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let part = Array(raw[offset..<min(raw.count, offset + 65_535)])
            offset += part.count
            zlib += [offset == raw.count ? 1 : 0] + littleEndian(part.count, 2) + littleEndian(part.count ^ 0xFFFF, 2) + part
        } while offset < raw.count
        zlib += bigEndian(Int(adler32(raw)), 4)
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    /// A `width`×`height` baseline JPEG, mid grey: every 8×8 block has DC difference 0 (Huffman
    /// code `0`) and ends at once (EOB, code `0`).
    public static func jpeg(width: Int, height: Int) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += segment(0xE0, Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
        bytes += segment(0xDB, [0] + Array(repeating: 1, count: 64))
        bytes += segment(0xC0, [8] + bigEndian(height, 2) + bigEndian(width, 2) + [1, 1, 0x11, 0])
        let oneCode = [1] + Array(repeating: UInt8(0), count: 15) + [0]
        bytes += segment(0xC4, [0x00] + oneCode)
        bytes += segment(0xC4, [0x10] + oneCode)
        bytes += segment(0xDA, [1, 1, 0x00, 0, 63, 0])
        let blocks = ((width + 7) / 8) * ((height + 7) / 8)
        let bits = 2 * blocks
        var data = Array(repeating: UInt8(0), count: (bits + 7) / 8)
        if bits % 8 != 0 { data[data.count - 1] = UInt8(0xFF >> (bits % 8)) }   // padded with ones
        return bytes + data + [0xFF, 0xD9]
    }

    /// A GIF whose canvas is `width`×`height`, holding one black pixel.
    public static func gif(width: Int, height: Int) -> [UInt8] {
        Array("GIF89a".utf8) + littleEndian(width, 2) + littleEndian(height, 2) + [0x80, 0, 0]
            + [0, 0, 0, 0xFF, 0xFF, 0xFF]                                    // a palette of two colours
            + [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0] + [2, 2, 0x44, 0x01, 0] + [0x3B]
    }

    /// The first 30 bytes of a WebP of `width`×`height`: its RIFF header and the header of its
    /// first chunk, `VP8 ` (lossy), `VP8L` (lossless) or `VP8X` (extended).
    public static func webpHeader(_ kind: String, width: Int, height: Int) -> [UInt8] {
        var first: [UInt8]
        switch kind {
        case "VP8X": first = [0, 0, 0, 0] + littleEndian(width - 1, 3) + littleEndian(height - 1, 3)
        case "VP8L": first = [0x2F] + littleEndian((width - 1) | (height - 1) << 14, 4) + [0]
        default: first = [0x10, 0x02, 0x00, 0x9D, 0x01, 0x2A] + littleEndian(width, 2) + littleEndian(height, 2)
        }
        let body = Array(kind.utf8) + littleEndian(first.count, 4) + first
        return Array("RIFF".utf8) + littleEndian(body.count + 4, 4) + Array("WEBP".utf8) + body
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(data.count, 4) + typed + bigEndian(Int(crc32(typed)), 4)
    }

    private static func segment(_ marker: UInt8, _ data: [UInt8]) -> [UInt8] {
        [0xFF, marker] + bigEndian(data.count + 2, 2) + data
    }

    private static func bigEndian(_ value: Int, _ count: Int) -> [UInt8] {
        (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }

    private static func littleEndian(_ value: Int, _ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}
