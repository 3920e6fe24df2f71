/// The registry: every rule docgen checks, in the order the help, `--list-rules`, the manual and
/// SARIF's `ruleIndex` list them. A new rule is a file in `Rules/` and a line here.
public enum CheckRuleRegistry {
    public static let rules: [any CheckRule.Type] = [
        MarkupRule.self,
        NotXMLRule.self,
        BrokenLinkRule.self,
        BrokenFragmentRule.self,
        DuplicateIDRule.self,
        ImgAltRule.self,
        SVGNameRule.self,
        LinkTextRule.self,
        HTMLLangRule.self,
        ExternalLinkRule.self,
    ]

    /// The place of the rule called `id` in ``rules``, or nil for no rule.
    public static func index(of id: String) -> Int? {
        rules.firstIndex { $0.id == id }
    }
}
