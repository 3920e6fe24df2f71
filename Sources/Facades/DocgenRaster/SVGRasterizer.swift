import CRsvg

/// SVG drawn into PNG files through librsvg, which is opened (`dlopen`) by the first drawing:
/// the only code that touches it (C target `CRsvg`). The library is `librsvg-2.so.2`, or the
/// file the environment variable `DOCGEN_LIBRSVG` names.
///
/// A drawing reads nothing but its SVG: librsvg is given no base URL, so it loads no file the
/// SVG names (only `data:` URLs). The PNG is 8-bit RGB over white, deflated at libdeflate's fastest
/// level; the same SVG, fonts and libraries make the same bytes.
public enum SVGRasterizer {
    /// Why an SVG was not drawn.
    public enum Failure: Error, Equatable, Sendable {
        /// librsvg is not installed (or is not the library docgen calls); the message names
        /// the package to install.
        case unavailable(String)
        /// librsvg refused the SVG (not well-formed, or over its limits), with its reason.
        case unreadable(String)
        /// Drawing or writing the PNG failed (out of memory).
        case failed(String)

        public var message: String {
            switch self {
            case .unavailable(let message), .unreadable(let message), .failed(let message): return message
            }
        }
    }

    /// The version of docgen's PNG writer, for keys of PNGs kept between builds: a PNG kept
    /// under another version is drawn again.
    public static let writerVersion = Int(DOCGEN_RSVG_WRITER_VERSION)

    /// The Debian package that holds librsvg's shared library.
    public static let package = "librsvg2-2"

    /// The PNG of `svg` drawn at `width` × `height` pixels, its viewport scaled to fill them.
    /// Safe to call from several threads at once.
    public static func png(of svg: String, width: Int, height: Int) -> Result<[UInt8], Failure> {
        var svg = svg
        var result = svg.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { docgen_rsvg_png($0.baseAddress, $0.count, Int32(clamping: width), Int32(clamping: height)) }
        }
        defer { docgen_rsvg_result_free(&result) }
        let message = withUnsafeBytes(of: result.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        switch result.status {
        case DOCGEN_RSVG_OK:
            return .success(Array(UnsafeBufferPointer(start: result.png, count: result.size)))
        case DOCGEN_RSVG_UNAVAILABLE:
            return .failure(.unavailable("librsvg could not be loaded (\(message)); install it (Debian and Ubuntu: apt install \(package))"))
        case DOCGEN_RSVG_UNREADABLE:
            return .failure(.unreadable(message))
        default:
            return .failure(.failed(message))
        }
    }
}
