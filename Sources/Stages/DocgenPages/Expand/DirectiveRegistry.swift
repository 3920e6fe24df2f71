import DocgenCore
import DocgenModel

/// Every fence directive, by name: adding one is a file in `Directives/` and a line here. The
/// user's own (`directives:` of `docgen.yml`, ``CommandDirective``) come after them and cannot
/// take their names.
enum DirectiveRegistry {
    static let directives: [any FenceDirective] = [
        ListSpecDirective(),
        BenchTableDirective(),
        D2Directive(),
        MathDirective(),
    ]

    /// The directive named by a fence's info string's first word.
    static let byName: [String: any FenceDirective] = Dictionary(uniqueKeysWithValues: directives.map { ($0.name, $0) })

    /// The directive `name` selects under `config`: a built-in one, or else one of the user's.
    static func directive(named name: String, in config: SiteConfig) -> (any FenceDirective)? {
        if let builtIn = byName[name] { return builtIn }
        guard !config.directives.isEmpty, let user = config.directives.first(where: { $0.name == name }) else { return nil }
        return CommandDirective(name: user.name, command: user.command)
    }
}

/// The problems of the user's directives that only the registry can see.
public enum UserDirectiveCheck {
    /// A user's directive named like a built-in one: an error at its name in `docgen.yml`.
    public static func problems(in config: SiteConfig) -> [Diagnostic] {
        config.directives.filter { DirectiveRegistry.byName[$0.name] != nil }.map {
            .error("the directive '\($0.name)' is docgen's own; give yours another name", at: $0.nameLocation)
        }
    }
}
