/// DocC's naming of an image's variants: `cell~dark.png` is the dark variant of `cell.png`,
/// `cell@2x.png` its file for 2x displays, and `cell~dark@2x.png` both, `~dark` always before the
/// scale, the scale right before the extension.
///
/// Only `@2x` and `@3x` mark a scale: a plain name is the 1x file.
public struct ImageVariantName: Sendable, Equatable {
    /// The image the file is a variant of: its path with neither mark (`images/cell.png`).
    public var base: String
    public var isDark: Bool
    /// 1, 2 or 3.
    public var scale: Int
    /// The extension, as written (`png`, `JPG`).
    public var fileExtension: String

    /// The extensions of images that have variants (in lower case).
    public static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "svg"]

    private static let darkMark = "~dark"

    /// The name of `path` (inside content/ or the site), or nil when it is not an image. A name
    /// that is nothing but its marks (`~dark.png`, `@2x.png`) is an image of that name.
    public init?(_ path: String) {
        guard let dot = path.lastIndex(of: "."), Self.imageExtensions.contains(path[path.index(after: dot)...].lowercased()) else {
            return nil
        }
        fileExtension = String(path[path.index(after: dot)...])
        let slash = path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex
        var stem = path[slash..<dot]
        scale = 1
        for candidate in [2, 3] where stem.hasSuffix("@\(candidate)x") && stem.count > 3 {
            scale = candidate
            stem = stem.dropLast(3)
        }
        isDark = stem.hasSuffix(Self.darkMark) && stem.count > Self.darkMark.count
        if isDark { stem = stem.dropLast(Self.darkMark.count) }
        base = String(path[..<slash] + stem + path[dot...])
    }

    /// The path of the variant of `base` (an image's path without marks) in the dark or light
    /// scheme at `scale`.
    public static func path(of base: String, isDark: Bool, scale: Int) -> String {
        guard let dot = base.lastIndex(of: "."), base.lastIndex(of: "/").map({ $0 < dot }) ?? true else { return base }
        return String(base[..<dot]) + (isDark ? darkMark : "") + (scale == 1 ? "" : "@\(scale)x") + base[dot...]
    }

    /// Every variant's path of `base`, light before dark, each by scale.
    public static func variants(of base: String) -> [(path: String, isDark: Bool, scale: Int)] {
        [false, true].flatMap { isDark in (1...3).map { (path(of: base, isDark: isDark, scale: $0), isDark, $0) } }
    }
}
