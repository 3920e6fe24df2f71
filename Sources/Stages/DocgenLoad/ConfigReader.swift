import DocgenCore
import DocgenModel
import DocgenYAML
import Foundation

/// Reads `docgen.yml`.
public enum ConfigReader {
    /// Reads `docgen.yml` at `path`: the settings, and every problem with them.
    public static func read(at path: String) -> (SiteConfig, [Diagnostic]) {
        var config = SiteConfig()
        guard let bytes = FileManager.default.contents(atPath: path) else {
            return (config, [.error("cannot read file", at: SourceLocation(file: path))])
        }
        var digest = ContentHash()
        digest.update([UInt8](bytes))
        config.sourceDigest = digest.hex
        let text: String
        switch UTF8Validation.decode(Array(bytes), displayPath: path) {
        case .failure(let problem): return (config, [problem])
        case .success(let decoded): text = decoded
        }
        let node: YAMLNode
        do {
            guard let parsed = try YAMLParser.parse(text) else { return (config, []) }
            node = parsed
        } catch {
            return (config, [.error("invalid YAML: \(error.message)", at: SourceLocation(file: path, line: error.line, column: error.column))])
        }
        var reader = YAMLFieldReader(node, what: "the configuration") { SourceLocation(file: path, line: $0.line, column: $0.column) }
        reader.rejectUnknownKeys(["title", "language", "languages", "baseURL", "description", "check", "search", "editURL",
                                  "lastUpdated", "pdf", "snippets", "d2", "preprocessors", "directives", "exclude", "redirects",
                                  "social", "versions", "versionRoot", "llms"])
        if let title = reader.string("title") { config.title = title }
        if let language = reader.string("language") {
            if !isLanguageTag(language) {
                reader.report(.error("'language' must be a language tag such as 'en' or 'zh-Hans'", at: reader.locate(reader.node("language")!)))
            } else {
                config.language = language
                config.languageSettings[language] = reader.locate(reader.node("language")!)
            }
        }
        if let baseURL = reader.string("baseURL") {
            if isAbsoluteWebURL(baseURL) {
                config.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
            } else {
                reader.report(.error("'baseURL' must be an absolute http or https URL", at: reader.locate(reader.node("baseURL")!)))
            }
        }
        if let description = reader.string("description") { config.description = description }
        let exclude = reader.strings("exclude")
        for pattern in exclude where pattern.text.trimmingCharacters(in: CharacterSet(charactersIn: "/")).isEmpty {
            reader.report(.error("an 'exclude' pattern cannot be empty or '/'", at: pattern.location))
        }
        config.exclude = ExcludePatterns(exclude.map(\.text))
        if let editURL = reader.string("editURL") {
            if isAbsoluteWebURL(editURL) {
                config.editURL = editURL.hasSuffix("/") ? editURL : editURL + "/"
            } else {
                reader.report(.error("'editURL' must be an absolute http or https URL", at: reader.locate(reader.node("editURL")!)))
            }
        }
        if let pdf = reader.node("pdf"), !pdf.isNull {
            if let enabled = pdf.boolValue {
                if enabled { config.pdfLocation = reader.locate(pdf) }
            } else {
                reader.report(.error("'pdf' must be true or false, not \(pdf.kindDescription)", at: reader.locate(pdf)))
            }
        }
        if let lastUpdated = reader.node("lastUpdated"), !lastUpdated.isNull {
            if lastUpdated.stringValue == "git" {
                config.lastUpdatedLocation = reader.locate(lastUpdated)
            } else if lastUpdated.boolValue != false {
                reader.report(.error("'lastUpdated' must be git or false, not \(lastUpdated.scalar.map { "'\($0)'" } ?? lastUpdated.kindDescription)",
                                     at: reader.locate(lastUpdated)))
            }
        }
        if let languages = reader.node("languages"), !languages.isNull {
            config.languages = readLanguages(languages, config: config, reader: &reader)
            if let first = config.languages.first { config.language = first.code }
            if let items = languages.sequence {
                config.languageSettings = [:]
                for item in items {
                    if let node = item["code"], let code = node.stringValue { config.languageSettings[code] = reader.locate(node) }
                }
            }
        }
        if let search = reader.node("search"), !search.isNull {
            config.search = readSearch(search, reader: &reader, configFolder: (path as NSString).deletingLastPathComponent)
        }
        if let social = reader.node("social"), !social.isNull {
            config.social = readSocial(social, reader: &reader, hasBaseURL: config.baseURL != nil)
        }
        if let llms = reader.node("llms"), !llms.isNull {
            if let enabled = llms.boolValue {
                config.llms = enabled
            } else {
                reader.report(.error("'llms' must be true or false, not \(llms.scalar.map { "'\($0)'" } ?? llms.kindDescription)",
                                     at: reader.locate(llms)))
            }
        }
        if let d2 = reader.string("d2") {
            // A relative path is taken from the configuration's folder, as `pagefind` is.
            let folder = (path as NSString).deletingLastPathComponent
            config.d2 = d2.hasPrefix("/") || folder.isEmpty ? d2 : "\(folder)/\(d2)"
        }
        if let snippets = reader.string("snippets") {
            let folder = (path as NSString).deletingLastPathComponent
            let trimmed = snippets.hasSuffix("/") ? String(snippets.dropLast()) : snippets
            if trimmed.isEmpty {
                reader.report(.error("'snippets' must name a folder", at: reader.locate(reader.node("snippets")!)))
            } else {
                config.snippets = SnippetFolder(name: trimmed, path: trimmed.hasPrefix("/") || folder.isEmpty ? trimmed : "\(folder)/\(trimmed)")
            }
        }
        // Commands run in the folder of the configuration (the current folder when it has none).
        let commandFolder = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        if let preprocessors = reader.node("preprocessors"), !preprocessors.isNull {
            config.preprocessors = ExtensionCommandReader.preprocessors(preprocessors, folder: commandFolder, reader: &reader)
        }
        if let directives = reader.node("directives"), !directives.isNull {
            config.directives = ExtensionCommandReader.directives(directives, folder: commandFolder, reader: &reader)
        }
        if let redirects = reader.node("redirects"), !redirects.isNull {
            config.redirects = readRedirects(redirects, reader: &reader)
        }
        if let versions = reader.node("versions"), !versions.isNull {
            config.versions = VersionSettingsReader.read(versions, configFolder: (path as NSString).deletingLastPathComponent, reader: &reader)
        }
        if let root = reader.node("versionRoot"), !root.isNull, let read = VersionSettingsReader.readRoot(root, reader: &reader) {
            config.versionRoot = read
        }
        if let check = reader.node("check"), !check.isNull {
            var section = YAMLFieldReader(check, what: "'check'", locate: reader.locate)
            section.rejectUnknownKeys(["disable", "warn", "error", "ignoreURLs", "ignoreFiles"])
            config.check.disable = section.strings("disable").map { CheckSettings.Entry($0.text, at: $0.location) }
            config.check.warn = section.strings("warn").map { CheckSettings.Entry($0.text, at: $0.location) }
            config.check.error = section.strings("error").map { CheckSettings.Entry($0.text, at: $0.location) }
            config.check.ignoreURLs = section.strings("ignoreURLs").map { CheckSettings.Entry($0.text, at: $0.location) }
            config.check.ignoreFiles = section.strings("ignoreFiles").map { CheckSettings.Entry($0.text, at: $0.location) }
            for diagnostic in section.diagnostics { reader.report(diagnostic) }
        }
        return (config, reader.diagnostics)
    }

    /// The configuration at `path` with its problems when it is a docgen project's that lists
    /// `versions:`; nil for a site of one version, another tool's project, or no file.
    public static func versioned(at path: String?) -> (SiteConfig, [Diagnostic])? {
        guard let path, FileManager.default.fileExists(atPath: path), ProjectReader.Kind(configPath: path) == .docgen else { return nil }
        let (config, problems) = read(at: path)
        return config.versions.isEmpty ? nil : (config, problems)
    }

    /// `search:`: `true` or `false`, or `{pagefind: PATH}` to name the Pagefind to run.
    /// A relative `pagefind` path is taken from the configuration's folder.
    /// `redirects:`, a mapping of old paths to the pages or URLs they now lead to, as
    /// mkdocs-redirects' `redirect_maps` has it (`old/intro.md: basics/intro.md`).
    private static func readRedirects(_ node: YAMLNode, reader: inout YAMLFieldReader) -> [RedirectEntry] {
        guard let pairs = node.mapping else {
            reader.report(.error("'redirects' must map old paths to new ones ('old.md: new.md'), not \(node.kindDescription)",
                                 at: reader.locate(node)))
            return []
        }
        var seen: Set<String> = []
        return pairs.compactMap { pair in
            guard let from = pair.key.stringValue, let to = pair.value.stringValue, !from.isEmpty, !to.isEmpty else {
                reader.report(.error("each 'redirects' entry maps an old path to a page or URL, both strings ('old.md: new.md')",
                                     at: reader.locate(pair.key)))
                return nil
            }
            guard seen.insert(from).inserted else {
                reader.report(.error("'\(from)' is redirected twice", at: reader.locate(pair.key)))
                return nil
            }
            return RedirectEntry(from: from, to: to, fromLocation: reader.locate(pair.key), toLocation: reader.locate(pair.value))
        }
    }

    private static func readSearch(_ node: YAMLNode, reader: inout YAMLFieldReader, configFolder: String) -> SearchSettings? {
        let at = reader.locate(node)
        if let enabled = node.boolValue { return enabled ? SearchSettings(location: at) : nil }
        guard node.mapping != nil else {
            reader.report(.error("'search' must be true, false or {pagefind: PATH}, not \(node.kindDescription)", at: at))
            return nil
        }
        var section = YAMLFieldReader(node, what: "'search'", locate: reader.locate)
        section.rejectUnknownKeys(["pagefind"])
        let pagefind = section.string("pagefind").map { $0.hasPrefix("/") || configFolder.isEmpty ? $0 : "\(configFolder)/\($0)" }
        for diagnostic in section.diagnostics { reader.report(diagnostic) }
        return SearchSettings(pagefind: pagefind, location: at)
    }

    /// `social:`: `{cards: true}` turns on each page's social card. A card is shown only by an
    /// absolute URL, so cards without `baseURL` are an error.
    private static func readSocial(_ node: YAMLNode, reader: inout YAMLFieldReader, hasBaseURL: Bool) -> SocialSettings {
        guard node.mapping != nil else {
            reader.report(.error("'social' must be a mapping such as {cards: true}, not \(node.kindDescription)", at: reader.locate(node)))
            return SocialSettings()
        }
        var section = YAMLFieldReader(node, what: "'social'", locate: reader.locate)
        section.rejectUnknownKeys(["cards"])
        var settings = SocialSettings(cards: section.bool("cards") ?? false, location: section.node("cards").map(reader.locate))
        if settings.cards, !hasBaseURL, let at = settings.location {
            section.report(.error("social cards need 'baseURL': link previews load og:image only from an absolute URL", at: at))
            settings.cards = false
        }
        for diagnostic in section.diagnostics { reader.report(diagnostic) }
        return settings
    }

    /// True for an absolute http or https URL with a host.
    private static func isAbsoluteWebURL(_ text: String) -> Bool {
        guard let url = URL(string: text), let scheme = url.scheme else { return false }
        return ["http", "https"].contains(scheme) && url.host != nil
    }

    /// A BCP 47 tag as docgen accepts one: letters, digits and `-`, starting with a letter.
    static func isLanguageTag(_ text: String) -> Bool {
        text.first?.isLetter == true && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            && !text.hasSuffix("-") && !text.contains("--")
    }

    /// `languages:`: a list of `{code, name, title, description}`, the default language first;
    /// title and description default to the site's.
    private static func readLanguages(_ node: YAMLNode, config: SiteConfig, reader: inout YAMLFieldReader) -> [SiteLanguage] {
        guard let items = node.sequence, !items.isEmpty else {
            reader.report(.error("'languages' must be a list of {code, name, title, description}, the default language first",
                                 at: reader.locate(node)))
            return []
        }
        var languages: [SiteLanguage] = []
        for item in items {
            var entry = YAMLFieldReader(item, what: "a language", locate: reader.locate)
            entry.rejectUnknownKeys(["code", "name", "title", "description"])
            let code = entry.requiredString("code", missing: "a language needs a 'code' such as 'en' or 'zh-Hans'", at: reader.locate(item),
                                            noValue: "'code' has no value")
            let name = entry.string("name")
            let title = entry.string("title")
            let description = entry.string("description")
            for diagnostic in entry.diagnostics { reader.report(diagnostic) }
            guard let code else { continue }
            let at = entry.node("code").map(reader.locate) ?? reader.locate(item)
            if !isLanguageTag(code) || ["data", "assets"].contains(code) {
                reader.report(.error("'\(code)' is not a language code such as 'en' or 'zh-Hans'", at: at))
            } else if languages.contains(where: { $0.code.lowercased() == code.lowercased() }) {
                reader.report(.error("language '\(code)' is listed twice", at: at))
            } else {
                languages.append(SiteLanguage(code: code, name: name ?? code, title: title ?? config.title,
                                              description: description ?? config.description))
            }
        }
        return languages
    }
}
