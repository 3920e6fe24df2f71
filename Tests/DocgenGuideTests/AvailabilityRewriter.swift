/// Turns iOS availability into custom availability domains, keeping every line where it was, so
/// line numbers survive.
///
/// - In the stubs, `@available(iOS 15.0, *)` becomes `@available(iOS_14) @available(iOS_14_5)
///   @available(iOS_15)`: domains do not imply each other, and iOS 15 API may use iOS 14 API. iOS 13
///   and older is always available and is dropped. `@available(iOS, deprecated: 18.0, message: "…")`
///   becomes `@available(iOS_18, unavailable, message: "deprecated in iOS 18: …")`: code may use
///   the declaration only where iOS 18 is known not to run, such as the `else` of an
///   `if #available(iOS 18, *)`, which is how the guide shows both the old and the new route.
/// - In a block, every top-level declaration gets the domains up to the block's minimum iOS, and
///   `@available(iOS 16, *)` becomes the domains up to iOS 16.
/// - `if #available(iOS 18, *) {` becomes `if #available(iOS_18) { if #available(iOS_15), … {`
///   with a `}` added before the block's closing brace: the outer check alone decides the `else`,
///   so the `else` knows that iOS 18 does not run (a check of several domains would leave it
///   knowing nothing), and the inner one opens the older domains. Any other `#available(iOS 16, *)`
///   becomes the list of domains.
enum AvailabilityRewriter {
    /// The compiler flags that declare every domain. Dynamic domains need a check, like iOS versions.
    static var compilerFlags: [String] {
        ["-enable-experimental-feature", "CustomAvailability"]
            + IOSVersion.domains.flatMap { ["-Xfrontend", "-define-dynamic-availability-domain", "-Xfrontend", $0.domainName] }
    }

    static func rewriteStub(_ source: String) -> String {
        rewriteDeclaredAvailability(source).replacing(/@available\(iOS, deprecated: (?<version>[0-9.]+), message: "(?<message>[^"]*)"\)/) { match in
            guard let version = IOSVersion(declared: match.output.version), version > IOSVersion.baseline else { return String(match.output.0) }
            let name = version.minor == 0 ? "iOS \(version.major)" : "iOS \(version.major).\(version.minor)"
            return "@available(\(version.domainName), unavailable, message: \"deprecated in \(name): \(match.output.message)\")"
        }
    }

    static func rewriteSample(_ source: String, minimum: IOSVersion) -> String {
        let deploymentAttributes = attributes(upTo: minimum)
        return rewriteChecks(rewriteDeclaredAvailability(source), minimum: minimum).split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard !deploymentAttributes.isEmpty, line.contains(topLevelDeclaration) else { return String(line) }
            return deploymentAttributes + " " + line
        }.joined(separator: "\n")
    }

    /// `@available(iOS 15.0, *)` as the domains up to iOS 15.
    private static func rewriteDeclaredAvailability(_ source: String) -> String {
        source.replacing(/@available\(iOS (?<version>[0-9.]+), \*\)/) { match in
            guard let version = IOSVersion(declared: match.output.version) else { return String(match.output.0) }
            return attributes(upTo: version)
        }
    }

    /// Rewrites every `#available(iOS N, *)` of `source`, first to last.
    private static func rewriteChecks(_ source: String, minimum: IOSVersion) -> String {
        var text = Array(source)
        var searchFrom = 0
        let pattern = #/#available\(iOS (?<version>[0-9.]+), \*\)/#
        while let match = String(text[searchFrom...]).firstMatch(of: pattern) {
            let matched = String(text[searchFrom...])
            let start = searchFrom + matched.distance(from: matched.startIndex, to: match.range.lowerBound)
            let end = start + match.output.0.count
            guard let version = IOSVersion(declared: match.output.version) else {
                searchFrom = end
                continue
            }
            let checks = IOSVersion.domains.filter { $0 > minimum && $0 <= version }
            var replacement = checks.map { "#available(\($0.domainName))" }.joined(separator: ", ")
            var resumeAt = end
            if checks.count > 1, let brace = openingBrace(in: text, after: end), isIfCondition(text, before: start),
               let closing = closingBrace(in: text, from: brace) {
                // `if #available(iOS_18) { if #available(iOS_15), … {` … `}}`, on the same lines.
                text.insert("}", at: closing)
                let outer = "#available(\(checks.last!.domainName)) { if "
                    + checks.dropLast().map { "#available(\($0.domainName))" }.joined(separator: ", ")
                replacement = outer
                resumeAt = brace
            }
            if checks.isEmpty { replacement = String(match.output.0) }
            text.replaceSubrange(start..<end, with: replacement)
            searchFrom = resumeAt + replacement.count - (end - start)
        }
        return String(text)
    }

    /// The `{` that follows `index` after spaces only, if any.
    private static func openingBrace(in text: [Character], after index: Int) -> Int? {
        var position = index
        while position < text.count, text[position] == " " { position += 1 }
        return position < text.count && text[position] == "{" ? position : nil
    }

    /// True when the check at `index` is the only condition of an `if` (or `else if`).
    private static func isIfCondition(_ text: [Character], before index: Int) -> Bool {
        String(text[..<index]).hasSuffix("if ")
    }

    /// The `}` that closes the `{` at `open`, skipping string literals and line comments; nil if
    /// the block never closes.
    private static func closingBrace(in text: [Character], from open: Int) -> Int? {
        var depth = 0, position = open, inString = false
        while position < text.count {
            let character = text[position]
            if inString {
                if character == "\\" { position += 1 } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "/", position + 1 < text.count, text[position + 1] == "/" {
                while position < text.count, text[position] != "\n" { position += 1 }
                continue
            } else if character == "{" {
                depth += 1
            } else if character == "}" {
                depth -= 1
                if depth == 0 { return position }
            }
            position += 1
        }
        return nil
    }

    /// `@available(iOS_14) @available(iOS_14_5)`: every domain up to and including `version`.
    private static func attributes(upTo version: IOSVersion) -> String {
        IOSVersion.domains.filter { $0 <= version }.map { "@available(\($0.domainName))" }.joined(separator: " ")
    }

    /// A declaration that starts in column 1, after any attributes and modifiers.
    private static var topLevelDeclaration: Regex<Substring> {
        #/^(?:@\w+(?:\([^)]*\))? +)*(?:(?:public|internal|fileprivate|private|open|final|nonisolated) +)*(?:class|struct|enum|extension|protocol|func|typealias|actor|let|var) /#
    }
}
