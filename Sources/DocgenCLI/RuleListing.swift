import DocgenCheck
import DocgenCore

/// `docgen check --list-rules`: every registered rule with its default level and what it checks.
enum RuleListing {
    /// One line per rule: its id, its default level and its summary, in columns.
    static var text: String {
        CheckRuleRegistry.rules.map { rule in
            rule.id.padding(toLength: 16, withPad: " ", startingAt: 0)
                + rule.defaultSeverity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0) + rule.summary + "\n"
        }.joined()
    }

    /// An array of `{id, level, summary, standard}`, one rule per line.
    static var json: String {
        let items = CheckRuleRegistry.rules.map { rule in
            "  {\"id\": \(JSONText.quoted(rule.id)), \"level\": \(JSONText.quoted(rule.defaultSeverity.rawValue)), "
                + "\"summary\": \(JSONText.quoted(rule.summary)), \"standard\": \(JSONText.quoted(rule.standard))}"
        }
        return "[\n" + items.joined(separator: ",\n") + "\n]\n"
    }
}
