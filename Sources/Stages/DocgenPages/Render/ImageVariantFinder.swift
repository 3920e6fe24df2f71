import DocgenCore
import DocgenMarkdown
import DocgenModel

/// Finds the variants of a chapter's images among the site's static files
/// (``ImageVariantName``) and reads the sizes their `<picture>` needs (``ImageSize``).
///
/// The image a page names is the base: its width and height are its pixels divided by its scale
/// (a plain `cell.png` is 1x, `cell@2x.png` 2x), rounded. Its light files at every scale make the
/// `<img srcset>`, its dark ones the dark `<source>`, drawn at the same size: a dark variant of
/// another size (at the base's scale, or else the lowest it has) is a warning at the image, unless
/// it differs by at most ``sizeTolerance`` CSS pixels each way (exports of one drawing often do). A
/// size that cannot be read is a warning at the image, which is then written without one.
struct ImageVariantFinder {
    /// How many CSS pixels a dark variant's width or height may differ from its image's unwarned.
    static let sizeTolerance = 2

    private(set) var diagnostics: [Diagnostic] = []

    /// The variants of the image `destination`, found at `location`, with URLs as `links` writes
    /// them from the chapter's page; nil when it names no image file of the site.
    mutating func variants(of destination: String, at location: SourceLocation, links: LinkResolver) -> ImageVariants? {
        guard let file = links.image(named: destination), let name = ImageVariantName(file.path) else { return nil }
        let reader = links.reader
        func files(dark: Bool) -> [(file: StaticFile, scale: Int)] {
            guard !name.isDark else { return dark ? [] : [(file, name.scale)] }
            return (1...3).compactMap { scale in
                reader.image(atPath: ImageVariantName.path(of: name.base, isDark: dark, scale: scale)).map { ($0, scale) }
            }
        }
        let light = files(dark: false), dark = files(dark: true)
        func candidates(_ files: [(file: StaticFile, scale: Int)]) -> [ImageVariants.Candidate] {
            files.map { ImageVariants.Candidate(href: links.href(to: $0.file.outputPath), density: $0.scale) }
        }
        let size = cssSize(of: file, scale: name.scale, fileExtension: name.fileExtension, at: location)
        if let darkBase = dark.first(where: { $0.scale == name.scale }) ?? dark.first, let size,
           let darkSize = cssSize(of: darkBase.file, scale: darkBase.scale, fileExtension: name.fileExtension, at: location),
           abs(darkSize.width - size.width) > Self.sizeTolerance || abs(darkSize.height - size.height) > Self.sizeTolerance {
            diagnostics.append(.warning("dark variant '\(darkBase.file.path)' is \(darkSize.width)×\(darkSize.height), its image"
                                        + " \(size.width)×\(size.height): the dark one is drawn at its image's width and height", at: location, rule: .darkVariant))
        }
        return ImageVariants(light: candidates(light), dark: candidates(dark), size: size)
    }

    /// The CSS size of `file`, drawn at `scale`; nil, with a warning when its file is at fault.
    private mutating func cssSize(of file: StaticFile, scale: Int, fileExtension: String, at location: SourceLocation) -> ImageVariants.Size? {
        switch ImageSize.of(file.bytes, fileExtension: fileExtension) {
        case .pixels(let width, let height):
            return ImageVariants.Size(width: max(1, (width + scale / 2) / scale), height: max(1, (height + scale / 2) / scale))
        case .unsized:
            return nil
        case .unreadable(let reason):
            diagnostics.append(.warning("cannot read the size of '\(file.path)': \(reason); it is shown without width and height",
                                        at: location, rule: .imageSize))
            return nil
        }
    }
}
