import DocgenCore
import DocgenModel
import DocgenXML
import Foundation

/// A fence directive of the user's, from `directives:` of `docgen.yml`: the block goes as JSON
/// to the command's standard input (protocol ``protocolVersion``, described in the manual's
/// `extensions.md`), and what it writes on standard output is the block's XHTML or SVG, or a
/// JSON object with `html` and `diagnostics`. Runs are kept by content hash
/// (``DirectiveCommandRunner``).
///
/// What a command writes is read back as XML before it reaches a page: output that is not
/// well-formed, a `<script>` (or another element that reaches beyond the block: `iframe`,
/// `object`, `embed`, `base`, `link`, `meta`), an `on…` event attribute, a `javascript:` URL or
/// an id that is not valid or is already used on the page is a located error, and the block is
/// left as code.
struct CommandDirective: FenceDirective {
    let name: String
    let command: ExtensionCommand

    /// The version of the JSON both ways.
    static let protocolVersion = 1
    /// Elements a block may not hold: they run code or change the page outside the block.
    static let refusedElements: Set = ["script", "iframe", "object", "embed", "base", "link", "meta", "frame", "frameset"]

    /// The name the command is recorded under as a page's input (``SiteInputs``).
    static func toolName(_ name: String) -> String {
        "directive \(name)"
    }

    func expand(_ block: FenceBlock, on page: inout DirectivePage) -> String? {
        let fence = block.fence, what = "directive '\(name)'"
        page.reader.running(tool: Self.toolName(name))
        let program: String
        switch command.program() {
        case .failure(var problem):
            problem.message += " (for the ```\(name) block at \(fence.file):\(fence.line))"
            page.diagnostics.append(problem)
            return nil
        case .success(let found): program = found
        }
        let input = input(block, page: page)
        let runner = DirectiveCommandRunner.shared(cacheFolder: page.reader.directiveCacheFolder)
        let outcome: ExternalCommand.Outcome
        switch runner.run(command, program: program, input: input) {
        case .failure(let failure):
            page.diagnostics.append(.error("cannot run \(what) ('\(command.commandLine)'): \(failure.message)", at: fence))
            return nil
        case .success(let ran): outcome = ran
        }
        let messages = CommandMessages(String(decoding: outcome.errors, as: UTF8.self))
        page.diagnostics += messages.located.map { message in
            // A file line when the command names the chapter's file; else a line of the block.
            let line = message.file == fence.file ? message.line : fence.line + message.line
            return Diagnostic.written(message.severity, at: SourceLocation(file: fence.file, line: line, column: message.column), message.message)
        }
        if outcome.timedOut {
            page.diagnostics.append(.error("\(what) did not finish within \(Self.seconds(command.timeout)); it was stopped", at: fence))
            return nil
        }
        if outcome.tooLong {
            page.diagnostics.append(.error("\(what) wrote more than \(DirectiveCommandRunner.outputLimit / 1024 / 1024) MiB; it was stopped", at: fence))
            return nil
        }
        if outcome.status != 0 {
            let text = messages.firstLines()
            page.diagnostics.append(.error("\(what) failed (exit status \(outcome.status))\(text.isEmpty ? "" : ": \(text)")", at: fence))
            return nil
        }
        guard let html = markup(of: outcome.output, fence: fence, page: &page) else { return nil }
        guard accepts(html, fence: fence, page: &page) else { return nil }
        return "<div class=\"directive \(name)\">\n\(html)\n</div>\n"
    }

    /// The JSON the command receives.
    private func input(_ block: FenceBlock, page: DirectivePage) -> [UInt8] {
        let root = page.reader.contentDisplayRoot + "/"
        let sourcePath = page.displayPath.hasPrefix(root) ? String(page.displayPath.dropFirst(root.count)) : page.displayPath
        let pagePath = page.reader.pagePath(ofChapter: sourcePath)
        let document: [String: Any] = [
            "docgen": ["version": DocgenVersion.current, "directive": Self.protocolVersion],
            "name": name, "info": block.info, "text": block.literal,
            "file": block.fence.file, "line": block.fence.line, "firstLine": block.fence.line + 1,
            "path": sourcePath, "page": pagePath.map { $0 as Any } ?? NSNull(), "language": page.language,
        ]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return [UInt8](data)
    }

    /// The block's markup: standard output as it is, or the `html` of the JSON object it is
    /// when it starts with `{`, whose `diagnostics` are added to the page's.
    private func markup(of output: [UInt8], fence: SourceLocation, page: inout DirectivePage) -> String? {
        let what = "directive '\(name)'"
        guard let text = String(validating: output, as: UTF8.self) else {
            page.diagnostics.append(.error("\(what) wrote output that is not UTF-8", at: fence))
            return nil
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("{") else {
            if trimmed.isEmpty { page.diagnostics.append(.error("\(what) wrote nothing on standard output", at: fence)) }
            return trimmed.isEmpty ? nil : trimmed
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(output)) as? [String: Any] else {
            page.diagnostics.append(.error("\(what) wrote output that starts with '{' but is not a JSON object", at: fence))
            return nil
        }
        var failed = false
        for item in object["diagnostics"] as? [Any] ?? [] {
            guard let entry = item as? [String: Any], let message = entry["message"] as? String else {
                page.diagnostics.append(.error("\(what) wrote a diagnostic without a 'message'", at: fence))
                continue
            }
            let severity = (entry["severity"] as? String).flatMap(Diagnostic.Severity.init(rawValue:)) ?? .error
            let line = (entry["line"] as? Int).map { $0 > 0 ? fence.line + $0 : fence.line } ?? fence.line
            page.diagnostics.append(Diagnostic.written(severity, at: SourceLocation(file: fence.file, line: line, column: entry["column"] as? Int ?? 0), message))
            failed = failed || severity == .error
        }
        guard !failed else { return nil }
        guard let html = object["html"] as? String, !html.allSatisfy(\.isWhitespace) else {
            page.diagnostics.append(.error("\(what) wrote a JSON object without an 'html' string", at: fence))
            return nil
        }
        return html
    }

    /// True when `html` is well-formed and keeps to the policy; its ids are then claimed.
    private func accepts(_ html: String, fence: SourceLocation, page: inout DirectivePage) -> Bool {
        let what = "directive '\(name)'"
        let elements: [XMLFragmentElements.Element]
        switch XMLFragmentElements.read(html) {
        case .failure(let error):
            let message = "line \(error.location.line) of its output: \(error.message)"
            page.diagnostics.append(.error("\(what) wrote XHTML that is not well-formed XML (\(message))", at: fence))
            return false
        case .success(let read): elements = read
        }
        var problems: [String] = [], ids: [String] = []
        for element in elements {
            let lowered = element.name.lowercased()
            if Self.refusedElements.contains(lowered) { problems.append("a <\(element.name)> element (line \(element.line) of its output)") }
            for (attribute, value) in element.attributes {
                let lowered = attribute.lowercased()
                if lowered.hasPrefix("on") { problems.append("an event attribute '\(attribute)' (line \(element.line) of its output)") }
                if ["href", "src", "xlink:href", "action", "formaction"].contains(lowered),
                   value.trimmingCharacters(in: .whitespacesAndNewlines).lowercased().hasPrefix("javascript:") {
                    problems.append("a javascript: URL (line \(element.line) of its output)")
                }
                if lowered == "id" {
                    if !ElementID.isValid(value) {
                        problems.append("the id '\(value)', which is not an ASCII letter followed by letters, digits, '-' and '_'")
                    } else if let first = page.line(ofID: value) ?? (ids.contains(value) ? fence.line : nil) {
                        problems.append("the id '\(value)', already used on this page (line \(first))")
                    } else {
                        ids.append(value)
                    }
                }
            }
        }
        guard problems.isEmpty else {
            for problem in problems.prefix(5) { page.diagnostics.append(.error("\(what) wrote \(problem); blocks may not run scripts or reuse ids", at: fence)) }
            return false
        }
        for id in ids { page.claim(id, line: fence.line) }
        return true
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) second\(value == 1 ? "" : "s")" : "\(value) seconds"
    }
}
