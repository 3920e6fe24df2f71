/// Reads command-line arguments one at a time: flags, `--name value` and `--name=value` options,
/// and positional arguments. Hand-written because ArgumentParser cannot be fetched here.
struct ArgumentScanner {
    private var remaining: ArraySlice<String>

    init(_ arguments: [String]) {
        remaining = arguments[...]
    }

    /// The next argument, removed.
    mutating func next() -> String? {
        remaining.popFirst()
    }

    /// The value of an option whose name was just read: the text after `=` or the next argument.
    mutating func value(for option: String, inline: String?) throws(UsageError) -> String {
        if let inline { return inline }
        guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
            throw UsageError("option '\(option)' needs a value")
        }
        return value
    }

    /// The value of `--jobs`: a whole number of worker threads from 1 to 256.
    mutating func jobs(for option: String, inline: String?) throws(UsageError) -> Int {
        let text = try value(for: option, inline: inline)
        guard let jobs = Int(text), (1...256).contains(jobs) else {
            throw UsageError("'\(option)' must be a whole number from 1 to 256, not '\(text)'")
        }
        return jobs
    }

    /// Splits `--name=value` into its name and value.
    static func split(_ argument: String) -> (name: String, inlineValue: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

/// A mistake in how docgen was called; exits with status 2.
struct UsageError: Error, Equatable {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
