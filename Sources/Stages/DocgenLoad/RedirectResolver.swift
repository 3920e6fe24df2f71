import DocgenCore
import DocgenModel
import Foundation

/// Turns the chapters' `aliases:` and `docgen.yml`'s `redirects:` into the site's redirect
/// pages (``Redirect``), each at a path inside the site and leading to a page that exists.
///
/// A redirect is a file of the output like any other: it claims its path after every page and
/// static file, so one that would replace a real file, or a second redirect from the same
/// path, is refused at the place it was asked for. A redirect may lead to another (`old →
/// older → page`): the chain is followed to its page; one that comes back on itself is a loop.
struct RedirectResolver {
    let site: Site
    private let languages: LanguageFolders
    /// The path part of `baseURL` (`/docs/`), which an alias may start with.
    private let basePath: String

    init(site: Site) {
        self.site = site
        languages = LanguageFolders(config: site.config)
        basePath = site.config.baseURL.flatMap(URLPath.path(of:)) ?? "/"
    }

    /// A redirect as asked for, before its target is known to be a page.
    private struct Request {
        var path: String
        var target: String
        /// The chapter whose alias it is; nil for a `redirects:` entry.
        var chapter: Chapter?
        var location: SourceLocation
        var targetLocation: SourceLocation
    }

    /// The site's redirects, each claimed in `claims`, with the problems of those refused.
    func redirects(claiming claims: inout OutputPathClaims) -> ([Redirect], [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var requests: [Request] = []
        for chapter in site.chapters {
            for alias in chapter.aliases {
                let folder = SitePath.folder(of: chapter.outputPath)
                switch sitePath(of: alias.url, in: folder, languagePrefix: site.config.outputPrefix(of: chapter.language)) {
                case .success(let path):
                    requests.append(Request(path: path, target: chapter.outputPath, chapter: chapter, location: alias.location,
                                            targetLocation: alias.location))
                case .failure(let problem):
                    diagnostics.append(.error("alias '\(alias.url)' \(problem.message)", at: alias.location))
                }
            }
        }
        for entry in site.config.redirects {
            switch sitePath(of: entry.from, in: "", languagePrefix: "") {
            case .success(let path):
                requests.append(Request(path: path, target: entry.to, chapter: nil, location: entry.fromLocation,
                                        targetLocation: entry.toLocation))
            case .failure(let problem):
                diagnostics.append(.error("redirect '\(entry.from)' \(problem.message)", at: entry.fromLocation))
            }
        }
        var accepted: [Request] = []
        for request in requests {
            let owner = request.chapter.map { "an alias of \($0.displayPath)" } ?? "a redirect of the configuration"
            if let problem = claims.claim(request.path, by: owner) {
                diagnostics.append(.error("cannot redirect from '\(request.path)': \(problem)", at: request.location))
            } else {
                accepted.append(request)
            }
        }
        let requestByPath = Dictionary(accepted.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        // Only the configuration's redirects look pages up by path: an alias leads to its chapter.
        let pages = site.config.redirects.isEmpty ? [:] : pagesByPath()
        var redirects: [Redirect] = []
        for request in accepted {
            switch resolve(request, through: requestByPath, pages: pages) {
            case .success(let redirect): redirects.append(redirect)
            case .failure(let problem): diagnostics.append(.error(problem.message, at: request.targetLocation))
            }
        }
        return (redirects, diagnostics)
    }

    /// A problem with one redirect, said after what it names.
    struct Problem: Error {
        var message: String
    }

    /// The redirect `request` makes: its target followed through other redirects to a page of
    /// the site or a URL outside it.
    private func resolve(_ request: Request, through requests: [String: Request], pages: [String: Page]) -> Result<Redirect, Problem> {
        var seen = [request.path]
        var target = request.target
        var current = request
        while true {
            switch Self.scheme(of: target) {
            case .web:
                return .success(Redirect(path: request.path, target: .external(target), title: target,
                                         language: request.chapter?.language ?? site.config.editions[0].code, location: request.location))
            case .other:
                return .failure(Problem(message: "redirect target '\(target)' must be a page of the site or an http(s) URL"))
            case .none:
                break
            }
            if let chapter = current.chapter {
                return .success(Redirect(path: request.path, target: .page(path: chapter.outputPath, fragment: nil), title: chapter.title,
                                         language: chapter.language, location: request.location))
            }
            let (pathPart, fragment) = Self.splitFragment(target)
            guard let page = page(named: pathPart, pages: pages) else {
                if case .success(let path) = sitePath(of: pathPart, in: "", languagePrefix: ""),
                   let next = requests[path] {
                    guard !seen.contains(path) else {
                        return .failure(Problem(message: "redirect loop: \((seen + [path]).joined(separator: " → "))"))
                    }
                    seen.append(path)
                    current = next
                    target = next.target
                    continue
                }
                let known = site.chapters.map(\.sourcePath)
                let hint = Spelling.closest(to: pathPart, in: known).map { "; did you mean '\($0)'?" } ?? ""
                return .failure(Problem(message: "redirect target '\(target)' is not a page of the site\(hint)"))
            }
            return .success(Redirect(path: request.path, target: .page(path: page.path, fragment: fragment), title: page.title,
                                     language: page.language, location: request.location))
        }
    }

    /// A page of the site that a redirect can lead to.
    private struct Page {
        var path: String
        var title: String
        var language: String
    }

    /// The page a `redirects:` target names: a chapter by its file inside the content folder
    /// (`basics/intro.md`), or any page or static file by its path in the site (`basics/intro.html`).
    private func page(named target: String, pages: [String: Page]) -> Page? {
        let trimmed = target.hasPrefix("/") ? String(target.drop { $0 == "/" }) : target
        if trimmed.hasSuffix(".md") {
            if let position = site.position(ofSourcePath: trimmed) {
                let chapter = site.chapters[position]
                return Page(path: chapter.outputPath, title: chapter.title, language: chapter.language)
            }
            if let home = site.homes.values.first(where: { $0.sourcePath == trimmed }) {
                return Page(path: site.config.homePath(of: home.language), title: site.config.edition(home.language).title,
                            language: home.language)
            }
        }
        guard case .success(let path) = sitePath(of: target, in: "", languagePrefix: "") else { return nil }
        return pages[path]
    }

    /// Every page and static file of the site, by path inside it.
    private func pagesByPath() -> [String: Page] {
        var pages: [String: Page] = [:]
        for file in site.staticFiles { pages[file.outputPath] = Page(path: file.outputPath, title: file.outputPath, language: site.config.editions[0].code) }
        for edition in site.config.editions {
            let path = site.config.homePath(of: edition.code)
            pages[path] = Page(path: path, title: edition.title, language: edition.code)
        }
        for chapter in site.chapters { pages[chapter.outputPath] = Page(path: chapter.outputPath, title: chapter.title, language: chapter.language) }
        return pages
    }

    /// What a target's scheme makes of it: a page of another site, something a redirect cannot
    /// lead to (`mailto:`, a scheme-relative `//host`), or no scheme (a path of this site).
    private enum Scheme {
        case web, other, none
    }

    private static func scheme(of target: String) -> Scheme {
        if target.hasPrefix("//") { return .other }
        guard let colon = target.firstIndex(of: ":"), target[..<colon].first?.isLetter == true,
              target[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else { return .none }
        let scheme = target[..<colon].lowercased()
        return ["http", "https"].contains(scheme) && target[target.index(after: colon)...].hasPrefix("//") ? .web : .other
    }

    /// The target without its fragment, and the fragment (nil when there is none or it is empty).
    private static func splitFragment(_ target: String) -> (path: String, fragment: String?) {
        guard let hash = target.firstIndex(of: "#") else { return (target, nil) }
        let fragment = String(target[target.index(after: hash)...])
        return (String(target[..<hash]), fragment.isEmpty ? nil : fragment)
    }

    /// The file an old URL was served from, inside the site: `/old/intro/` and `/old/intro` are
    /// `old/intro/index.html`, `old/intro.html` stays, and `old/intro.md` (mkdocs-redirects'
    /// form) is `old/intro.html`. A path starting with `/` is from the root of the page's
    /// language (and may start with the site's base path); another one is from `folder`.
    func sitePath(of url: String, in folder: String, languagePrefix: String) -> Result<String, Problem> {
        if url.contains("://") || url.hasPrefix("//") {
            return .failure(Problem(message: "must be a path on this site, not a URL"))
        }
        if url.contains("?") || url.contains("#") {
            return .failure(Problem(message: "must be a path without a query or fragment"))
        }
        guard var path = url.removingPercentEncoding, !path.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return .failure(Problem(message: "is not a valid path")) }
        var base = folder
        if path.hasPrefix("/") {
            if basePath != "/", path.hasPrefix(basePath) { path = String(path.dropFirst(basePath.count - 1)) }
            path = String(path.drop { $0 == "/" })
            base = languagePrefix.isEmpty || path.hasPrefix(languagePrefix) ? "" : String(languagePrefix.dropLast())
        }
        let isFolder = path.isEmpty || path.hasSuffix("/")
        guard let resolved = SitePath.resolve(path, in: base) else {
            return .failure(Problem(message: "climbs above the site's root"))
        }
        let name = SitePath.split(resolved).name
        if isFolder || resolved.isEmpty { return .success(resolved.isEmpty ? "index.html" : resolved + "/index.html") }
        if name.hasSuffix(".md") { return .success(String(resolved.dropLast(3)) + ".html") }
        if !name.contains(".") { return .success(resolved + "/index.html") }
        return .success(resolved)
    }
}
