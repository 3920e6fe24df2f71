import DocgenCheck
import DocgenCore

/// `docgen check --list-rules`: every rule with its default level and what it reports: the
/// checks of built pages, then the warnings of the build itself.
enum RuleListing {
    /// A rule as listed: its id, its level unless settings say otherwise, what it reports and
    /// the standard it follows (`docgen build` for a build rule).
    private struct Entry {
        var id: String
        var level: String
        var summary: String
        var standard: String
    }

    private static var entries: [Entry] {
        CheckRuleRegistry.rules.map { Entry(id: $0.id, level: $0.defaultSeverity.rawValue, summary: $0.summary, standard: $0.standard) }
            + BuildRule.all.map { Entry(id: $0.id, level: $0.isOnByDefault ? "warning" : "off", summary: $0.summary, standard: "docgen build") }
    }

    /// One line per rule: its id, its default level and its summary, in columns.
    static var text: String {
        let width = entries.map(\.id.count).max()! + 2
        return entries.map { entry in
            entry.id.padding(toLength: width, withPad: " ", startingAt: 0)
                + entry.level.padding(toLength: 9, withPad: " ", startingAt: 0) + entry.summary + "\n"
        }.joined()
    }

    /// An array of `{id, level, summary, standard}`, one rule per line.
    static var json: String {
        let items = entries.map { entry in
            "  {\"id\": \(JSONText.quoted(entry.id)), \"level\": \(JSONText.quoted(entry.level)), "
                + "\"summary\": \(JSONText.quoted(entry.summary)), \"standard\": \(JSONText.quoted(entry.standard))}"
        }
        return "[\n" + items.joined(separator: ",\n") + "\n]\n"
    }
}
