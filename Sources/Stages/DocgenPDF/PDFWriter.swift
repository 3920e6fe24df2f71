import DocgenCore
import Foundation

/// docgen's PDF writer: WeasyPrint, in one Python process per build (`pdf-writer.py`,
/// embedded), started only by a build with the PDF edition (``start()``). It is run with the
/// Python ``find(environment:)`` finds, the way the TeX converter and Pygments are.
public final class PDFWriter: @unchecked Sendable {
    // Used from one thread at a time: started in the background while the pages are made, then
    // asked by the build once that start was waited for.

    /// What WeasyPrint said about one file while it made a PDF.
    public struct Warning: Sendable, Equatable {
        public var message: String
        /// The URL the warning is about (an image, or the style sheet of a CSS problem); "" when none.
        public var url: String
        /// The line and column in that file, 0 when unknown.
        public var line: Int
        public var column: Int
    }

    /// A PDF made: its page count and WeasyPrint's warnings.
    public struct Made: Sendable, Equatable {
        public var pages: Int
        public var warnings: [Warning]
    }

    /// How to install WeasyPrint, for the error when it is missing.
    public static let installHint = "install it with Scripts/install-dependencies --pdf (PyPI's weasyprint, in the venv of "
        + "Scripts/lib/requirements.txt, and Debian's Pango), or name a Python that has it with DOCGEN_PDF_PYTHON"

    /// How long one edition's PDF may take, in seconds.
    public let timeout: Double
    private var helper: HelperProcess?
    /// Why the writer cannot run, once it failed to start.
    private var unavailable: HelperProcess.Failure?

    public init(timeout: Double = 1800) {
        self.timeout = timeout
    }

    deinit {
        finish()
    }

    /// The Python that runs the writer: `DOCGEN_PDF_PYTHON`, else the venv's, else `python3` on
    /// PATH (``PythonLocator``).
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<String, HelperProcess.Failure> {
        PythonLocator.find(variable: "DOCGEN_PDF_PYTHON", installHint: installHint, environment: environment)
    }

    /// The version of WeasyPrint that runs, starting it if it has not; or why it cannot run.
    public func start() -> Result<String, HelperProcess.Failure> {
        if let unavailable { return .failure(unavailable) }
        if helper != nil { return .success(version) }
        let script = String(decoding: PackageResources.pdf_writer_py, as: UTF8.self)
        let started = Self.find().flatMap { python in
            HelperProcess.start(python, arguments: ["-c", script], name: "the PDF writer", timeout: 60)
                .mapError { HelperProcess.Failure(message: "\($0.message); \(Self.installHint)", isStartFailure: true) }
        }
        switch started {
        case .success((let process, let hello)) where hello["ready"] as? Bool == true:
            helper = process
            version = hello["version"] as? String ?? ""
            return .success(version)
        case .success((let process, let hello)):
            process.end()
            let reason = hello["error"] as? String ?? "it did not start"
            unavailable = .init(message: "the PDF edition needs WeasyPrint, which Python cannot load (\(reason)); \(Self.installHint)",
                                isStartFailure: true)
        case .failure(let failure):
            unavailable = failure
        }
        return .failure(unavailable!)
    }

    /// WeasyPrint's version, once started.
    public private(set) var version = ""

    /// Makes the PDF `pdf` from the HTML file `html`. The page is read as if it were at the URL
    /// `base`, and a URL under `root` is read from the same path under `folder` (the staged
    /// site): links the PDF keeps are then the site's own URLs, not the build's folders.
    public func write(html: String, base: String, root: String, folder: String, pdf: String) -> Result<Made, HelperProcess.Failure> {
        switch start() {
        case .failure(let failure): return .failure(failure)
        case .success: break
        }
        let request: [String: any Sendable] = ["html": html, "base": base, "root": root, "folder": folder, "pdf": pdf]
        switch helper!.ask(request, timeout: timeout) {
        case .success(let answer):
            if let error = answer["error"] as? String { return .failure(.init(message: "WeasyPrint failed: \(error)")) }
            let warnings = (answer["warnings"] as? [[String: Any]] ?? []).map { found in
                Warning(message: found["message"] as? String ?? "", url: found["url"] as? String ?? "",
                        line: found["line"] as? Int ?? 0, column: found["column"] as? Int ?? 0)
            }
            return .success(Made(pages: answer["pages"] as? Int ?? 0, warnings: warnings))
        case .failure(let failure):
            finish()
            unavailable = failure
            return .failure(failure)
        }
    }

    /// Ends the writer's process.
    public func finish() {
        helper?.end()
        helper = nil
    }
}
