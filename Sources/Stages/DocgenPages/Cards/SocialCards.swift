import DocgenCore
import DocgenModel
import DocgenRaster
import Foundation
import Synchronization

/// The build's social cards (`social: {cards: true}`): each page's card, its SVG filled from the
/// theme's `card.svg.mustache` (``SocialCardLayout``) and drawn into a PNG by librsvg
/// (``SVGRasterizer``), published beside the page as `<page name>.card.png`.
///
/// A card is kept by its SVG's hash, in the cache folder when there is one
/// (`.docgen-cache/cards`), or in memory for `docgen serve`, so a page whose card shows nothing
/// new takes its PNG from there, even on a clean build (`--no-cache` keeps none). librsvg is opened by the first card drawn; what keeps cards from being
/// drawn (librsvg missing, a theme's SVG it refuses) is said once, in ``problem``.
public final class SocialCards: Sendable {
    private let template: Template
    private let cacheFolder: String?
    private let keepsInMemory: Bool
    /// Where `cards` is set in `docgen.yml`, and the theme's template as diagnostics name it.
    private let settingsLocation: SourceLocation
    private let templateLocation: SourceLocation
    private let state = Mutex(State())

    private struct State {
        var problem: Diagnostic?
        var drawn = 0
    }

    /// PNGs by key, for builds into memory (`docgen serve`): kept for the process, since each of
    /// its builds has cards of its own.
    private static let kept = Mutex<[String: [UInt8]]>([:])

    /// The cards of `site` with `theme`; nil when cards are off (or the site has no `baseURL`,
    /// which the configuration reports).
    public init?(site: Site, theme: Theme) {
        let settings = site.config.social
        guard settings.cards, site.config.baseURL != nil, let card = theme.card else { return nil }
        template = card.template
        cacheFolder = site.cardCacheFolder
        keepsInMemory = site.keepsCardsInMemory
        settingsLocation = settings.location ?? SourceLocation(file: "docgen.yml")
        templateLocation = SourceLocation(file: card.displayPath)
    }

    /// The path inside the site of the card of the page at `pagePath`, beside it.
    public static func path(ofPage pagePath: String) -> String {
        let stem = pagePath.hasSuffix(".html") ? String(pagePath.dropLast(5)) : pagePath
        return stem + ".card.png"
    }

    /// How many cards this build drew (the rest came from the cache).
    public var drawnCount: Int { state.withLock { $0.drawn } }

    /// Why cards could not be drawn, once for the build; nil when every card was.
    public var problem: Diagnostic? { state.withLock { $0.problem } }

    /// The card of the page at `pagePath`, laid out as `layout`; nil when it cannot be drawn
    /// (``problem`` says why).
    public func card(_ layout: SocialCardLayout, pagePath: String) -> FigureFiles.File? {
        let svg = template.render(layout.values, partials: [:])
        var hash = ContentHash()
        hash.update("social card, PNG writer \(SVGRasterizer.writerVersion), \(SocialCardLayout.width)x\(SocialCardLayout.height)")
        hash.update(svg)
        let key = hash.hex
        let path = Self.path(ofPage: pagePath)
        if let png = cached(key) { return FigureFiles.File(path: path, bytes: png) }
        switch SVGRasterizer.png(of: svg, width: SocialCardLayout.width, height: SocialCardLayout.height) {
        case .success(let png):
            keep(png, as: key)
            return FigureFiles.File(path: path, bytes: png)
        case .failure(let failure):
            let problem: Diagnostic
            switch failure {
            case .unavailable(let message):
                problem = .error("social cards cannot be drawn: \(message); or set 'social: {cards: false}'", at: settingsLocation)
            case .unreadable(let message), .failed(let message):
                problem = .error("librsvg cannot draw the social card this template makes: \(message)", at: templateLocation)
            }
            state.withLock { if $0.problem == nil { $0.problem = problem } }
            return nil
        }
    }

    /// The PNG of `key` made before: by this process, or by an earlier build (a whole PNG).
    private func cached(_ key: String) -> [UInt8]? {
        guard let cacheFolder else { return keepsInMemory ? Self.kept.withLock { $0[key] } : nil }
        guard let data = FileManager.default.contents(atPath: "\(cacheFolder)/\(key).png") else { return nil }
        let png = [UInt8](data)
        return Self.isWholePNG(png) ? png : nil
    }

    private func keep(_ png: [UInt8], as key: String) {
        state.withLock { $0.drawn += 1 }
        guard let cacheFolder else {
            if keepsInMemory { Self.kept.withLock { $0[key] = png } }
            return
        }
        try? FileManager.default.createDirectory(atPath: cacheFolder, withIntermediateDirectories: true)
        try? FileWriting.replaceAtomically(ofPath: "\(cacheFolder)/\(key).png", withParts: [png[...]])
    }

    /// True for bytes that start with PNG's signature and end with its `IEND` chunk: a file
    /// cut short is drawn again.
    static func isWholePNG(_ bytes: [UInt8]) -> Bool {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let end: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        return bytes.count > signature.count + end.count && bytes.starts(with: signature) && bytes.suffix(end.count).elementsEqual(end)
    }
}
