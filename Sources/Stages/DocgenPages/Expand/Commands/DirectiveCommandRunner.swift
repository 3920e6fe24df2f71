import DocgenCore
import DocgenModel
import Foundation
import Synchronization

/// Runs the commands of the user's directives (`directives:` of `docgen.yml`), each block's
/// input once: what a run wrote is kept in memory (for `docgen serve`, which rebuilds in the same
/// process) and, with a cache folder, as `<folder>/<hash>.out` (for the next `docgen build`),
/// keyed by the content hash of the command's fingerprint (its command line and script,
/// ``ExtensionCommand/fingerprint``) and the whole JSON it receives. Only clean runs are kept:
/// exit status 0 and nothing located on standard error. Safe to call from the page workers at
/// once; two pages with the same block may both run it.
final class DirectiveCommandRunner: Sendable {
    let cacheFolder: String?
    /// The most bytes one block's output may be.
    static let outputLimit = 8 * 1024 * 1024

    private struct State {
        var outputs: [String: [UInt8]] = [:]
        /// Each command's fingerprint, by its command line and the stamps of its files.
        var fingerprints: [String: String] = [:]
        var runs = 0
    }

    private let state = Mutex(State())

    init(cacheFolder: String?) {
        self.cacheFolder = cacheFolder
    }

    private static let shared = Mutex<[String: DirectiveCommandRunner]>([:])

    /// The runner of this process for a cache folder, so that its outputs outlive one build.
    static func shared(cacheFolder: String?) -> DirectiveCommandRunner {
        shared.withLock { runners in
            if let runner = runners[cacheFolder ?? ""] { return runner }
            let runner = DirectiveCommandRunner(cacheFolder: cacheFolder)
            runners[cacheFolder ?? ""] = runner
            return runner
        }
    }

    /// How many times this runner has started a command.
    var runCount: Int {
        state.withLock { $0.runs }
    }

    /// What the command wrote for `input`: kept from before, or run now.
    func run(_ command: ExtensionCommand, program: String, input: [UInt8]) -> Result<ExternalCommand.Outcome, CommandFailure> {
        var hash = ContentHash()
        hash.update("directive command v1")
        hash.update(fingerprint(of: command))
        hash.update(input)
        let key = hash.hex
        if let output = state.withLock({ $0.outputs[key] }) { return .success(Self.clean(output)) }
        let file = cacheFolder.map { "\($0)/\(key).out" }
        if let file, let bytes = FileManager.default.contents(atPath: file) {
            let output = [UInt8](bytes)
            state.withLock { $0.outputs[key] = output }
            return .success(Self.clean(output))
        }
        state.withLock { $0.runs += 1 }
        let process = ExternalCommand(arguments: [program] + command.arguments.dropFirst(), folder: command.folder,
                                      timeLimit: command.timeout, outputLimit: Self.outputLimit)
        let result = process.run(input: input)
        if case .success(let outcome) = result, outcome.status == 0, !outcome.timedOut, !outcome.tooLong,
           CommandMessages(String(decoding: outcome.errors, as: UTF8.self)).located.isEmpty {
            state.withLock { $0.outputs[key] = outcome.output }
            if let folder = cacheFolder, let file {
                try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try? FileWriting.replaceAtomically(ofPath: file, withParts: [ArraySlice(outcome.output)])
            }
        }
        return result
    }

    private static func clean(_ output: [UInt8]) -> ExternalCommand.Outcome {
        ExternalCommand.Outcome(output: output, errors: [], status: 0, timedOut: false, tooLong: false)
    }

    /// The command's fingerprint, made again only when its files' stamps change.
    private func fingerprint(of command: ExtensionCommand) -> String {
        let stamps = command.namedFiles.map { path in FileStamp.of(path).map { "\(path) \($0.size) \($0.modified) \($0.inode)" } ?? path }
        let key = ([command.commandLine, command.folder, String(command.timeout)] + stamps).joined(separator: "\u{0}")
        if let known = state.withLock({ $0.fingerprints[key] }) { return known }
        let made = command.fingerprint
        state.withLock { $0.fingerprints[key] = made }
        return made
    }
}
