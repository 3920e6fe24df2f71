import DocgenMarkdown
import Foundation

/// One ```` ```swift ```` block of a chapter, and what its info string asks of the type-check.
struct SwiftSample {
    /// What the words after `swift` in the info string ask for.
    enum Kind: Equatable {
        /// Type-checked as declarations that need at least this iOS version.
        case checked(minimum: IOSVersion)
        /// Marked `swift fragment`: shown to readers, never compiled.
        case fragment
    }

    /// The chapter's path from the repository root, such as `content/pitfalls.md`.
    var chapter: String
    /// The 1-based line of the opening fence; the code starts on the next line.
    var fenceLine: Int
    var code: String
    var kind: Kind

    /// The minimum iOS version of a block whose info string names none.
    static let defaultMinimum = IOSVersion(major: 15)

    /// `content/pitfalls.md:12` for the block's line `lineInBlock` (1-based).
    func location(ofLine lineInBlock: Int) -> String {
        "\(chapter):\(fenceLine + lineInBlock)"
    }

    /// The Swift blocks of one chapter, or the info-string problems that stop it being read.
    static func extract(from markdown: String, chapter: String) -> (samples: [SwiftSample], problems: [String]) {
        var samples: [SwiftSample] = []
        var problems: [String] = []
        visit(CommonMarkParser.parse(markdown)) { node in
            guard case .codeBlock(let info, let literal) = node.kind else { return }
            // The fence's options (title=, ins=, del=, {…}) are docgen's; its flags are this test's.
            let options = FenceOptions(info: info)
            guard options.language == "swift", options.file == nil else { return }
            switch kind(of: options.flags) {
            case .success(let kind):
                // The code as it is after the change it shows: deleted lines are not compiled (they
                // stay as empty lines, so that findings keep their line numbers).
                let lines = literal.split(separator: "\n", omittingEmptySubsequences: false)
                let code = lines.enumerated().map { options.deleted.contains($0.offset + 1) ? "" : $0.element }.joined(separator: "\n")
                samples.append(SwiftSample(chapter: chapter, fenceLine: node.line, code: code, kind: kind))
            case .failure(let problem):
                problems.append("\(chapter):\(node.line): error: \(problem.message)")
            }
        }
        return (samples, problems)
    }

    /// A snippet file of the guide (`Samples/en/PressableCell.swift`), which chapters show with
    /// `file="…"`: compiled whole, with the iOS version a first line `// swift-sample: iOS14`
    /// names (iOS 15 without one).
    static func snippetFile(_ path: String, text: String) -> Result<SwiftSample, InfoProblem> {
        let first = text.prefix { $0 != "\n" }
        var minimum = defaultMinimum
        if first.hasPrefix("// swift-sample:") {
            let word = first.dropFirst("// swift-sample:".count).trimmingCharacters(in: .whitespaces)
            guard let version = IOSVersion(infoWord: word) else {
                return .failure(InfoProblem(message: "\(path):1: error: unknown iOS version '\(word)'"))
            }
            minimum = version
        }
        return .success(SwiftSample(chapter: path, fenceLine: 0, code: text, kind: .checked(minimum: minimum)))
    }

    /// A problem in a block's info string.
    struct InfoProblem: Error {
        var message: String
    }

    private static func kind(of words: [String]) -> Result<Kind, InfoProblem> {
        var minimum: IOSVersion?
        var isFragment = false
        for word in words {
            if word == "fragment" {
                isFragment = true
            } else if let version = IOSVersion(infoWord: word) {
                minimum = version
            } else {
                return .failure(InfoProblem(message: "unknown word '\(word)' after 'swift'; expected 'fragment' or one of "
                    + IOSVersion.known.map(\.infoWord).joined(separator: ", ")))
            }
        }
        if isFragment {
            return minimum == nil ? .success(.fragment)
                : .failure(InfoProblem(message: "a fragment is not compiled, so it takes no iOS version"))
        }
        return .success(.checked(minimum: minimum ?? defaultMinimum))
    }

    private static func visit(_ node: MarkdownNode, _ body: (MarkdownNode) -> Void) {
        body(node)
        for child in node.children { visit(child, body) }
    }
}
