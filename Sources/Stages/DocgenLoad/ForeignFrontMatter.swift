/// Front-matter keys that Hugo, Jekyll, MkDocs and Docusaurus use, and what docgen makes of
/// them: the first things a migrating author brings.
enum ForeignFrontMatter {
    /// Keys read as docgen's `order`: Hugo's `weight`, Just the Docs' `nav_order`, Docusaurus'
    /// `sidebar_position`.
    static let orderSynonyms = ["weight", "nav_order", "sidebar_position"]

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
    ]
}
