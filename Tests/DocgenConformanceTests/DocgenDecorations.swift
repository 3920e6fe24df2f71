/// What docgen adds on purpose to the HTML cmark-gfm would write, taken out of a rendered
/// chapter before it is compared with cmark-gfm's (manual, content-format.md: "GFM conformance"). Each pattern is
/// the exact form HTMLRenderer writes; raw HTML of an example passes through untouched.
enum DocgenDecorations {
    /// `html` without docgen's decorations:
    /// - a heading's `id` and its self-link `<a class="heading-anchor">#</a>`;
    /// - `class="code"`, `tabindex`, `role`, `aria-label` (the block is focusable and named for
    ///   screen readers) and `data-lang` on `<pre>`, and the highlighter's `<span class="hl-…">`
    ///   inside it;
    /// - the `<div class="table-scroll" tabindex="0">` around a table, and `scope="col"` on its
    ///   header cells;
    /// - the task list classes, the checkbox's `aria-label`, and `disabled="disabled"` and
    ///   `checked="checked"` where cmark-gfm writes `disabled=""` and `checked=""` (XML needs a
    ///   value; the normalizer keeps values).
    static func removed(from html: String) -> String {
        var html = html
        html.replace(#/<h([1-6]) id="[^"]*">/#) { "<h\($0.output.1)>" }
        html.replace(#/ <a class="heading-anchor" href="#[^"]*" aria-label="[^"]*">#</a></h([1-6])>/#) { "</h\($0.output.1)>" }
        html.replace(#/<pre class="code" tabindex="0" role="group" aria-label="[^"]*"(?: data-lang="[^"]*")?>(.*?)</pre>/#.dotMatchesNewlines()) { match in
            "<pre>" + String(match.output.1).replacing(#/<span class="hl-[a-z]+">|</span>/#, with: "") + "</pre>"
        }
        html.replace(#/<div class="table-scroll" tabindex="0">\n(<table>.*?</table>\n)</div>\n/#.dotMatchesNewlines()) {
            String($0.output.1)
        }
        html.replace(#/<th scope="col"/#, with: "<th")
        html.replace(#/<(ul|ol)((?: start="[0-9]+")?) class="task-list">/#) { "<\($0.output.1)\($0.output.2)>" }
        html.replace(#/<li class="task-list-item"><input type="checkbox" disabled="disabled"( checked="checked")? aria-label="[^"]*" \/>/#) {
            "<li><input type=\"checkbox\"" + ($0.output.1 == nil ? "" : " checked=\"\"") + " disabled=\"\" />"
        }
        return html
    }
}
