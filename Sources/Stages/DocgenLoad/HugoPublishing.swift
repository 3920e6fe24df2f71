import DocgenYAML

/// Hugo's front matter that keeps a page out of the site while other pages may still include
/// it: `headless: true`, `build: {render: never}` (or `false`, and the older `_build`), and the
/// same under `cascade:` in a folder's `_index.md`, for every page below it (hugoDocs keeps its
/// shared snippets so, in `_common/`).
enum HugoPublishing {
    /// True when `fields` keep their own page out of the site.
    static func isUnrendered(_ fields: YAMLNode) -> Bool {
        fields["headless"]?.boolValue == true || rendersNever(fields)
    }

    /// True when a folder page's `fields` keep every page below it out of the site.
    static func cascadesUnrendered(_ fields: YAMLNode) -> Bool {
        guard let cascade = fields["cascade"] else { return false }
        return rendersNever(cascade) || (cascade.sequence ?? []).contains { $0["_target"] == nil && rendersNever($0) }
    }

    private static func rendersNever(_ fields: YAMLNode) -> Bool {
        ["build", "_build"].contains { key in
            guard let render = fields[key]?["render"] else { return false }
            return render.stringValue == "never" || render.boolValue == false
        }
    }
}
