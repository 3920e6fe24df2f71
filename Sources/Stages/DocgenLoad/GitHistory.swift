import DocgenCore
import DocgenModel
import Foundation

/// The date of each file's last commit under the content folder, from one `git log` run for
/// all of them (`lastUpdated: git`).
///
/// The repository is the nearest folder from the content folder up that holds a `.git` (a
/// folder, or the file of a worktree); with none, no process runs and no file has a date. A
/// file git does not track has none either; a file changed since its last commit keeps that
/// commit's date. Merges count where they changed a file from every parent (`-c`), as
/// `git log -1 -- FILE` counts them.
enum GitHistory {
    /// How long `git log` may take before it is stopped and the site is built without dates.
    static let timeLimit = 30.0

    /// The dates of the files under `contentRoot` (an absolute path without symbolic links), by
    /// their path inside it, and a warning (at `location`, where `lastUpdated` is set) when a
    /// repository was found but git could not read it.
    static func lastCommitDates(contentRoot: String, location: SourceLocation) -> (dates: [String: CommitDate], problem: Diagnostic?) {
        guard let top = repositoryTop(containing: contentRoot) else { return ([:], nil) }
        let inside = contentRoot == top ? "" : String(contentRoot.dropFirst(top.count + (top.hasSuffix("/") ? 0 : 1)))
        switch run(arguments(pathspec: inside.isEmpty ? "." : inside), in: top) {
        case .failure(let reason):
            return ([:], .warning("no dates of last commits: \(reason)", at: location, rule: .gitHistory))
        case .success(let output):
            let prefix = inside.isEmpty ? "" : inside + "/"
            var dates: [String: CommitDate] = [:]
            for (path, date) in GitLogParser.lastCommitDates(in: output) where path.hasPrefix(prefix) {
                dates[String(path.dropFirst(prefix.count))] = date
            }
            return (dates, nil)
        }
    }

    /// `git log`'s arguments: each commit's date and the paths it changed, paths as they are
    /// (`-z`, no quoting), renames as a deletion and an addition.
    static func arguments(pathspec: String) -> [String] {
        ["git", "-c", "core.quotepath=false", "--literal-pathspecs", "log", "-c", "--no-renames", "--name-only", "-z",
         "--format=%x00%x00%cI", "--", pathspec]
    }

    /// The nearest of `folder` and its parents that holds a `.git`.
    static func repositoryTop(containing folder: String) -> String? {
        var candidate = folder
        while true {
            if FileManager.default.fileExists(atPath: (candidate as NSString).appendingPathComponent(".git")) { return candidate }
            let parent = (candidate as NSString).deletingLastPathComponent
            if parent == candidate || parent.isEmpty { return nil }
            candidate = parent
        }
    }

    /// Runs `/usr/bin/env arguments` in `folder`: its output, or why it gave none.
    private static func run(_ arguments: [String], in folder: String) -> Result<[UInt8], GitFailure> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        // Foundation's waitUntilExit polls every 50 ms, most of the cost of a small log: the
        // termination handler says at once.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            return .failure(GitFailure(description: "cannot run git: \(error.localizedDescription)"))
        }
        let stopper = DispatchWorkItem { [process] in process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: stopper)
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        exited.wait()
        stopper.cancel()
        // Only the stopper's signal ends git.
        if process.terminationReason == .uncaughtSignal {
            return .failure(GitFailure(description: "git log did not finish within \(Int(timeLimit)) seconds"))
        }
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message.prefix(2000), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return .failure(GitFailure(description: text.isEmpty ? "git log failed (exit status \(process.terminationStatus))" : text))
        }
        return .success(Array(bytes))
    }

    /// Why git gave no dates.
    struct GitFailure: Error, CustomStringConvertible {
        var description: String
    }
}
