import DocgenCore
import DocgenModel
import Foundation

/// The picture link previews show for a page (`og:image`), when its front matter names one
/// with `image:` instead of its social card: an absolute URL, or an image of the content
/// published under the site's `baseURL`, with its size when its file gives one.
public struct PageImage: Sendable, Equatable {
    public var url: String
    public var width: Int?
    public var height: Int?

    /// The formats link previews show: not SVG.
    static let formats: Set<String> = ["png", "jpg", "jpeg", "gif", "webp"]

    /// The image `chapter`'s `image:` names, read through `reader` (its file is part of the page's
    /// key); nil with the reason when there is none to show.
    static func resolve(_ image: ChapterImage, of chapter: Chapter, reader: SiteReader) -> (PageImage?, [Diagnostic]) {
        let value = image.value.trimmingCharacters(in: .whitespaces)
        if let scheme = value.split(separator: ":", maxSplits: 1).first, ["http", "https"].contains(scheme.lowercased()) {
            guard let url = URL(string: value), url.host != nil else {
                return (nil, [.error("'image' is not a valid URL: '\(value)'", at: image.location)])
            }
            return (PageImage(url: value), [])
        }
        let fromRoot = value.hasPrefix("/")
        guard let path = SitePath.resolve(fromRoot ? String(value.dropFirst()) : value, in: fromRoot ? "" : chapter.folder), !path.isEmpty
        else {
            return (nil, [.error("'image' leaves the content folder: '\(value)'", at: image.location)])
        }
        let fileExtension = String(path.split(separator: ".").last ?? "").lowercased()
        guard formats.contains(fileExtension) else {
            return (nil, [.error("'image' must be a PNG, JPEG, GIF or WebP file, which link previews show: '\(value)'", at: image.location)])
        }
        guard let file = reader.image(atPath: path) else {
            return (nil, [.error("'image' names no file of the content: '\(value)' (\(reader.contentDisplayRoot)/\(path))", at: image.location)])
        }
        guard let baseURL = reader.config.baseURL else {
            return (nil, [.warning("'image' is not shown by link previews: they need an absolute URL, and docgen.yml has no 'baseURL'",
                                   at: image.location, rule: .socialImage)])
        }
        var shown = PageImage(url: baseURL + SitePath.encode(file.outputPath))
        if case .pixels(let width, let height) = ImageSize.of(file.bytes, fileExtension: fileExtension) {
            shown.width = width
            shown.height = height
        }
        return (shown, [])
    }
}
