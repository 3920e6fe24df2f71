import DocgenCheck
import DocgenCore
import Testing

/// The registry of check rules: the one list the policy, the help, `--list-rules` and SARIF read.
@Suite struct CheckRuleRegistryTests {
    @Test func theRegistryListsEveryRuleOnceWithUniqueIDs() {
        let ids = CheckRuleRegistry.rules.map { $0.id }
        #expect(ids == ["markup", "not-xml", "broken-link", "broken-fragment", "duplicate-id",
                        "img-alt", "svg-name", "link-text", "html-lang", "external-link"])
        #expect(Set(ids).count == ids.count)
        #expect(Set(CheckRuleRegistry.rules.map { ObjectIdentifier($0) }).count == CheckRuleRegistry.rules.count)
        #expect(CheckRuleRegistry.rules.allSatisfy { !$0.summary.isEmpty && !$0.standard.isEmpty })
    }

    /// The build's rules share the checks' names space: no id is used twice, and each says
    /// what it reports.
    @Test func buildRulesHaveIDsOfTheirOwn() {
        let ids = CheckPolicy.ruleIDs
        #expect(Set(ids).count == ids.count)
        #expect(ids.count == CheckRuleRegistry.rules.count + BuildRule.all.count)
        #expect(BuildRule.all.allSatisfy { !$0.summary.isEmpty && $0.id.allSatisfy { $0.isLowercase || $0 == "-" } })
        #expect(BuildRule.named("unknown-front-matter-key") == .unknownFrontMatterKey)
        #expect(BuildRule.all.filter { !$0.isOnByDefault } == [.ignoredFrontMatterKey])
    }

    @Test func aRuleIsFoundByItsIDAtItsPlaceInTheRegistry() {
        #expect(CheckRuleRegistry.index(of: "img-alt") == 5)
        #expect(CheckRuleRegistry.index(of: "img-alts") == nil)
    }

    @Test func thePolicyAcceptsEveryRegisteredID() throws {
        for rule in CheckRuleRegistry.rules {
            var policy = CheckPolicy()
            try policy.disable(rule.id)
            try policy.warn(rule.id)
            #expect(policy.disabled == [rule.id] && policy.warned == [rule.id])
        }
    }

    @Test func thePolicyLowersAndDropsFindingsByTheirRulesID() throws {
        var finding = Diagnostic.error("no alt", at: SourceLocation(file: "site/a.html", line: 1, column: 1))
        finding.rule = "img-alt"
        var lowered = CheckPolicy()
        try lowered.warn("img-alt")
        #expect(lowered.apply(finding, sitePath: { $0 })?.severity == .warning)
        var disabled = CheckPolicy()
        try disabled.disable("img-alt")
        #expect(disabled.apply(finding, sitePath: { $0 }) == nil)
    }
}
