import DocgenCore

/// A user's command from `docgen.yml`: a preprocessor of `preprocessors:` or a directive of
/// `directives:`. It runs without a shell, in the site's folder (the folder of `docgen.yml`).
public struct ExtensionCommand: Sendable, Equatable {
    /// The program and its arguments, as written (a string entry is split at white space).
    public var arguments: [String]
    /// The folder it runs in, and relative paths in `arguments` are taken from.
    public var folder: String
    /// The longest one run may take, in seconds.
    public var timeout: Double
    /// Where `docgen.yml` names it: its errors are located there.
    public var location: SourceLocation

    public init(arguments: [String], folder: String, timeout: Double, location: SourceLocation) {
        self.arguments = arguments
        self.folder = folder
        self.timeout = timeout
        self.location = location
    }

    /// The command line as the manual and messages show it.
    public var commandLine: String {
        arguments.map { $0.contains(" ") || $0.isEmpty ? "'\($0)'" : $0 }.joined(separator: " ")
    }

    /// The default time limit of a preprocessor and of one directive block, in seconds.
    public static let defaultTimeout = 30.0
}

/// A fence directive of `directives:`: the first word of a fence's info string, and its command.
public struct UserDirective: Sendable, Equatable {
    public var name: String
    public var command: ExtensionCommand
    /// Where its name is written in `docgen.yml`.
    public var nameLocation: SourceLocation

    public init(name: String, command: ExtensionCommand, nameLocation: SourceLocation) {
        self.name = name
        self.command = command
        self.nameLocation = nameLocation
    }
}
