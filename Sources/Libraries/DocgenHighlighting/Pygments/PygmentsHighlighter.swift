import DocgenCore
import Foundation

/// Highlighting through Pygments for every language docgen has no lexer of its own for: one
/// long-lived Python process per build (`pygments-highlighter.py`, embedded, run with the
/// Python of `DOCGEN_HIGHLIGHT_PYTHON`, else the venv, else PATH: ``PythonLocator``), started by
/// the first block that needs it and never by a build without one (a ``SharedHelper``).
///
/// Each block must be answered within ``timeout`` seconds, else the process is ended and the
/// block shown plain; the next block starts it again, a few times (``restarts``). A block longer
/// than ``maximumLength`` bytes is not sent. The tokens' texts must make the block's text again
/// (but for line ends, which Pygments reads as `\n`, and a leading byte order mark, which it
/// drops), so stripping the tags of the HTML always gives back the code.
public final class PygmentsHighlighter: Sendable {
    /// How to install Pygments, for the error when it is missing.
    public static let installHint = "install it with Scripts/install-dependencies --highlight (PyPI's Pygments, in the venv of "
        + "Scripts/lib/requirements.txt) or pip install pygments, or name a Python that has it with DOCGEN_HIGHLIGHT_PYTHON"

    /// The longest block sent to Pygments, in UTF-8 bytes; a longer one is shown plain.
    public static let maximumLength = 1 << 20
    /// How many times a process that failed to answer (a hostile block) is started again.
    public static let restarts = 3

    /// Why a block is not highlighted: Pygments cannot run (``isStartFailure``), or this block failed.
    public typealias Failure = HelperProcess.Failure

    /// One token: its `hl-…` class (nil: plain) and its text.
    public struct Token: Sendable, Equatable {
        public var className: String?
        public var text: String
    }

    public let timeout: Double
    private let helper: SharedHelper

    /// - Parameters:
    ///   - python: the Python to run; nil finds it.
    ///   - answers: the answers already given, by request (``HelperAnswers``).
    public init(python: String? = nil, timeout: Double = 10, startTimeout: Double = 30, answers: HelperAnswers = HelperAnswers(file: nil)) {
        self.timeout = timeout
        let script = String(decoding: PackageResources.pygments_highlighter_py, as: UTF8.self)
        helper = SharedHelper(name: "Pygments", needs: "Pygments", installHint: Self.installHint, startTimeout: startTimeout,
                              restarts: Self.restarts, package: "pygments", answers: answers) {
            let found: Result<String, Failure> = if let python {
                FileManager.default.isExecutableFile(atPath: python)
                    ? .success(python) : .failure(Failure(message: "no Python at '\(python)'; \(PygmentsHighlighter.installHint)"))
            } else {
                Self.findPython()
            }
            return found.map { (executable: $0, arguments: ["-c", script]) }
        }
    }

    /// True once a block has started Pygments (or tried to).
    public var hasStarted: Bool {
        helper.hasStarted
    }

    /// The version the running Pygments gave; nil before it started.
    public var version: String? {
        helper.version
    }

    /// Writes the answers given so far to their file, for the next build (``HelperAnswers``).
    public func saveAnswers() {
        helper.answers.save()
    }

    /// Ends the process; the next block starts it again.
    public func finish() {
        helper.finish()
    }

    /// The Python that runs Pygments, or why there is none.
    static func findPython(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<String, Failure> {
        PythonLocator.find(variable: "DOCGEN_HIGHLIGHT_PYTHON", installHint: installHint, environment: environment)
    }

    /// `code` as HTML-escaped text with `hl-…` spans, lexed by Pygments' lexer `alias`.
    public func html(_ code: String, alias: String) -> Result<String, Failure> {
        highlightedRanges(code, alias: alias).map { runs in
            var code = code
            return code.withUTF8 { source in
                var writer = HTMLTokenWriter(reservingCapacityFor: source.count)
                for run in runs {
                    if let tokenClass = run.tokenClass {
                        writer.appendToken(tokenClass, source, run.range)
                    } else {
                        writer.appendEscaped(source, run.range)
                    }
                }
                return writer.makeString()
            }
        }
    }

    /// `code`'s tokens as Pygments' lexer `alias` finds them, each with its `hl-…` class.
    public func tokens(_ code: String, alias: String) -> Result<[Token], Failure> {
        highlightedRanges(code, alias: alias).map { runs in
            let bytes = Array(code.utf8)
            return runs.map { Token(className: $0.tokenClass?.rawValue, text: String(decoding: bytes[$0.range], as: UTF8.self)) }
        }
    }

    /// A stretch of the code's UTF-8 bytes and its class.
    struct Run: Sendable {
        var tokenClass: TokenClass?
        var range: Range<Int>
    }

    private func highlightedRanges(_ code: String, alias: String) -> Result<[Run], Failure> {
        guard code.utf8.count <= Self.maximumLength else {
            return .failure(Failure(message: "the block has \(code.utf8.count) bytes, more than the \(Self.maximumLength / 1024) KiB Pygments is given"))
        }
        let answer = helper.ask(["code": code, "language": alias], timeout: timeout) { answer -> Result<[Run], Failure> in
            guard let tokens = answer["tokens"] as? [[Any]] else {
                return .failure(Failure(message: answer["error"] as? String ?? "Pygments gave no tokens"))
            }
            let typed = tokens.compactMap { pair -> (type: String, text: String)? in
                guard pair.count == 2, let type = pair[0] as? String, let text = pair[1] as? String else { return nil }
                return (type, text)
            }
            guard typed.count == tokens.count, let runs = Self.align(typed, with: code) else {
                return .failure(Failure(message: "Pygments' tokens do not make the block's text"))
            }
            return .success(runs)
        }
        return answer.flatMap { $0 }
    }

    /// The tokens as ranges of `code`'s UTF-8 bytes, adjacent runs of one class joined; nil when
    /// their texts do not make `code`. Pygments reads a `\r\n` or `\r` line end as `\n`, and so
    /// a token's `\n` matches either; and it drops a byte order mark that starts the code, which
    /// stays, plain.
    static func align(_ tokens: [(type: String, text: String)], with code: String) -> [Run]? {
        let source = Array(code.utf8)
        var runs: [Run] = []
        var position = 0
        let byteOrderMark = Array("\u{FEFF}".utf8)
        if source.starts(with: byteOrderMark) && tokens.first?.text.utf8.starts(with: byteOrderMark) != true {
            runs.append(Run(tokenClass: nil, range: 0..<byteOrderMark.count))
            position = byteOrderMark.count
        }
        for token in tokens {
            let start = position
            for byte in token.text.utf8 {
                guard position < source.count else { return nil }
                if byte == UInt8(ascii: "\n") && source[position] == UInt8(ascii: "\r") {
                    position += 1
                    if position < source.count && source[position] == UInt8(ascii: "\n") { position += 1 }
                    continue
                }
                guard source[position] == byte else { return nil }
                position += 1
            }
            let tokenClass = PygmentsTokenMap.tokenClass(of: token.type)
            if let last = runs.last, last.tokenClass == tokenClass, last.range.upperBound == start {
                runs[runs.count - 1].range = last.range.lowerBound..<position
            } else if start < position {
                runs.append(Run(tokenClass: tokenClass, range: start..<position))
            }
        }
        return position == source.count ? runs : nil
    }
}
