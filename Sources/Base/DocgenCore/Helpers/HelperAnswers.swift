import Foundation
import Synchronization

/// The answers a helper gave, by request, so that a request asked again needs no process: in
/// the same process (`docgen serve` remaking a page) and, with a file in the cache beside the
/// output, in the next build. Answers are deterministic (a formula's MathML, a block's tokens),
/// and so are kept as given, errors about the request included; a helper that failed to answer
/// leaves nothing.
///
/// Each answer is kept under its helper's identity (its program, its Python and that file's
/// size and time of change, ``SharedHelper``), so helpers that differ never share one. The file
/// holds one identity's answers and the version the helper said it was: they are dropped when
/// the helper, started for a new request, gives another version. The file is written by
/// ``save()`` only, which a build calls once it has published, so a failed build leaves the
/// cache as it was.
public final class HelperAnswers: Sendable {
    /// Where the answers are kept between builds; nil to keep them only in memory.
    public let file: String?
    /// The most bytes the file may have; a larger one is neither read nor written.
    public static let fileLimit = 64 << 20

    private struct State {
        /// By identity, then by request.
        var answers: [String: [String: String]] = [:]
        var versions: [String: String] = [:]
        /// The identities whose answers the file was read for.
        var read: Set<String> = []
        /// The identity the file is written for: the last one used.
        var current: String?
        var isChanged = false
    }

    private let state = Mutex(State())
    private static let header = "docgen helper answers 1"

    public init(file: String?) {
        self.file = file
    }

    private static let shared = Mutex<[String: HelperAnswers]>([:])

    /// The answers of this process for the helper `name` and `file`, so that they outlive one
    /// build (`docgen serve` makes a new one for each change of settings).
    public static func shared(file: String?, name: String) -> HelperAnswers {
        shared.withLock { all in
            let key = "\(name)\u{0}\(file ?? "")"
            if let answers = all[key] { return answers }
            let answers = HelperAnswers(file: file)
            all[key] = answers
            return answers
        }
    }

    /// The answer the helper `identity` gave to `request` (a JSON line), or nil; the file is
    /// read for that identity at its first request.
    public func answer(to request: String, identity: String) -> String? {
        state.withLock { state in
            state.current = identity
            if !state.read.contains(identity) {
                state.read.insert(identity)
                readFile(for: identity, into: &state)
            }
            return state.answers[identity]?[request]
        }
    }

    /// Keeps `answer` (a JSON line) to `request` from the helper `identity`.
    public func keep(_ answer: String, to request: String, identity: String) {
        state.withLock { state in
            guard state.answers[identity]?[request] != answer else { return }
            state.answers[identity, default: [:]][request] = answer
            state.current = identity
            state.isChanged = true
        }
    }

    /// The helper `identity` started and said it is `version`: its answers of another version
    /// are dropped.
    public func started(version: String, identity: String) {
        state.withLock { state in
            guard state.versions[identity] != version else { return }
            if state.versions[identity] != nil { state.answers[identity] = nil }
            state.versions[identity] = version
            state.isChanged = true
        }
    }

    /// Writes the last used helper's answers to the file, if there is one and they changed; a
    /// file that cannot be written only makes the next build start the helper.
    public func save() {
        let text: String? = state.withLock { state in
            guard state.isChanged, let identity = state.current, let version = state.versions[identity] else { return nil }
            state.isChanged = false
            let lines = (state.answers[identity] ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)\t\($0.value)\n" }
            return "\(Self.header)\t\(identity)\t\(version)\n" + lines.joined()
        }
        guard let file, let text, text.utf8.count <= Self.fileLimit else { return }
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? FileWriting.replaceAtomically(ofPath: file, withParts: [ArraySlice(text.utf8)])
    }

    /// Adds the file's answers when it holds those of the helper `identity`.
    private func readFile(for identity: String, into state: inout State) {
        guard let file, let bytes = RegularFile.contents(atPath: file, limit: Self.fileLimit) else { return }
        let lines = bytes.split(separator: UInt8(ascii: "\n"))
        guard let first = lines.first else { return }
        let head = String(decoding: first, as: UTF8.self).split(separator: "\t", omittingEmptySubsequences: false)
        guard head.count == 3, head[0] == Self.header, head[1] == identity else { return }
        if state.versions[identity] == nil { state.versions[identity] = String(head[2]) }
        guard state.versions[identity] == String(head[2]) else { return }
        for line in lines.dropFirst() {
            let fields = line.split(separator: UInt8(ascii: "\t"), maxSplits: 1, omittingEmptySubsequences: false)
            guard fields.count == 2 else { continue }
            let request = String(decoding: fields[0], as: UTF8.self)
            if state.answers[identity]?[request] == nil {
                state.answers[identity, default: [:]][request] = String(decoding: fields[1], as: UTF8.self)
            }
        }
    }
}
