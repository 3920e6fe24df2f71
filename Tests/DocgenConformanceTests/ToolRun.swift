import DocgenCore
import Foundation

/// A command-line tool the conformance tests compare docgen with, found on `PATH`.
struct Tool: Sendable {
    let path: String

    /// The tool named `name` on `PATH`, or nil when there is none.
    init?(named name: String) {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        guard let found = folders.map({ "\($0)/\(name)" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return nil
        }
        path = found
    }

    /// The tool at `path`, or nil when it is not an executable file.
    init?(path: String) {
        guard FileManager.default.isExecutableFile(atPath: path) else { return nil }
        self.path = path
    }

    /// Runs the tool with `arguments`, `input` on its standard input, and returns its standard
    /// output; throws when it exits with a failure. It runs through docgen's own
    /// `ExternalCommand` (posix_spawn): Foundation's `Process` over-reads `/proc/self/fd` when
    /// many run at once, which AddressSanitizer stops the suite for.
    func run(_ arguments: [String], input: Data) throws -> Data {
        let command = ExternalCommand(arguments: [path] + arguments, folder: FileManager.default.currentDirectoryPath,
                                      timeLimit: 60, outputLimit: 64 << 20)
        switch command.run(input: Array(input)) {
        case .failure(let failure):
            throw ToolFailure(message: "\(path) could not start: \(failure.message)")
        case .success(let outcome):
            guard outcome.status == 0, !outcome.timedOut, !outcome.tooLong else {
                throw ToolFailure(message: "\(path) \(arguments.joined(separator: " ")) exited with \(outcome.status)")
            }
            return Data(outcome.output)
        }
    }
}

struct ToolFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Debian's `cmark-gfm` command: the reference docgen's markdown is compared with.
enum CmarkGFM {
    static let tool = Tool(named: "cmark-gfm")

    /// The options that match docgen's parser (CommonMarkParser): raw HTML kept, the table,
    /// strikethrough, autolink and tasklist extensions and not tagfilter; table cells aligned
    /// with `style`, as docgen writes them. (Debian's 0.29.0.gfm.6 command has no switch for
    /// footnotes, which docgen parses; no spec example has one.)
    static let arguments = ["--unsafe", "--table-prefer-style-attributes",
                            "-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tasklist"]

    /// cmark-gfm's HTML for `markdown`.
    static func html(_ markdown: String) throws -> String {
        guard let tool else { throw ToolFailure(message: "cmark-gfm is not installed") }
        return String(decoding: try tool.run(arguments, input: Data(markdown.utf8)), as: UTF8.self)
    }
}
