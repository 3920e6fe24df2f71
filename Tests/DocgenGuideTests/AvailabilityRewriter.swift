/// Turns iOS availability into custom availability domains, line by line, so line numbers survive.
///
/// - In the stubs, `@available(iOS 15.0, *)` becomes `@available(iOS_14) @available(iOS_14_5)
///   @available(iOS_15)`: domains do not imply each other, and iOS 15 API may use iOS 14 API. iOS 13
///   and older is always available and is dropped.
/// - In a block, every top-level declaration gets the domains up to the block's minimum iOS, and
///   `@available(iOS 16, *)` and `#available(iOS 16, *)` become the domains up to iOS 16.
enum AvailabilityRewriter {
    /// The compiler flags that declare every domain. Dynamic domains need a check, like iOS versions.
    static var compilerFlags: [String] {
        ["-enable-experimental-feature", "CustomAvailability"]
            + IOSVersion.domains.flatMap { ["-Xfrontend", "-define-dynamic-availability-domain", "-Xfrontend", $0.domainName] }
    }

    static func rewriteStub(_ source: String) -> String {
        source.replacing(/@available\(iOS (?<version>[0-9.]+), \*\)/) { match in
            guard let version = IOSVersion(declared: match.output.version) else { return String(match.output.0) }
            return attributes(upTo: version)
        }
    }

    static func rewriteSample(_ source: String, minimum: IOSVersion) -> String {
        let deploymentAttributes = attributes(upTo: minimum)
        return source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = String(line)
            line = line.replacing(/@available\(iOS (?<version>[0-9.]+), \*\)/) { match in
                guard let version = IOSVersion(declared: match.output.version) else { return String(match.output.0) }
                return attributes(upTo: version)
            }
            line = line.replacing(/#available\(iOS (?<version>[0-9.]+), \*\)/) { match in
                guard let version = IOSVersion(declared: match.output.version) else { return String(match.output.0) }
                let checks = IOSVersion.domains.filter { $0 > minimum && $0 <= version }
                guard !checks.isEmpty else { return String(match.output.0) }
                return checks.map { "#available(\($0.domainName))" }.joined(separator: ", ")
            }
            if !deploymentAttributes.isEmpty, line.contains(topLevelDeclaration) {
                line = deploymentAttributes + " " + line
            }
            return line
        }.joined(separator: "\n")
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
