/// Front-matter keys that Hugo, Jekyll, MkDocs and Docusaurus use, and what docgen makes of
/// them: the first things a migrating author brings.
enum ForeignFrontMatter {
    /// Keys read as docgen's `order`: Hugo's `weight`, Just the Docs' `nav_order`, Docusaurus'
    /// `sidebar_position`.
    static let orderSynonyms = ["weight", "nav_order", "sidebar_position"]
    /// Keys read as docgen's `aliases` (a page's earlier URLs): jekyll-redirect-from's `redirect_from`.
    static let aliasSynonyms = ["redirect_from"]

    /// Keys that Hugo, Jekyll, MkDocs (with Material) and Docusaurus read and docgen does not,
    /// lowercased (Hugo reads keys in any case): a chapter brought from one keeps them, and they
    /// come under ``BuildRule/ignoredFrontMatterKey``, which is off unless asked for, rather than
    /// being called unknown.
    static let otherGeneratorsKeys: Set<String> = [
        // Hugo
        "audio", "build", "cascade", "categories", "date", "expirydate", "headless", "images", "iscjklanguage",
        "keywords", "lastmod", "layout", "linktitle", "markup", "menu", "menus", "outputs", "params", "publishdate",
        "resources", "series", "sitemap", "summary", "tags", "toc", "type", "url", "videos",
        // Jekyll and Just the Docs
        "author", "category", "excerpt", "excerpt_separator", "grand_parent", "has_children", "has_toc",
        "last_modified_at", "nav_exclude", "parent", "permalink", "published", "redirect_to", "comments",
        // MkDocs and Material for MkDocs
        "authors", "hide", "icon", "nav_title", "render_macros", "search", "status", "subtitle", "template", "social",
        // Docusaurus
        "custom_edit_url", "displayed_sidebar", "hide_table_of_contents", "hide_title", "id", "last_update", "pagination_label",
        "pagination_next", "pagination_prev", "sidebar_class_name", "sidebar_custom_props", "sidebar_label",
        "toc_max_heading_level", "toc_min_heading_level", "unlisted",
    ]

    /// True when another generator reads `key` and docgen does not.
    static func isOtherGeneratorsKey(_ key: String) -> Bool {
        otherGeneratorsKeys.contains(key.lowercased())
    }

    /// For a key with a docgen counterpart, the hint that names it.
    static let hints: [String: String] = [
        "linkTitle": "(Hugo's navigation title); did you mean 'title'? docgen shows one title everywhere",
        "sidebar_label": "(Docusaurus' navigation title); did you mean 'title'? docgen shows one title everywhere",
        "nav_title": "(a navigation title); did you mean 'title'? docgen shows one title everywhere",
        "summary": "(Hugo's summary); did you mean 'description'?",
        "excerpt": "(Jekyll's excerpt); did you mean 'description'?",
        "url": "(Hugo's page URL); did you mean 'slug'? The page's folder is its file's folder",
        "permalink": "(Jekyll's permalink); did you mean 'slug'? The page's folder is its file's folder",
        "id": "(Docusaurus' document id); did you mean 'slug'?",
        "published": "(Jekyll's 'published: false'); did you mean 'draft: true'?",
        "nav_exclude": "(Just the Docs); did you mean 'draft: true'? docgen lists every published chapter",
        "redirect_to": "(jekyll-redirect-from); put 'aliases' on the page it leads to, or a 'redirects' entry in docgen.yml",
    ]
}
