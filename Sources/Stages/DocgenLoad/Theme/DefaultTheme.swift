import DocgenDiagrams

/// The default theme, compiled into the binary from the repository's `templates/` folder.
///
/// SwiftPM embeds each file under its bare name (`partials/nav.mustache` becomes `nav_mustache`),
/// so this table restores the paths. A test checks that it lists every file of `templates/`. The
/// languages' files (`i18n/`) are embedded by the diagrams library, which draws with them too
/// (``BuiltInLanguages``): every file of the folder, with no line here for any.
public enum DefaultTheme {
    /// Where the theme keeps the diagram font's faces (Docgen Sans, regular and bold): what a
    /// figure's own file links to, and what `docgen diagram --embed-font` embeds.
    public static let diagramFontPaths = (regular: "assets/fonts/DocgenSans-Regular.woff2", bold: "assets/fonts/DocgenSans-Bold.woff2")

    /// Each theme file's bytes, by its path inside `templates/`.
    public static let files: [String: [UInt8]] = [
        "page.mustache": PackageResources.page_mustache,
        "index.mustache": PackageResources.index_mustache,
        "404.mustache": PackageResources._04_mustache,
        "card.svg.mustache": PackageResources.card_svg_mustache,
        "print.mustache": PackageResources.print_mustache,
        "partials/head.mustache": PackageResources.head_mustache,
        "partials/header.mustache": PackageResources.header_mustache,
        "partials/nav.mustache": PackageResources.nav_mustache,
        "partials/toc.mustache": PackageResources.toc_mustache,
        "partials/pagination.mustache": PackageResources.pagination_mustache,
        "partials/footer.mustache": PackageResources.footer_mustache,
        "partials/search.mustache": PackageResources.search_mustache,
        "partials/page-meta.mustache": PackageResources.page_meta_mustache,
        "assets/docgen.css": PackageResources.docgen_css,
        "assets/print.css": PackageResources.print_css,
        "assets/search.js": PackageResources.search_js,
        "assets/docgen.js": PackageResources.docgen_js,
        "assets/fonts/DocgenSans-Regular.woff2": PackageResources.DocgenSans_Regular_woff2,
        "assets/fonts/DocgenSans-Bold.woff2": PackageResources.DocgenSans_Bold_woff2,
        "assets/fonts/LICENSE-DocgenSans.txt": PackageResources.LICENSE_DocgenSans_txt,
        "assets/fonts/README.txt": PackageResources.README_txt,
    ].merging(BuiltInLanguages.files.map { ("i18n/" + $0.name, $0.bytes) }) { own, _ in own }
}
