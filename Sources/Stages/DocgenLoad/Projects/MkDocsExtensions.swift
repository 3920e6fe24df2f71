import DocgenCore
import DocgenModel
import DocgenYAML
import Foundation

/// Maps `mkdocs.yml`'s `markdown_extensions:` and `plugins:` to what docgen does: those whose
/// syntax docgen reads by itself pass, `pymdownx.snippets`' `base_path` becomes the folders
/// `--8<--` reads from, `pymdownx.emoji` turns on GitHub's and Twemoji's shortcodes, and every
/// other one is one located warning naming it. mkdocs-redirects' `redirect_maps` are docgen's
/// `redirects:`.
enum MkDocsExtensions {
    /// Extensions whose syntax docgen reads as they do, or which change nothing docgen shows.
    static let supported: Set<String> = [
        "admonition", "attr_list", "pymdownx.tabbed", "pymdownx.snippets", "pymdownx.details", "pymdownx.superfences",
        "pymdownx.highlight", "pymdownx.inlinehilite", "pymdownx.tasklist", "toc", "tables", "fenced_code", "footnotes",
        "codehilite", "meta", "sane_lists", "smarty", "pymdownx.smartsymbols", "pymdownx.arithmatex", "def_list",
        "github-callouts", "pymdownx.blocks.admonition", "pymdownx.blocks.details", "pymdownx.blocks.tab",
    ]
    /// Plugins docgen does the work of by itself.
    static let supportedPlugins: Set<String> = ["search", "offline", "literate-nav", "redirects"]

    static func read(_ extensions: YAMLNode?, plugins: YAMLNode?, configFolder: String, locate: (YAMLNode) -> SourceLocation,
                     into project: inout ForeignProject, reader: inout YAMLFieldReader) {
        for (name, options, node) in entries(extensions) {
            let bare = name.hasPrefix("markdown.extensions.") ? String(name.dropFirst("markdown.extensions.".count)) : name
            if bare == "pymdownx.snippets" {
                // `base_path`: one folder or a list, from where mkdocs runs (the project's folder).
                let base = options?["base_path"]
                let paths = base.map { $0.stringValue.map { [$0] } ?? ($0.sequence ?? []).compactMap(\.stringValue) } ?? ["."]
                project.config.includeFolders = paths.map {
                    URL(fileURLWithPath: MkDocsProjectReader.join(configFolder, $0)).standardizedFileURL.path
                }
            } else if bare == "pymdownx.emoji" {
                project.config.emojiShortcodes = .githubAndTwemoji
            } else if bare == "callouts" || bare == "markdown_callouts" {
                project.config.paragraphCallouts = true
            } else if bare == "markdown_include.include" || bare == "mdx_include" {
                project.config.unrunMacros.insert(.include)
                reader.report(.unsupported("markdown extension '\(name)' is not supported: each '{! file !}' shows as written, with a warning",
                                           at: locate(node)))
            } else if !supported.contains(bare) {
                reader.report(.unsupported("markdown extension '\(name)' is not supported: its syntax shows as written", at: locate(node)))
            }
        }
        if let (_, options, _) = entries(plugins).first(where: { $0.0 == "redirects" }), let maps = options?["redirect_maps"]?.mapping {
            // mkdocs-redirects' map is docgen's `redirects:`: paths in the docs folder.
            project.config.redirects += maps.compactMap { pair in
                guard let from = pair.key.stringValue, let to = pair.value.stringValue else { return nil }
                return RedirectEntry(from: from, to: to, fromLocation: locate(pair.key), toLocation: locate(pair.value))
            }
        }
        for (name, _, node) in entries(plugins) where !supportedPlugins.contains(name) {
            if name == "macros" || name == "mkdocs-macros" { project.config.unrunMacros.insert(.jinja) }
            let effect = name == "mkdocstrings" || name == "mkdocs-click"
                ? "API pages are not generated, and its '::: …' blocks are left out"
                : "what it adds or changes is not made"
            reader.report(.unsupported("plugin '\(name)' is not supported: \(effect)", at: locate(node)))
        }
    }

    /// literate-nav's `nav_file` (`SUMMARY.md` unless set) when the plugin is on: the file of a
    /// folder that lists its pages.
    static func literateNavFile(_ plugins: YAMLNode?) -> String? {
        guard let (_, options, _) = entries(plugins).first(where: { $0.0 == "literate-nav" }) else { return nil }
        return options?["nav_file"]?.stringValue ?? "SUMMARY.md"
    }

    /// The names of a list of `- name` or `- name: {options}` entries, with their options and nodes.
    private static func entries(_ node: YAMLNode?) -> [(String, YAMLNode?, YAMLNode)] {
        if let pairs = node?.mapping { return pairs.compactMap { pair in pair.key.scalar.map { ($0, pair.value, pair.key) } } }
        return (node?.sequence ?? []).compactMap { item in
            if let name = item.stringValue { return (name, nil, item) }
            if let pair = item.mapping?.first, let name = pair.key.scalar { return (name, pair.value, pair.key) }
            return nil
        }
    }
}
