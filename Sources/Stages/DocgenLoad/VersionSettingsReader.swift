import DocgenCore
import DocgenModel
import DocgenYAML

/// Reads `versions:` of `docgen.yml`: a list of `{name, title, ref | folder, latest}`, and
/// `versionRoot:`. Whether a ref exists is known only to git, asked when the site is built.
enum VersionSettingsReader {
    /// The names a version folder cannot take: the theme's and search's folders, and names a
    /// URL or a file system reads otherwise.
    static let reservedNames: Set<String> = ["assets", "pagefind", ".", ".."]

    /// `versions:`: each entry's setting; the first is the latest when none says `latest: true`.
    /// A relative `folder` is taken from `configFolder`.
    static func read(_ node: YAMLNode, configFolder: String, reader: inout YAMLFieldReader) -> [VersionSetting] {
        guard let items = node.sequence, !items.isEmpty else {
            reader.report(.error("'versions' must be a list of {name, title, ref or folder, latest}", at: reader.locate(node)))
            return []
        }
        var versions: [VersionSetting] = []
        var latestLocation: SourceLocation?
        for item in items {
            var entry = YAMLFieldReader(item, what: "a version", locate: reader.locate)
            entry.rejectUnknownKeys(["name", "title", "ref", "folder", "latest"])
            let at = reader.locate(item)
            let name = entry.requiredString("name", missing: "a version needs a 'name', the folder it is published in, such as '2.0'",
                                            at: at, noValue: "'name' has no value")
            let title = entry.string("title")
            let ref = entry.string("ref")
            let folder = entry.string("folder")
            let isLatest = entry.bool("latest") ?? false
            for diagnostic in entry.diagnostics { reader.report(diagnostic) }
            guard let name else { continue }
            let nameAt = entry.node("name").map(reader.locate) ?? at
            if let problem = problem(withName: name) {
                reader.report(.error(problem, at: nameAt))
                continue
            }
            if let twin = versions.first(where: { $0.name.lowercased() == name.lowercased() }) {
                reader.report(.error("version '\(name)' is listed twice (first at line \(twin.location.line))", at: nameAt))
                continue
            }
            if isLatest, let first = latestLocation {
                reader.report(.error("two versions say 'latest: true' (the first at line \(first.line)); only one is the latest",
                                     at: entry.node("latest").map(reader.locate) ?? at))
                continue
            }
            if isLatest { latestLocation = entry.node("latest").map(reader.locate) ?? at }
            let source: VersionSetting.Source
            var sourceAt = at
            switch (ref, folder) {
            case (let ref?, nil):
                guard !ref.isEmpty, !ref.hasPrefix("-") else {
                    reader.report(.error("'ref' must name a tag, a branch or a commit", at: entry.node("ref").map(reader.locate) ?? at))
                    continue
                }
                source = .ref(ref)
                sourceAt = entry.node("ref").map(reader.locate) ?? at
            case (nil, let folder?):
                source = .folder(folder.hasPrefix("/") || configFolder.isEmpty ? folder : "\(configFolder)/\(folder)")
                sourceAt = entry.node("folder").map(reader.locate) ?? at
            case (nil, nil):
                source = .workingTree
            case (.some, .some):
                reader.report(.error("a version is read from a 'ref' or from a 'folder', not both", at: entry.node("folder").map(reader.locate) ?? at))
                continue
            }
            versions.append(VersionSetting(name: name, title: title ?? name, source: source, isLatest: isLatest, location: at,
                                           sourceLocation: sourceAt))
        }
        if latestLocation == nil, !versions.isEmpty { versions[0].isLatest = true }
        return versions
    }

    /// `versionRoot:`: `redirect` or `copy`.
    static func readRoot(_ node: YAMLNode, reader: inout YAMLFieldReader) -> VersionRoot? {
        guard let text = node.stringValue, let root = VersionRoot(rawValue: text) else {
            reader.report(.error("'versionRoot' must be redirect or copy, not \(node.scalar.map { "'\($0)'" } ?? node.kindDescription)",
                                 at: reader.locate(node)))
            return nil
        }
        return root
    }

    /// Why `name` cannot name a version's folder, if it cannot.
    private static func problem(withName name: String) -> String? {
        if reservedNames.contains(name.lowercased()) { return "'\(name)' cannot name a version: the site uses that folder" }
        let allowed = name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-+".unicodeScalars.contains($0) }
        guard allowed, !name.hasPrefix("."), !name.hasPrefix("-") else {
            return "'\(name)' cannot name a version: a version's name is its folder, of letters, digits, '.', '-', '_' and '+'"
        }
        return nil
    }
}
