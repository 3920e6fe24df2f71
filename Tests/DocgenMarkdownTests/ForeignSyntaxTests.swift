import DocgenMarkdown
import Testing

/// Problems as `line:column: severity: message`.
private func located(_ problems: [RenderedMarkdown.Problem]) -> [String] {
    problems.map { "\($0.line):\($0.column): \($0.severity): \($0.message)" }
}

@Suite struct ForeignSyntaxTests {
    @Test func probe() {
        let page = renderPage("""
            !!! warning "Mind this"
                Body with `code`.

                    indented code

            ??? danger
                Folded.

            ???+ example
                Open.

            > Note: A DocC note.

            > Mutating variant:
            > Text.

            @Metadata {
                @DisplayName("X")
            }

            @Image(source: shot, alt: "A shot")

            @TabNavigator {
                @Tab("One") {
                    First.
                }
                @Tab("Two") {
                    Second.
                }
            }

            @Fancy {
                Kept.
            }

            {{< note >}}
            Hugo note, [link]({{< ref "other.md" >}}).
            {{< /note >}}

            {{< details summary="More" >}}
            Hidden.
            {{< /details >}}

            {{< highlight go >}}
            x := 1
            {{< /highlight >}}

            {{< code-toggle >}}

            ```rust
            # fn main() {
            let x = 1;
            # }
            #[derive(Debug)]
            ```

            {{#include file.rs:2:10}}

            {{#title Hidden}}

            ## Heading { #custom .wide }

            ::: mkdocs.plugins.Base
                options:
                    x: 1

            After.

            """)
        print(page.html)
        print(located(page.problems).joined(separator: "\n"))
    }
}
