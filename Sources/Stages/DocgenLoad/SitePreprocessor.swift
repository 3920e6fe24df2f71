import DocgenCore
import DocgenModel
import Foundation

/// Runs `preprocessors:` of `docgen.yml` over the site's chapters, the mdBook way: each
/// command, in order, receives every chapter (and each language's home page text) as JSON on
/// standard input and writes them back, changed, as JSON on standard output. Once per build,
/// after loading and before any page is made. A chapter may change its body, title and
/// description; chapters cannot be added or removed. The JSON is described in the manual's
/// `extensions.md` (protocol ``protocolVersion``).
///
/// Every problem is a located error: at the command's line of `docgen.yml`, or at a chapter's
/// line when the command names one on standard error (`FILE:LINE:COL: error: message`). A
/// failed preprocessor stops the ones after it, and the build.
public enum SitePreprocessor {
    /// The version of the JSON both ways; a change that an existing preprocessor could misread
    /// raises it.
    public static let protocolVersion = 1

    /// Runs every preprocessor over `site`; its chapters' texts, titles and descriptions come
    /// back changed, with their ``Site/lineMaps``.
    public static func run(_ site: inout Site) -> [Diagnostic] {
        let commands = site.config.preprocessors
        guard !commands.isEmpty else { return [] }
        var entries = Entry.all(of: site)
        let originals = entries.map(\.body)
        var diagnostics: [Diagnostic] = []
        for command in commands {
            let (changed, problems) = run(command, on: entries, site: site, originals: originals)
            diagnostics += problems
            guard let changed, !problems.containsErrors else { return diagnostics }
            entries = changed
        }
        for (entry, original) in zip(entries, originals) {
            guard entry.body != original || entry.title != entry.chapter.title || entry.description != entry.chapter.description else { continue }
            var chapter = entry.chapter
            if entry.body != original {
                chapter.body = entry.body
                site.lineMaps[chapter.sourcePath] = LineMap(original: original, changed: entry.body, bodyLineOffset: chapter.bodyLineOffset)
            }
            chapter.title = entry.title
            chapter.description = entry.description
            if entry.isHome {
                site.homes[chapter.language] = chapter
            } else {
                site.replace(chapter)
            }
        }
        return diagnostics
    }

    /// A chapter as the preprocessors see it and change it.
    struct Entry {
        var chapter: Chapter
        var isHome: Bool
        var body: String
        var title: String
        var description: String

        init(_ chapter: Chapter, isHome: Bool) {
            self.chapter = chapter
            self.isHome = isHome
            body = chapter.body
            title = chapter.title
            description = chapter.description
        }

        /// The home pages, by language code, then the chapters in reading order.
        static func all(of site: Site) -> [Entry] {
            site.homes.sorted { $0.key < $1.key }.map { Entry($0.value, isHome: true) } + site.chapters.map { Entry($0, isHome: false) }
        }

        var json: [String: Any] {
            var frontMatter: [String: Any] = ["title": chapter.title, "description": chapter.description,
                                              "slug": chapter.slug, "draft": chapter.isDraft]
            if let key = chapter.translationKey { frontMatter["translationKey"] = key }
            // A chapter without `order` sorts last; it has none to show.
            if chapter.order != Int.max { frontMatter["order"] = chapter.order }
            return ["path": chapter.sourcePath, "file": chapter.displayPath, "language": chapter.language, "home": isHome,
                    "frontMatter": frontMatter, "title": title, "description": description,
                    "firstLine": chapter.bodyLineOffset + 1, "body": body]
        }
    }

    /// The JSON a preprocessor receives.
    static func input(_ entries: [Entry], site: Site, command: ExtensionCommand) -> [UInt8] {
        let config = site.config
        let document: [String: Any] = [
            "docgen": ["version": DocgenVersion.current, "preprocessor": protocolVersion],
            "site": ["title": config.title, "language": config.language, "languages": config.editions.map(\.code),
                     "baseURL": config.baseURL.map { $0 as Any } ?? NSNull(), "description": config.description,
                     "folder": URL(fileURLWithPath: command.folder).standardizedFileURL.path, "content": site.contentDisplayRoot],
            "chapters": entries.map(\.json),
        ]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return [UInt8](data)
    }

    /// One preprocessor's run: the entries it wrote back, or nil; and its problems.
    private static func run(_ command: ExtensionCommand, on entries: [Entry], site: Site, originals: [String]) -> ([Entry]?, [Diagnostic]) {
        let name = "preprocessor '\(command.commandLine)'"
        let at = command.location
        let program: String
        switch command.program() {
        case .failure(let problem): return (nil, [problem])
        case .success(let found): program = found
        }
        let input = input(entries, site: site, command: command)
        let process = ExternalCommand(arguments: [program] + command.arguments.dropFirst(), folder: command.folder,
                                      timeLimit: command.timeout, outputLimit: max(64 * 1024 * 1024, 4 * input.count))
        let outcome: ExternalCommand.Outcome
        switch process.run(input: input) {
        case .failure(let failure): return (nil, [.error("cannot run \(name): \(failure.message)", at: at)])
        case .success(let ran): outcome = ran
        }
        let messages = CommandMessages(String(decoding: outcome.errors, as: UTF8.self))
        var problems = located(messages, entries: entries, site: site, originals: originals, command: command)
        if outcome.timedOut {
            return (nil, problems + [.error("\(name) did not finish within \(ExtensionTimeout.text(command.timeout)); it was stopped", at: at)])
        }
        if outcome.tooLong {
            return (nil, problems + [.error("\(name) wrote more than \(process.outputLimit / 1024 / 1024) MiB; it was stopped", at: at)])
        }
        if outcome.status != 0 {
            let text = messages.firstLines()
            return (nil, problems + [.error("\(name) failed (exit status \(outcome.status))\(text.isEmpty ? "" : ": \(text)")", at: at)])
        }
        guard let document = try? JSONSerialization.jsonObject(with: Data(outcome.output)) as? [String: Any],
              let chapters = document["chapters"] as? [Any] else {
            let start = String(decoding: outcome.output.prefix(80), as: UTF8.self).split(whereSeparator: \.isNewline).first ?? ""
            return (nil, problems + [.error("\(name) did not write a JSON object with 'chapters' on standard output (it began: '\(start)')", at: at)])
        }
        var byPath: [String: Int] = [:]
        for (index, entry) in entries.enumerated() { byPath[entry.chapter.sourcePath] = index }
        var changed = entries, seen = Set<String>()
        for item in chapters {
            guard let object = item as? [String: Any], let path = object["path"] as? String else {
                problems.append(.error("\(name) wrote a chapter without a 'path'", at: at))
                continue
            }
            guard let index = byPath[path] else {
                problems.append(.error("\(name) wrote a chapter 'path: \(path)' that is not one of the site's; preprocessors cannot add chapters", at: at))
                continue
            }
            guard seen.insert(path).inserted else {
                problems.append(.error("\(name) wrote the chapter '\(path)' twice", at: at))
                continue
            }
            for field in ["body", "title", "description"] where object[field] != nil && !(object[field] is String) {
                problems.append(.error("\(name) wrote a '\(field)' of '\(path)' that is not a string", at: at))
            }
            if let body = object["body"] as? String { changed[index].body = body }
            if let title = object["title"] as? String {
                if title.allSatisfy(\.isWhitespace) {
                    problems.append(.error("\(name) gave '\(path)' an empty title", at: at))
                } else {
                    changed[index].title = title
                }
            }
            if let description = object["description"] as? String { changed[index].description = description }
        }
        let missing = entries.map(\.chapter.sourcePath).filter { !seen.contains($0) }
        if !missing.isEmpty {
            problems.append(.error("\(name) left out \(missing.count) chapter\(missing.count == 1 ? "" : "s") ('\(missing.prefix(3).joined(separator: "', '"))'); preprocessors cannot remove chapters", at: at))
        }
        return problems.containsErrors ? (nil, problems) : (changed, problems)
    }

    /// The command's own located lines: at a chapter's file when they name one (by `file` or
    /// `path`), its line counted in the text the command received and mapped back through what
    /// earlier preprocessors changed; else at the command's line of `docgen.yml`.
    private static func located(_ messages: CommandMessages, entries: [Entry], site: Site, originals: [String],
                                command: ExtensionCommand) -> [Diagnostic] {
        messages.located.map { message in
            guard let index = entries.firstIndex(where: { $0.chapter.displayPath == message.file || $0.chapter.sourcePath == message.file }) else {
                return Diagnostic.written(message.severity, at: command.location, "\(message.file):\(message.line): \(message.message)")
            }
            let chapter = entries[index].chapter
            var line = message.line
            if entries[index].body != originals[index] {
                line = LineMap(original: originals[index], changed: entries[index].body, bodyLineOffset: chapter.bodyLineOffset).fileLine(line)
            }
            return Diagnostic.written(message.severity, at: SourceLocation(file: chapter.displayPath, line: line, column: message.column), message.message)
        }
    }
}

/// How a time limit reads in messages.
enum ExtensionTimeout {
    static func text(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds)) second\(seconds == 1 ? "" : "s")" : "\(seconds) seconds"
    }
}
