@testable import DocgenPages
import Testing

/// SE-0356's markers cut a snippet file into what a code block shows.
@Suite struct SnippetSliceTests {
    static let file = """
        import UIKit

        // snippet.cell
        final class RoundedCell: UITableViewCell {
            // snippet.hide
            required init?(coder: NSCoder) { fatalError() }
            // snippet.show
            func apply() {}
        }
        // snippet.end

        // snippet.helper
            func helper() {
                print(1)
            }
        // snippet.end
        """

    @Test func aSliceIsTheLinesBetweenItsMarkersWithoutTheHiddenOnes() {
        #expect(SnippetSlice.cut(Self.file, name: "cell") == .success("""
            final class RoundedCell: UITableViewCell {
                func apply() {}
            }

            """))
        #expect(SnippetSlice.cut(Self.file, name: "helper") == .success("func helper() {\n    print(1)\n}\n"), "its common indentation goes")
    }

    @Test func withoutASliceTheWholeFileWithoutMarkersOrHiddenLines() {
        let whole = try? SnippetSlice.cut(Self.file, name: nil).get()
        #expect(whole?.contains("snippet.") == false)
        #expect(whole?.contains("fatalError") == false)
        #expect(whole?.hasPrefix("import UIKit\n\nfinal class RoundedCell") == true)
    }

    @Test func aMissingSliceNamesTheOnesThereAre() {
        #expect(SnippetSlice.cut(Self.file, name: "cel") == .failure(.init(known: ["cell", "helper"])))
        #expect(SnippetSlice.cut("let a = 1\n", name: "x") == .failure(.init(known: [])))
    }
}
