import DocgenCore
import DocgenModel
import Foundation

/// Where each version of a versioned site is read from: the working tree as the command found
/// it, another folder, or a git ref's tree, written once per commit under the build cache
/// (`versions/trees/COMMIT`) by `git archive`, which reads the repository's objects and leaves
/// the user's checkout, index and working tree alone.
struct VersionSource: Sendable {
    let setting: VersionSetting
    /// The version's content folder, configuration and theme overrides, at the same places
    /// inside its project as the working tree's inside the working tree.
    let contentPath: String
    let configPath: String?
    let templatesPath: String?
    /// The commit of a ref's version: what it is made from does not change while it does not.
    let commit: String?
    /// The folder a ref's tree was written to, whose paths diagnostics show as `REF:path`.
    let tree: String?

    /// A diagnostic of the version's build, its file named as the user knows it: a file of a
    /// ref's tree as `v1.0:content/intro.md`.
    func located(_ diagnostic: Diagnostic) -> Diagnostic {
        guard let tree, case .ref(let ref) = setting.source, diagnostic.location.file.hasPrefix(tree + "/") else { return diagnostic }
        var located = diagnostic
        located.location.file = "\(ref):" + diagnostic.location.file.dropFirst(tree.count + 1)
        return located
    }
}

enum VersionSources {
    /// How long one git command may take.
    static let timeLimit = 120.0

    /// Each version's source, in the order of `settings`, or the problems that stop the build
    /// (a ref git does not know, at its place in `docgen.yml`); the trees written by this call,
    /// which a failed build removes.
    static func resolve(_ settings: [VersionSetting], options: BuildOptions) -> (sources: [VersionSource], problems: [Diagnostic], written: [String]) {
        let project = projectFolder(options)
        var sources: [VersionSource] = [], problems: [Diagnostic] = [], written: [String] = []
        var repository: Result<(top: String, prefix: String), GitFailure>?
        for setting in settings {
            switch setting.source {
            case .workingTree:
                sources.append(VersionSource(setting: setting, contentPath: options.contentPath, configPath: options.configPath,
                                             templatesPath: options.templatesPath, commit: nil, tree: nil))
            case .folder(let folder):
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                    problems.append(.error("version '\(setting.name)': folder '\(folder)' not found", at: setting.sourceLocation))
                    continue
                }
                sources.append(source(setting, root: absolute(folder), project: project, options: options, commit: nil, tree: nil))
            case .ref(let ref):
                if repository == nil { repository = findRepository(from: project) }
                switch repository! {
                case .failure(let failure):
                    problems.append(.error("version '\(setting.name)' is read from git, but \(failure.reason)", at: setting.sourceLocation))
                case .success(let (top, prefix)):
                    guard let commit = commit(of: ref, in: top) else {
                        problems.append(.error("version '\(setting.name)': '\(ref)' is not a tag, branch or commit of the repository at \(top)",
                                               at: setting.sourceLocation))
                        continue
                    }
                    let tree = "\(options.cacheFolder)/versions/trees/\(treeName(commit: commit, prefix: prefix))"
                    if !FileManager.default.fileExists(atPath: tree) {
                        if let failure = write(commit, prefix: prefix, of: top, to: tree) {
                            problems.append(.error("version '\(setting.name)': cannot read '\(ref)': \(failure.reason)", at: setting.sourceLocation))
                            continue
                        }
                        written.append(tree)
                    }
                    sources.append(source(setting, root: tree, project: project, options: options, commit: commit, tree: tree))
                }
            }
        }
        return (sources, problems, written)
    }

    /// The tree's folder name: the commit, and the project's path inside the repository when it
    /// is not at its top.
    private static func treeName(commit: String, prefix: String) -> String {
        guard !prefix.isEmpty else { return commit }
        var hash = ContentHash()
        hash.update(prefix)
        return "\(commit)-\(hash.hex.prefix(12))"
    }

    /// The folder of the project: that of its configuration, or the working folder.
    private static func projectFolder(_ options: BuildOptions) -> String {
        absolute(options.configPath.map { ($0 as NSString).deletingLastPathComponent } ?? ".")
    }

    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path.isEmpty ? "." : path).standardizedFileURL.path
    }

    /// The version whose project is at `root`: its paths are the working tree's, moved from
    /// `project` to `root`; a configuration or theme folder it lacks is none.
    private static func source(_ setting: VersionSetting, root: String, project: String, options: BuildOptions, commit: String?,
                               tree: String?) -> VersionSource {
        func moved(_ path: String) -> String {
            let full = absolute(path)
            return full.hasPrefix(project + "/") ? root + full.dropFirst(project.count) : root
        }
        let config = options.configPath.map(moved).flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
        let templates = options.templatesPath.map(moved).flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
        return VersionSource(setting: setting, contentPath: moved(options.contentPath), configPath: config, templatesPath: templates,
                             commit: commit, tree: tree)
    }

    struct GitFailure: Error {
        let reason: String
    }

    /// The repository's top folder and the project's path inside it (`docs/`, or "").
    private static func findRepository(from project: String) -> Result<(top: String, prefix: String), GitFailure> {
        switch git(["rev-parse", "--show-toplevel", "--show-prefix"], in: project) {
        case .failure(let failure):
            return .failure(GitFailure(reason: "\(project) is not in a git repository (\(failure.reason))"))
        case .success(let output):
            let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let top = lines.first, !top.isEmpty else { return .failure(GitFailure(reason: "git did not name the repository's folder")) }
            return .success((top, lines.count > 1 ? lines[1] : ""))
        }
    }

    /// The commit `ref` names, or nil when it names none.
    private static func commit(of ref: String, in top: String) -> String? {
        guard case .success(let output) = git(["rev-parse", "--verify", "--quiet", "--end-of-options", ref + "^{commit}"], in: top) else {
            return nil
        }
        let commit = output.trimmingCharacters(in: .whitespacesAndNewlines)
        return commit.isEmpty ? nil : commit
    }

    /// Writes the tree of `commit` under `prefix` to `folder`, through a folder beside it
    /// renamed into place once whole.
    private static func write(_ commit: String, prefix: String, of top: String, to folder: String) -> GitFailure? {
        let partial = "\(folder).\(getpid()).tmp"
        let archive = partial + ".tar"
        defer { unlink(archive) }
        try? FileManager.default.removeItem(atPath: partial)
        do {
            try FileManager.default.createDirectory(atPath: partial, withIntermediateDirectories: true)
        } catch {
            return GitFailure(reason: "\(error)")
        }
        let treeish = prefix.isEmpty ? commit : "\(commit):\(prefix)"
        var failure: GitFailure?
        if case .failure(let problem) = git(["archive", "--format=tar", "-o", archive, treeish], in: top) {
            failure = problem
        } else if case .failure(let problem) = run(["tar", "-x", "-f", archive, "-C", partial], in: top) {
            failure = problem
        } else if rename(partial, folder) != 0 {
            failure = GitFailure(reason: "cannot rename \(partial): \(String(cString: strerror(errno)))")
        }
        if failure != nil { try? FileManager.default.removeItem(atPath: partial) }
        return failure
    }

    private static func git(_ arguments: [String], in folder: String) -> Result<String, GitFailure> {
        run(["git"] + arguments, in: folder)
    }

    /// Runs a command in `folder`: its standard output, or why it failed.
    private static func run(_ arguments: [String], in folder: String) -> Result<String, GitFailure> {
        let command = ExternalCommand(arguments: arguments, folder: folder, timeLimit: timeLimit, outputLimit: 1 << 20)
        switch command.run(input: []) {
        case .failure(let failure):
            return .failure(GitFailure(reason: "cannot run \(arguments[0]): \(failure)"))
        case .success(let outcome):
            guard outcome.status == 0, !outcome.timedOut else {
                let message = String(decoding: outcome.errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                return .failure(GitFailure(reason: message.isEmpty ? "\(arguments[0]) \(arguments[1]) failed" : message))
            }
            return .success(String(decoding: outcome.output, as: UTF8.self))
        }
    }
}
