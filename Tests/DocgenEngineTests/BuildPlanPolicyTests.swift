@testable import DocgenEngine
import DocgenCheck
import DocgenCore
import DocgenModel
import Testing

/// The policy a build applies: another tool's project keeps its broken links as warnings, as
/// its own tool has them, unless the build is strict.
@Suite struct BuildPlanPolicyTests {
    static let findings = [(BrokenLinkRule.id, "link to missing chapter 'gone.md'"), (BrokenFragmentRule.id, "link to missing heading '#old' in b.html")]
        .map { rule, message in
            var finding = Diagnostic.error(message, at: SourceLocation(file: "content/a.md", line: 3, column: 1))
            finding.rule = rule
            return finding
        }

    /// The severities of a broken link and a broken fragment under the plan of a site read as
    /// docgen's own or as another tool's project.
    func severities(foreignProject: Bool, strict: Bool, raising: [String] = []) -> [Diagnostic.Severity] {
        var config = SiteConfig()
        config.isForeignProject = foreignProject
        config.check.error = raising.map { CheckSettings.Entry($0, at: SourceLocation(file: "docgen.yml")) }
        let (policy, problems) = BuildPlan.policy(of: config, strict: strict)
        #expect(problems.isEmpty)
        return policy.apply(Self.findings, sitePath: { _ in nil }).map(\.severity)
    }

    @Test func aProjectOfDocgensOwnHasBrokenLinksAsErrors() {
        #expect(severities(foreignProject: false, strict: false) == [.error, .error])
    }

    @Test func anotherToolsProjectHasThemAsWarningsUnlessStrict() {
        #expect(severities(foreignProject: true, strict: false) == [.warning, .warning])
        #expect(severities(foreignProject: true, strict: true) == [.error, .error])
    }

    @Test func aRuleRaisedInTheConfigStaysAnErrorInAnotherToolsProject() {
        #expect(severities(foreignProject: true, strict: false, raising: ["broken-fragment"]) == [.warning, .error])
    }
}
