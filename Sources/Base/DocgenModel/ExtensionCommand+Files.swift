import DocgenCore
import Foundation

extension ExtensionCommand {
    /// The program to run: a path with a `/` is taken from ``folder`` and must be an executable
    /// file; a bare name is looked for on PATH. A missing one is an error at the command's line
    /// of `docgen.yml`.
    public func program(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<String, Diagnostic> {
        let name = arguments[0]
        if name.contains("/") {
            let path = absolute(name)
            guard FileManager.default.isExecutableFile(atPath: path) else {
                let what = FileManager.default.fileExists(atPath: path) ? "is not executable" : "does not exist"
                return .failure(.error("cannot run '\(commandLine)': '\(name)' \(what) (taken from \(folder))", at: location))
            }
            return .success(path)
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return .success(candidate) }
        }
        return .failure(.error("cannot run '\(commandLine)': '\(name)' is not on PATH", at: location))
    }

    /// What the command's output depends on besides its input: its command line, time limit,
    /// the program's file and every argument that names a regular file (the script, from the
    /// site's folder). A file given by path is hashed whole, so editing a script changes the
    /// fingerprint; a program found on PATH (a system `python3`) by its size, time and inode.
    public var fingerprint: String {
        var hash = ContentHash()
        hash.update("extension command v1")
        hash.update(arguments.count)
        for argument in arguments { hash.update(argument) }
        hash.update(String(timeout))
        for (index, argument) in arguments.enumerated() {
            let path = index == 0 && !argument.contains("/") ? (try? program().get()) : absolute(argument)
            guard let path, let stamp = FileStamp.of(path) else {
                hash.update("-")
                continue
            }
            if index == 0 && !argument.contains("/") {
                hash.update("\(stamp.size) \(stamp.modified) \(stamp.inode)")
            } else if stamp.size <= Self.hashedFileLimit, let bytes = FileManager.default.contents(atPath: path) {
                hash.update([UInt8](bytes))
            } else {
                hash.update("\(stamp.size) \(stamp.modified) \(stamp.inode)")
            }
        }
        return hash.hex
    }

    /// The files the command names by path (the program and script arguments), absolute: what
    /// `docgen serve` watches besides the site.
    public var namedFiles: [String] {
        arguments.enumerated().compactMap { index, argument in
            guard index > 0 || argument.contains("/") else { return nil }
            let path = absolute(argument)
            return FileStamp.of(path) == nil ? nil : path
        }
    }

    /// Files larger than this are fingerprinted by their stamp, not their bytes.
    static let hashedFileLimit: Int64 = 16 * 1024 * 1024

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : "\(folder)/\(path)"
    }
}
