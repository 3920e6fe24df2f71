import DocgenHighlighting
import Foundation

/// How docgen's own lexers and Pygments class the same real files: for each language docgen
/// lexes itself, the share of characters (whitespace aside) both give the same `hl-*` class
/// after Pygments' types are mapped (``PygmentsTokenMap``), and the commonest disagreements.
enum HighlightAgreement {
    /// docgen's language names and the Pygments lexer of each, by the corpus folder's name.
    static let languages: [(folder: String, docgen: String, pygments: String)] = [
        ("swift", "swift", "swift"), ("shell", "bash", "bash"), ("json", "json", "json"), ("yaml", "yaml", "yaml"),
    ]

    /// Compares every file of CORPUS/swift, /shell, /json and /yaml, printing a markdown table.
    static func run(corpus: String) {
        let pygments = PygmentsHighlighter()
        defer { pygments.finish() }
        let own = SyntaxHighlighter()
        print("| Language | Files | Characters (not whitespace) | Same class | Same class where either colours | Commonest disagreements (docgen → Pygments) |")
        print("|---|---:|---:|---:|---:|---|")
        for language in languages {
            let folder = "\(corpus)/\(language.folder)"
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            var total = 0, same = 0, coloured = 0, sameColoured = 0, counted = 0
            var differences: [String: Int] = [:]
            for file in files {
                guard let data = FileManager.default.contents(atPath: "\(folder)/\(file)") else { continue }
                let code = String(decoding: data, as: UTF8.self)
                guard let html = own.highlight(code, language: language.docgen), case .success(let tokens) = pygments.tokens(code, alias: language.pygments)
                else { continue }
                let mine = classes(ofHTML: html), theirs = tokens.flatMap { token in token.text.unicodeScalars.map { _ in token.className } }
                guard mine.count == theirs.count else { continue }
                counted += 1
                for (index, scalar) in code.unicodeScalars.enumerated() where !scalar.properties.isWhitespace {
                    total += 1
                    let (a, b) = (mine[index], theirs[index])
                    if a == b { same += 1 }
                    if a != nil || b != nil {
                        coloured += 1
                        if a == b { sameColoured += 1 } else { differences["\(a ?? "plain") → \(b ?? "plain")", default: 0] += 1 }
                    }
                }
            }
            let top = differences.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(4)
                .map { "\($0.key) \(String(format: "%.1f", 100 * Double($0.value) / Double(max(total, 1))))%" }
            print("| \(language.folder) | \(counted) | \(total) | \(percent(same, total)) | \(percent(sameColoured, coloured)) | \(top.joined(separator: "; ")) |")
        }
    }

    /// Highlights `count` blocks of each sample through one Pygments process, and the same
    /// Swift block with docgen's own lexer, printing the wall times.
    static func cost(count: Int) {
        let clock = ContinuousClock()
        let pygments = PygmentsHighlighter()
        defer { pygments.finish() }
        let start = clock.measure { _ = pygments.html("x", alias: "kotlin") }
        print("Pygments process start and first block: \(milliseconds(start)) ms")
        let samples = [("kotlin", kotlinSample), ("objc", objectiveCSample)]
        for (alias, code) in samples {
            let elapsed = clock.measure { for _ in 0..<count { _ = pygments.html(code, alias: alias) } }
            print("\(alias): \(count) blocks of \(code.utf8.count) bytes in \(milliseconds(elapsed)) ms, "
                  + "\(String(format: "%.3f", milliseconds(elapsed) / Double(count))) ms a block")
        }
        let own = SyntaxHighlighter()
        let swift = String(repeating: "let greeting = \"Hello, \\(name)!\" // a comment\nfunc f(_ x: Int) -> Int { x * 2 }\n", count: 8)
        let elapsed = clock.measure { for _ in 0..<count { _ = own.highlight(swift, language: "swift") } }
        print("swift (docgen's lexer): \(count) blocks of \(swift.utf8.count) bytes in \(milliseconds(elapsed)) ms, "
              + "\(String(format: "%.4f", milliseconds(elapsed) / Double(count))) ms a block")
    }

    static let kotlinSample = String(repeating: "fun greet(name: String, times: Int = 1): List<String> =\n"
        + "    (1..times).map { \"Hello, $name!\" } // a comment\n", count: 8)
    static let objectiveCSample = String(repeating: "- (void)greet:(NSInteger)times {\n"
        + "    NSLog(@\"Hello, %@!\", self.name); // a comment\n}\n", count: 6)

    /// The class of each Unicode scalar of the code that `html` (a highlighter's output) holds:
    /// the innermost span's, nil outside spans.
    static func classes(ofHTML html: String) -> [String?] {
        var result: [String?] = []
        var stack: [String] = []
        var rest = Substring(html)
        let entities = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'"]
        while let first = rest.first {
            if rest.hasPrefix("</span>") {
                stack.removeLast()
                rest = rest.dropFirst(7)
            } else if rest.hasPrefix("<span class=\"hl-"), let end = rest.firstIndex(of: ">") {
                stack.append(String(rest[rest.index(rest.startIndex, offsetBy: 16)..<end].dropLast()))
                rest = rest[rest.index(after: end)...]
            } else if first == "&", let entity = entities.first(where: { rest.hasPrefix($0.key) }) {
                result.append(stack.last)
                rest = rest.dropFirst(entity.key.count)
            } else {
                for _ in String(first).unicodeScalars { result.append(stack.last) }
                rest = rest.dropFirst()
            }
        }
        return result
    }

    private static func percent(_ part: Int, _ whole: Int) -> String {
        String(format: "%.1f%%", 100 * Double(part) / Double(max(whole, 1)))
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}
