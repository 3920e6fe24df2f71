import DocgenCore
import DocgenModel
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The text of the pages for AI agents (`llms: true`, ``MarkdownCopies``): a page's markdown
/// copy around its content's, each language's `llms.txt` in the llmstxt.org format, and its
/// `llms-full.txt`, every copy in navigation order.
public enum AgentFiles {
    /// A page's markdown copy: its title as the one level-1 heading, its description as a
    /// quote, then its content's copy (``MarkdownCopyWriter``).
    public static func copy(title: String, description: String, body: String) -> String {
        var text = "# \(oneLine(title))\n"
        if !description.isEmpty { text += "\n> \(oneLine(description))\n" }
        if !body.isEmpty { text += "\n" + body }
        return text
    }

    /// The language `code`'s `llms.txt`: the edition's title as its heading, its description
    /// as the quote, then a section for each part of the navigation (its top-level chapters
    /// under the theme's word for chapters), each chapter a link to its copy with its
    /// description. Links are absolute under `baseURL`, else relative to the file.
    public static func index(of code: String, in site: Site, strings: [String: String]) -> String {
        let config = site.config
        let edition = config.edition(code)
        var text = "# \(oneLine(edition.title.isEmpty ? config.title : edition.title))\n"
        if !edition.description.isEmpty { text += "\n> \(oneLine(edition.description))\n" }
        let folder = SitePath.folder(of: MarkdownCopies.indexPath(of: code, in: config))
        text += sections(of: code, in: site, strings: strings) { page in
            let copy = MarkdownCopies.path(ofPage: page)
            return config.baseURL.map { SitePath.absoluteURL(of: copy, baseURL: $0) }
                ?? URLEncoding.path(SitePath.relativeLink(from: folder, to: copy))
        }
        return text
    }

    /// The home page's table of contents as its copy lists it: the sections of `llms.txt`, with
    /// links relative to the home page's folder.
    public static func contents(of code: String, in site: Site, strings: [String: String]) -> String {
        let folder = SitePath.folder(of: site.config.homePath(of: code))
        return sections(of: code, in: site, strings: strings) { page in
            URLEncoding.path(SitePath.relativeLink(from: folder, to: MarkdownCopies.path(ofPage: page)))
        }
    }

    /// The language `code`'s `llms-full.txt`: its home page's copy, then each chapter's in
    /// navigation order, a blank line between them; `copy` gives a copy's bytes by path
    /// (nil leaves it out, which the build reports as a missing file before).
    public static func full(of code: String, in site: Site, copy: (String) -> [UInt8]?) -> [UInt8] {
        let pages = [site.config.homePath(of: code)] + site.chapters.filter { language(of: $0, in: site) == code }.map(\.outputPath)
        var bytes: [UInt8] = []
        for page in pages {
            guard let text = copy(MarkdownCopies.path(ofPage: page)) else { continue }
            if !bytes.isEmpty { bytes.append(UInt8(ascii: "\n")) }
            bytes += text
        }
        return bytes
    }

    /// `## ` sections, one per navigation group of the language, each a list of its chapters'
    /// links made by `link` from their pages' paths.
    private static func sections(of code: String, in site: Site, strings: [String: String], link: (String) -> String) -> String {
        var text = ""
        for group in NavigationGroup.groups(of: site) where group.language == code {
            let title = group.isPart && !group.title.isEmpty ? group.title : strings["chapters"] ?? "Chapters"
            text += "\n## \(oneLine(title))\n\n"
            for chapter in group.chapters {
                text += "- [\(linkText(chapter.title))](\(link(chapter.outputPath)))"
                text += chapter.description.isEmpty ? "\n" : ": \(oneLine(chapter.description))\n"
            }
        }
        return text
    }

    private static func language(of chapter: Chapter, in site: Site) -> String {
        chapter.language.isEmpty ? site.config.editions[0].code : chapter.language
    }

    /// Words on one line, as a heading, quote or list item holds them (markdown ends a line
    /// only at a line feed or carriage return); most are already.
    private static func oneLine(_ text: String) -> String {
        guard text.withCString({ strpbrk($0, "\r\n") }) != nil else { return text }
        return text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }).joined(separator: " ")
    }

    /// A title as a link's text: on one line, brackets escaped.
    private static func linkText(_ text: String) -> String {
        oneLine(text).replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
    }
}
