import Foundation

/// A real git repository in a test's folder, whose commits have fixed dates and author, so a
/// test can check exactly what docgen reads of its history.
public struct GitRepository: Sendable {
    public let path: String

    /// Makes `path` (an existing folder) a repository with branch `main`.
    public init(at path: String) throws {
        self.path = path
        try git("init", "-q", "-b", "main")
    }

    /// Commits every change in the folder (`git add -A`), dated `date` (strict ISO 8601 with
    /// an offset, for both the author and the committer).
    public func commitAll(_ message: String, date: String) throws {
        try git("add", "-A")
        try git("commit", "-q", "--allow-empty", "-m", message, date: date)
    }

    /// Runs git in the repository with `arguments`, as a fixed user, dated `date` when given;
    /// its standard output, or an error with its message when it fails.
    @discardableResult
    public func git(_ arguments: String..., date: String? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Docgen Test", "-c", "user.email=test@docgen.invalid",
                             "-c", "commit.gpgsign=false", "-c", "core.quotepath=false"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: path)
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GIT_") }
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        if let date {
            environment["GIT_AUTHOR_DATE"] = date
            environment["GIT_COMMITTER_DATE"] = date
        }
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw GitError(description: "git \(arguments.joined(separator: " ")): \(message)") }
        return text
    }

    /// A git command that failed, with what it wrote.
    public struct GitError: Error, CustomStringConvertible {
        public var description: String
    }
}
