import DocgenCore
import Foundation
import Synchronization

/// Draws D2 sources with the D2 executable, each source once: a drawing is kept in memory (for
/// `docgen serve`, which rebuilds in the same process) and, with a cache folder, as
/// `<folder>/<hash>.svg` (for the next `docgen build`), keyed by the content hash of the source,
/// the options and the executable. D2 is looked for only when a block is first drawn, so a site
/// without ```` ```d2 ```` blocks never needs it.
public final class D2Renderer: Sendable {
    /// The D2 that `d2:` names in `docgen.yml`; nil to look for it (``D2Locator``).
    public let configured: String?
    /// Where drawings are kept between builds; nil to keep them only in memory.
    public let cacheFolder: String?
    /// The longest one drawing may take, in seconds.
    public static let timeLimit = 30.0
    /// The most bytes of SVG one drawing may be.
    public static let outputLimit = 8 * 1024 * 1024
    /// D2's light theme (0, Neutral Default) and dark theme (200, Dark Mauve): their text keeps
    /// a contrast of at least 4.5:1 on their shapes and canvas in both schemes.
    static let options = ["--theme", "0", "--dark-theme", "200", "--pad", "0", "--no-xml-tag", "--omit-version"]

    private struct State {
        var executable: Result<(path: String, stamp: String), D2Failure>?
        var drawings: [String: String] = [:]
        var runs = 0
    }

    private let state = Mutex(State())

    public init(configured: String?, cacheFolder: String?) {
        self.configured = configured
        self.cacheFolder = cacheFolder
    }

    private static let shared = Mutex<[String: D2Renderer]>([:])

    /// The renderer of this process for a setting and a cache folder, so that its drawings
    /// outlive one build.
    public static func shared(configured: String?, cacheFolder: String?) -> D2Renderer {
        let key = "\(configured ?? "")\u{0}\(cacheFolder ?? "")"
        return shared.withLock { renderers in
            if let renderer = renderers[key] { return renderer }
            let renderer = D2Renderer(configured: configured, cacheFolder: cacheFolder)
            renderers[key] = renderer
            return renderer
        }
    }

    /// How many times this renderer has run D2.
    public var runCount: Int {
        state.withLock { $0.runs }
    }

    /// D2's SVG of `source`, from the cache or drawn now; or why it could not be drawn, with the
    /// places in `source` D2 named.
    public func draw(_ source: String) -> Result<String, D2Problems> {
        let located = state.withLock { state in
            if state.executable == nil { state.executable = Self.locate(configured) }
            return state.executable!
        }
        let executable: (path: String, stamp: String)
        switch located {
        case .failure(let failure): return .failure(D2Problems(failures: [failure]))
        case .success(let found): executable = found
        }
        var hash = ContentHash()
        hash.update("d2 v1")
        hash.update(executable.stamp)
        for option in Self.options { hash.update(option) }
        hash.update(source)
        let key = hash.hex
        if let drawing = state.withLock({ $0.drawings[key] }) { return .success(drawing) }
        let file = cacheFolder.map { "\($0)/\(key).svg" }
        if let file, let bytes = RegularFile.contents(atPath: file, limit: Self.outputLimit), let drawing = String(validating: bytes, as: UTF8.self) {
            state.withLock { $0.drawings[key] = drawing }
            return .success(drawing)
        }
        state.withLock { $0.runs += 1 }
        let result = run(executable.path, source: source)
        if case .success(let drawing) = result {
            state.withLock { $0.drawings[key] = drawing }
            if let folder = cacheFolder, let file {
                try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try? FileWriting.replaceAtomically(ofPath: file, withParts: [ArraySlice(drawing.utf8)])
            }
        }
        return result
    }

    /// The executable, and what identifies its build (its size and time of change).
    private static func locate(_ configured: String?) -> Result<(path: String, stamp: String), D2Failure> {
        D2Locator.find(configured: configured).map { path in (path, "\(path) \(RegularFile.stamp(atPath: path) ?? "")") }
    }

    private func run(_ executable: String, source: String) -> Result<String, D2Problems> {
        let process = D2Process(executable: executable, arguments: Self.options + ["-", "-"],
                                timeLimit: Self.timeLimit, outputLimit: Self.outputLimit)
        switch process.run(input: Array(source.utf8)) {
        case .failure(let failure):
            return .failure(D2Problems(failures: [failure]))
        case .success(let outcome):
            if outcome.timedOut {
                return .failure(D2Problems(failures: [D2Failure("D2 did not finish within \(Int(Self.timeLimit)) seconds")]))
            }
            if outcome.tooLong {
                return .failure(D2Problems(failures: [D2Failure("D2's drawing is larger than \(Self.outputLimit / 1024 / 1024) MiB")]))
            }
            let errors = String(decoding: outcome.errors, as: UTF8.self)
            guard outcome.status == 0, let svg = String(bytes: outcome.output, encoding: .utf8), svg.contains("<svg") else {
                return .failure(D2Problems(failures: Self.failures(in: errors, status: outcome.status)))
            }
            return .success(svg)
        }
    }

    /// D2's errors: each `-:LINE:COLUMN: message` (standard input is `-`), or else its last
    /// lines as they are.
    static func failures(in errors: String, status: Int32) -> [D2Failure] {
        var found: [D2Failure] = []
        var rest = Substring(errors)
        while let match = rest.firstMatch(of: /-:(\d+):(\d+): ([^\n]*)/) {
            let message = match.3.trimmingCharacters(in: .whitespaces)
            found.append(D2Failure(message, line: Int(match.1), column: Int(match.2)))
            rest = rest[match.range.upperBound...]
        }
        if !found.isEmpty { return found }
        let text = errors.split(separator: "\n").map { line in
            line.hasPrefix("err: ") ? line.dropFirst(5) : line
        }.suffix(3).joined(separator: "; ")
        return [D2Failure(text.isEmpty ? "D2 failed (exit status \(status))" : "D2 failed: \(text)")]
    }
}

/// What stopped a D2 block from being drawn.
public struct D2Problems: Error, Equatable, Sendable {
    public var failures: [D2Failure]
}
