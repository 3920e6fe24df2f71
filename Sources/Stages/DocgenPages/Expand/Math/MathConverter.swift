import DocgenCore
import Foundation

/// docgen's TeX-to-MathML converter: one long-lived process per build (`math-converter.py`,
/// embedded, run with the Python ``MathConverterLocator`` finds), started by the first formula
/// and never by a build without one (a ``SharedHelper``). Requests and answers are JSON lines;
/// the page workers' requests take turns, and each must be answered within ``timeout`` seconds,
/// or the process is ended and every later formula fails with the reason until ``finish()``.
/// After ``finish()`` the next formula (a page `docgen serve` makes again) starts a new process.
public final class MathConverter: Sendable {
    public enum Display: String, Sendable {
        case block, inline
    }

    /// Why a formula has no MathML: bad TeX, or no converter (``isConverterProblem``).
    public struct Failure: Error, Equatable, Sendable {
        public var message: String
        /// True when the converter could not run or answer, rather than the TeX being wrong.
        public var isConverterProblem = true
    }

    /// How long one formula may take, in seconds; the converter's start gets ``startTimeout``.
    public let timeout: Double
    public var startTimeout: Double { helper.startTimeout }
    private let helper: SharedHelper

    /// - Parameters:
    ///   - python: the Python to run; nil finds it.
    ///   - answers: the answers already given, by request (``HelperAnswers``).
    public init(python: String? = nil, timeout: Double = 10, startTimeout: Double = 30, answers: HelperAnswers = HelperAnswers(file: nil)) {
        self.timeout = timeout
        let script = String(decoding: PackageResources.math_converter_py, as: UTF8.self)
        helper = SharedHelper(name: "the TeX converter", needs: "latex2mathml", installHint: MathConverterLocator.installHint,
                              startTimeout: startTimeout, package: "latex2mathml", answers: answers) {
            let found: Result<String, MathConverter.Failure> = if let python {
                FileManager.default.isExecutableFile(atPath: python)
                    ? .success(python) : .failure(Failure(message: "no Python at '\(python)'; \(MathConverterLocator.installHint)"))
            } else {
                MathConverterLocator.find()
            }
            return found.map { (executable: $0, arguments: ["-c", script]) }.mapError { HelperProcess.Failure(message: $0.message) }
        }
    }

    /// True once a formula has started the converter (or tried to).
    public var hasStarted: Bool {
        helper.hasStarted
    }

    /// `tex` as a `<math>` element, or why not.
    public func convert(_ tex: String, display: Display) -> Result<String, Failure> {
        let answer = helper.ask(["tex": tex, "display": display.rawValue], timeout: timeout) { answer -> Result<String, Failure> in
            if let mathml = answer["mathml"] as? String { return .success(mathml) }
            return .failure(Failure(message: answer["error"] as? String ?? "the TeX converter gave no answer", isConverterProblem: false))
        }
        return answer.mapError { Failure(message: $0.message) }.flatMap { $0 }
    }

    /// Writes the answers given so far to their file, for the next build (``HelperAnswers``).
    public func saveAnswers() {
        helper.answers.save()
    }

    /// Ends the converter (closing its input, then killing it if it lingers), and forgets why it
    /// could not run: the next formula starts it again.
    public func finish() {
        helper.finish()
    }
}
