import DocgenCore

/// A check that `docgen check` and `docgen build` run on every page, with the standard it
/// follows. Each finding carries its rule's id, so a rule can be turned off or lowered to a
/// warning (``CheckPolicy``).
public enum CheckRule: String, Sendable, CaseIterable, Comparable {
    case markup
    case notXML = "not-xml"
    case brokenLink = "broken-link"
    case brokenFragment = "broken-fragment"
    case duplicateID = "duplicate-id"
    case imgAlt = "img-alt"
    case svgName = "svg-name"
    case linkText = "link-text"
    case htmlLang = "html-lang"
    case externalLink = "external-link"

    /// What the rule checks, for the help text and the manual.
    public var summary: String {
        switch self {
        case .markup: "a file that declares itself XML (.xhtml, .svg, .xml, docgen's own pages) is well-formed XML"
        case .notXML: "an .html page that starts with an XML declaration is well-formed XML; it is then read as HTML"
        case .brokenLink: "every internal link, image, script, stylesheet and srcset candidate names a file of the site"
        case .brokenFragment: "every #fragment names an element id or <a name> of its page"
        case .duplicateID: "no id is used twice on a page"
        case .imgAlt: "every <img> has an alt attribute, unless it is hidden or presentational"
        case .svgName: "every inline <svg> with a graphic role (img, graphics-document, graphics-symbol) has an accessible name"
        case .linkText: "every link has text, an image with alt text, or a label"
        case .htmlLang: "the <html> element has a lang attribute"
        case .externalLink: "with --external: every http(s) link answers"
        }
    }

    /// The standard the rule follows.
    public var standard: String {
        switch self {
        case .markup, .notXML: "XML 1.0 well-formedness"
        case .brokenLink, .brokenFragment: "HTML Living Standard: URLs and fragments"
        case .duplicateID: "HTML Living Standard: the id attribute is unique in its tree"
        case .imgAlt: "WCAG 1.1.1; axe-core image-alt"
        case .svgName: "WCAG 1.1.1; axe-core svg-img-alt"
        case .linkText: "WCAG 2.4.4 and 4.1.2; axe-core link-name"
        case .htmlLang: "WCAG 3.1.1; axe-core html-has-lang"
        case .externalLink: "HTTP status codes (RFC 9110)"
        }
    }

    /// How bad a finding of the rule is unless the policy says otherwise.
    public var defaultSeverity: Diagnostic.Severity {
        switch self {
        case .notXML: .warning
        default: .error
        }
    }

    public static func < (lhs: CheckRule, rhs: CheckRule) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
