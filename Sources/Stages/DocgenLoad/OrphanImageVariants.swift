import DocgenCore
import DocgenModel

/// Dark variants no image shows (``ImageVariantName``): `cell~dark.png` beside no `cell.png`,
/// `cell@2x.png` or `cell@3x.png`. A page shows a variant only through its light image, so such
/// a file is published but never seen.
///
/// A light `cell@2x.png` without `cell.png` is not one: a page may show it as the image itself
/// (`![…](cell@2x.png)`), and a link to the missing `cell.png` is a broken link.
enum OrphanImageVariants {
    /// A warning at each dark variant among `paths` (inside content/, shown under `display`)
    /// that has no light image.
    static func warnings(among paths: [String], display: String) -> [Diagnostic] {
        let present = Set(paths)
        return paths.compactMap { path in
            guard let name = ImageVariantName(path), name.isDark else { return nil }
            let light = (1...3).map { ImageVariantName.path(of: name.base, isDark: false, scale: $0) }
            guard !light.contains(where: present.contains) else { return nil }
            return .warning("dark variant without its base: no '\(name.base)' (or its @2x or @3x file) shows it",
                            at: SourceLocation(file: "\(display)/\(path)"), rule: .darkVariant)
        }
    }
}
