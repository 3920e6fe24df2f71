/// Every fence directive, by name: adding one is a file in `Directives/` and a line here.
enum DirectiveRegistry {
    static let directives: [any FenceDirective] = [
        ListSpecDirective(),
        BenchTableDirective(),
        D2Directive(),
        MathDirective(),
    ]

    /// The directive named by a fence's info string's first word.
    static let byName: [String: any FenceDirective] = Dictionary(uniqueKeysWithValues: directives.map { ($0.name, $0) })
}
