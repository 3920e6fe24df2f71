extension DiagramPalette {
    /// Rules that paint the part of a drawing inside `.dg-scheme-<scheme>` in that scheme's
    /// colours, whatever the reader's: how a variant grid shows a light and a dark drawing side by
    /// side. Only the classes `body` uses get a rule.
    ///
    /// Each rule names the scope and the class, so it outweighs the drawing's own rule for the
    /// class (one class) in every renderer, with or without `var()`.
    static func fixedSchemeRules(_ scheme: Scheme, for body: String) -> String {
        let palette = scheme == .dark ? dark : light
        let scope = ".\(scopeClass(scheme))"
        let classes = classNames(in: body)
        var css = ""
        for role in Role.allCases {
            for kind in ["fill", "stroke"] where classes.contains("dg-\(kind)-\(role.rawValue)") {
                css += "\(scope) .dg-\(kind)-\(role.rawValue){\(kind):\(palette[role]!.css)}"
            }
        }
        for (name, property, role) in glyphRoles where classes.contains(name) {
            let last = property.split(separator: ";").last.map(String.init) ?? property
            css += "\(scope) .\(name){\(last):\(palette[role]!.css)}"
        }
        return css
    }

    /// The class that fixes a part of a drawing to `scheme`: `dg-scheme-dark`.
    static func scopeClass(_ scheme: Scheme) -> String { "dg-scheme-\(scheme.rawValue)" }
}
