import DocgenCore
import DocgenModel
import DocgenYAML

/// Reads `preprocessors:` and `directives:` of `docgen.yml`: the user's commands, each a string
/// (split at white space, no shell, no quoting), a list of strings (the program and its
/// arguments), or `{command: STRING-OR-LIST, timeout: SECONDS}`.
enum ExtensionCommandReader {
    /// `preprocessors:`: a list of commands.
    static func preprocessors(_ node: YAMLNode, folder: String, reader: inout YAMLFieldReader) -> [ExtensionCommand] {
        guard let items = node.sequence else {
            reader.report(.error("'preprocessors' must be a list of commands, not \(node.kindDescription)", at: reader.locate(node)))
            return []
        }
        return items.compactMap { command($0, what: "a preprocessor", folder: folder, reader: &reader) }
    }

    /// `directives:`: a mapping of fence names to commands.
    static func directives(_ node: YAMLNode, folder: String, reader: inout YAMLFieldReader) -> [UserDirective] {
        guard let pairs = node.mapping else {
            reader.report(.error("'directives' must map fence names to commands, not \(node.kindDescription)", at: reader.locate(node)))
            return []
        }
        var directives: [UserDirective] = []
        for pair in pairs {
            let at = reader.locate(pair.key)
            guard let name = pair.key.stringValue, isDirectiveName(name) else {
                reader.report(.error("'\(pair.key.scalar ?? "")' cannot name a directive: an ASCII letter, then letters, digits, '-' and '_'", at: at))
                continue
            }
            if directives.contains(where: { $0.name == name }) {
                reader.report(.error("directive '\(name)' is listed twice", at: at))
                continue
            }
            guard let command = command(pair.value, what: "directive '\(name)'", folder: folder, reader: &reader) else { continue }
            directives.append(UserDirective(name: name, command: command, nameLocation: at))
        }
        return directives
    }

    /// What a fence's info string may start with to name a user's directive.
    static func isDirectiveName(_ name: String) -> Bool {
        name.first.map { $0.isASCII && $0.isLetter } == true
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }

    private static func command(_ node: YAMLNode, what: String, folder: String, reader: inout YAMLFieldReader) -> ExtensionCommand? {
        let at = reader.locate(node)
        var timeout = ExtensionCommand.defaultTimeout
        var commandNode = node
        if node.mapping != nil {
            var section = YAMLFieldReader(node, what: what, locate: reader.locate)
            section.rejectUnknownKeys(["command", "timeout"])
            if let seconds = section.number("timeout", in: 0.1...3600) { timeout = seconds }
            for diagnostic in section.diagnostics { reader.report(diagnostic) }
            guard let given = section.node("command"), !given.isNull else {
                reader.report(.error("\(what) needs a 'command': a string or a list of the program and its arguments", at: at))
                return nil
            }
            commandNode = given
        }
        let arguments: [String]
        if let text = commandNode.stringValue {
            arguments = text.split(whereSeparator: \.isWhitespace).map(String.init)
        } else if let items = commandNode.sequence, items.allSatisfy({ $0.stringValue != nil }) {
            arguments = items.compactMap(\.stringValue)
        } else {
            reader.report(.error("the command of \(what) must be a string or a list of strings, not \(commandNode.kindDescription)",
                                 at: reader.locate(commandNode)))
            return nil
        }
        guard let program = arguments.first, !program.isEmpty else {
            reader.report(.error("the command of \(what) is empty", at: reader.locate(commandNode)))
            return nil
        }
        return ExtensionCommand(arguments: arguments, folder: folder, timeout: timeout, location: reader.locate(commandNode))
    }
}
