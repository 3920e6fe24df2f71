/// Thrown by a stage that cannot go on; carries every diagnostic found up to that point.
public struct DiagnosticError: Error, Sendable {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
