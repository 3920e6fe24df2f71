/// A macro syntax that an MkDocs project's plugins, extensions or hooks expand in a page's text
/// before Python-Markdown reads it, and docgen does not: each use on such a site is a warning.
/// A site that runs none of them shows the same text as written, as MkDocs does, without one.
public enum MacroSyntax: Sendable, Hashable, CaseIterable {
    /// `{{ … }}` and `{% … %}`: Jinja, with the `macros` plugin (mkdocs-macros).
    case jinja
    /// `{! file.md !}`: the `markdown_include.include` extension.
    case include
    /// `{* file.py hl[3] *}`: a hook's include (FastAPI's docs), with `hooks:`.
    case hookInclude
}
