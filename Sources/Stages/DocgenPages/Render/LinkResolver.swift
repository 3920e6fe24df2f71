import DocgenCore
import DocgenMarkdown
import DocgenModel

/// Resolves a chapter's links against the site model as it renders, through the page's
/// ``SiteReader`` (so the page's key covers the chapters and files they lead to): `other.md#x` becomes
/// `other.html#x`, `guide/` the folder's own page (`guide/index.html`, ``page(atURL:)``), a link
/// to a chapter or file that is not there is broken, and a fragment is
/// kept to be found once the pages' ids are known (``ContentLink``). External and root-relative
/// links, and those the check policy ignores, are left as they are, for the page check.
struct LinkResolver {
    let reader: SiteReader
    let chapter: Chapter
    /// True for a URL the check policy ignores.
    let ignores: @Sendable (String) -> Bool
    private(set) var links: [ContentLink] = []

    init(reader: SiteReader, chapter: Chapter, ignores: @escaping @Sendable (String) -> Bool) {
        self.reader = reader
        self.chapter = chapter
        self.ignores = ignores
    }

    /// The `href` for `destination`, found at `location` in the chapter's file.
    mutating func resolve(_ destination: String, at location: SourceLocation) -> String {
        let (href, verdict) = verdict(of: destination)
        links.append(ContentLink(href: href, verdict: verdict, location: location))
        return href
    }

    /// The `href` for a markdown link's `destination`, as ``resolve(_:at:)`` finds it; nil to
    /// show its text alone when it is broken and the project has a render hook that rewrites
    /// links (Hugo's `render-link.html`, which may resolve it): a dead link published is worse.
    mutating func resolveOrText(_ destination: String, at location: SourceLocation) -> String? {
        var (href, verdict) = verdict(of: destination)
        if reader.config.isForeignProject { (href, verdict) = fromDirectoryURL(destination, else: (href, verdict)) }
        guard case .broken(let problem) = verdict, let hook = reader.config.linkRenderHook else {
            links.append(ContentLink(href: href, verdict: verdict, location: location))
            return href
        }
        let shown = problem + "; shown as its text, as the project's render hook '\(hook)' may resolve it, and docgen runs no templates"
        links.append(ContentLink(href: href, verdict: .broken(shown), location: location))
        return nil
    }

    /// The destination of `destination` in the chapter's markdown copy, published beside its
    /// page: as the page has it, but a link to one of `pagesWithCopies` leads to that page's
    /// copy (``MarkdownCopies``), with the same fragment. Records nothing: the page's own links
    /// are judged as the page renders.
    func copyHref(_ destination: String, pagesWithCopies: Set<String>) -> String {
        var (href, verdict) = verdict(of: destination)
        if reader.config.isForeignProject { (href, verdict) = fromDirectoryURL(destination, else: (href, verdict)) }
        guard case .file(let target, _) = verdict, pagesWithCopies.contains(target), !href.hasPrefix("#") else { return href }
        let fragment = href.firstIndex(of: "#").map { String(href[$0...]) } ?? ""
        return self.href(to: MarkdownCopies.path(ofPage: target)) + fragment
    }

    /// The `href` for `destination` of the chapter's raw HTML: as ``resolve(_:at:)`` finds it,
    /// else, when that finds nothing, from the page's MkDocs directory URL (`FOLDER/SLUG/`, which
    /// raw HTML written for MkDocs is relative to: `../../img/a.png` from `guide/setup.md`).
    mutating func resolveRaw(_ destination: String, at location: SourceLocation) -> String {
        let (href, verdict) = fromDirectoryURL(destination, else: verdict(of: destination))
        links.append(ContentLink(href: href, verdict: verdict, location: location))
        return href
    }

    /// `found` unless it is broken and `destination` names a file from the page's directory
    /// URL (`FOLDER/SLUG/`, which MkDocs and Hugo serve the page at): a browser reads a
    /// relative URL from there (`../advanced/transports/` from `async.md`).
    private func fromDirectoryURL(_ destination: String, else found: (href: String, ContentLink.Verdict))
        -> (href: String, ContentLink.Verdict) {
        guard case .broken = found.1, chapter.slug != "index" else { return found }
        let fromURL = verdict(of: destination, in: chapter.folder.isEmpty ? chapter.slug : "\(chapter.folder)/\(chapter.slug)")
        if case .file = fromURL.1 { return fromURL }
        return found
    }

    /// The `href` is the destination percent-encoded as cmark-gfm writes it
    /// (``URLEncoding/href(_:)``); a link docgen rewrites to a page or file of the site gets that
    /// file's path (``URLEncoding/path(_:)``) and the author's fragment, encoded the same way.
    /// The verdict judges the decoded path and fragment: `my%20file.md` and `<my file.md>` both
    /// name `my file.md`. A relative path is taken from `folder` (by default the chapter's).
    private func verdict(of destination: String, in folder: String? = nil) -> (href: String, ContentLink.Verdict) {
        if destination.isEmpty { return (destination, .broken("empty link destination")) }
        let written = URLEncoding.href(destination)
        if destination.hasPrefix(Self.docScheme) { return verdict(ofArticle: destination) }
        if LinkTarget.scheme(of: destination) != nil || destination.hasPrefix("//") || ignores(destination) {
            return (written, .unresolved)
        }
        if destination.hasPrefix("/") {
            return siteRootVerdict(of: destination) ?? (written, .unresolved)
        }
        var (path, fragment) = LinkTarget.pathAndFragment(of: destination)
        if reader.isDocCCatalog { fragment = fragment.map(Self.docCFragment) }
        let named = fragment.map(PercentDecoding.lenient).flatMap { $0.isEmpty || $0 == "top" ? nil : $0 }
        if path.isEmpty {
            let href = reader.isDocCCatalog ? fragment.map { URLEncoding.href("#" + $0) } ?? written : written
            return (href, .file(path: chapter.outputPath, fragment: named))
        }
        let decoded = PercentDecoding.lenient(path)
        guard let resolved = SitePath.resolve(decoded, in: folder ?? chapter.folder) else {
            return (written, .broken("link '\(destination)' leads outside the content folder"))
        }
        let target: String
        if resolved.hasSuffix(".md") {
            guard let page = reader.pagePath(ofChapter: resolved) else {
                return (written, .broken("link to missing chapter '\(decoded)'"))
            }
            target = page
        } else if let file = reader.outputPath(ofFile: resolved) ?? docCImage(resolved).flatMap(reader.outputPath(ofFile:)) {
            target = file
        } else if let page = page(atURL: resolved) {
            target = page
        } else if folder == nil, reader.config.isForeignProject, path.hasSuffix("/"), !path.hasPrefix("."),
                  case .file(let page, _) = verdict(of: destination, in: "").1 {
            // Hugo finds a page's URL from the site's root when it is not below the page's own.
            target = page
        } else {
            return (written, .broken("link to missing file '\(decoded)'" + variantNote(resolved)))
        }
        let href = self.href(to: target) + (fragment.map { URLEncoding.href("#" + $0) } ?? "")
        return (href, .file(path: target, fragment: named))
    }

    /// A root-relative link of another tool's project (`/configuration/languages/`, under the
    /// site's base path if it has one, or without it), which that tool's site serves from the
    /// content folder's root: the page or file it names there, linked relatively, or nil to
    /// leave the link as written for the page check.
    private func siteRootVerdict(of destination: String) -> (href: String, ContentLink.Verdict)? {
        guard reader.config.isForeignProject else { return nil }
        let base = reader.config.baseURL.flatMap(URLPath.path(of:)) ?? "/"
        // A link from the root without the base path (`/docs/` for a site served at
        // `/book/`) is read from the root too, as the tool's own link hooks find its page.
        let inside = String(destination.dropFirst(destination.hasPrefix(base) ? base.count : 1))
        let (path, _) = LinkTarget.pathAndFragment(of: inside)
        guard !path.isEmpty || inside.isEmpty else { return nil }
        let fromRoot = verdict(of: path.isEmpty ? "./" + inside : inside, in: "")
        guard case .file = fromRoot.1 else { return nil }
        return fromRoot
    }

    /// The page a link names by its URL rather than its file, as authors of other generators'
    /// sites write them: `guide/` or `guide` (the folder's own page, else MkDocs' directory URL
    /// of `guide.md`, or Hugo's lowercase one of `Guide.md`), `guide/index.html` (the folder's
    /// page) or `intro.html` (`intro.md`'s).
    private func page(atURL resolved: String) -> String? {
        guard resolved.hasSuffix(".html") else {
            return reader.pagePath(ofFolder: resolved) ?? reader.pagePath(ofChapter: resolved + ".md")
                ?? reader.pagePath(ofChapterInAnyCase: resolved + ".md")
        }
        let (folder, name) = SitePath.split(String(resolved.dropLast(5)))
        if name == "index" { return reader.pagePath(ofFolder: String(folder)) }
        return reader.pagePath(ofChapter: String(resolved.dropLast(5)) + ".md")
    }

    /// The image a relative destination names, found as ``resolve(_:at:)`` finds it; nil for an
    /// external or root-relative URL, or a file the site does not have or that is not an image.
    func image(named destination: String) -> StaticFile? {
        guard LinkTarget.scheme(of: destination) == nil, !destination.hasPrefix("/") else { return nil }
        let path = LinkTarget.pathAndFragment(of: destination).path
        guard !path.isEmpty, let resolved = SitePath.resolve(PercentDecoding.lenient(path), in: chapter.folder) else { return nil }
        return reader.image(atPath: resolved) ?? docCImage(resolved).flatMap(reader.image(atPath:))
    }

    /// DocC's link scheme: `doc:Article` names the article `Article.md` wherever it is.
    private static let docScheme = "doc:"

    /// A DocC link (`<doc:Article#Heading>`, `doc://Bundle/documentation/Bundle/Article`): the
    /// page of the chapter `Article.md` anywhere in content/, and the heading's id as docgen
    /// writes it (lower case).
    private func verdict(ofArticle destination: String) -> (href: String, ContentLink.Verdict) {
        let (path, fragment) = LinkTarget.pathAndFragment(of: String(destination.dropFirst(Self.docScheme.count)))
        let name = PercentDecoding.lenient(String(path.split(separator: "/").last ?? ""))
        // `<doc:#Heading>` is a heading of the page itself.
        let source = name.isEmpty ? chapter.sourcePath : reader.chapterPath(named: name + ".md")
        guard let source, let page = reader.pagePath(ofChapter: source) else {
            return (URLEncoding.href(destination), .broken("link to missing article '<\(destination)>': no \(name).md in the content folder"))
        }
        let named = fragment.map(Self.docCFragment).flatMap { $0.isEmpty ? nil : $0 }
        return (href(to: page) + (named.map { URLEncoding.href("#" + $0) } ?? ""), .file(path: page, fragment: named))
    }

    /// A DocC heading fragment (`#Format-Text-in-Bold,-Italics`, its heading's words with
    /// hyphens, case and punctuation kept) as the id docgen gives that heading.
    private static func docCFragment(_ fragment: String) -> String {
        HeadingSlugger.baseSlug(PercentDecoding.lenient(fragment))
    }

    /// The image a DocC page means by `resolved` when no file has that path: one of its name
    /// (with or without extension) in its folder or anywhere in content/.
    private func docCImage(_ resolved: String) -> String? {
        let (folder, name) = SitePath.split(resolved)
        guard !name.isEmpty else { return nil }
        return reader.imagePath(named: String(name), near: String(folder))
    }

    /// The encoded relative URL from the chapter's page to `target`, a path of the site.
    func href(to target: String) -> String {
        URLEncoding.path(SitePath.relativeLink(from: SitePath.folder(of: chapter.outputPath), to: target))
    }

    /// For a missing image whose variants are there (`cell@2x.png`, `cell~dark.png` beside no
    /// `cell.png`), what the link should name instead.
    private func variantNote(_ missing: String) -> String {
        guard let name = ImageVariantName(missing), name.base == missing else { return "" }
        let present = ImageVariantName.variants(of: missing).map(\.path).filter { reader.outputPath(ofFile: $0) != nil }
        guard let first = present.first else { return "" }
        return "; beside it is only its variant '\(SitePath.split(first).name)': add the image itself, or link to the variant"
    }
}
