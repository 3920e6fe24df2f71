import DocgenMarkdown
import Testing

/// Fence options as expressive-code writes them, and the lines they mark.
@Suite struct FenceOptionsTests {
    @Test func optionsAreReadAfterTheLanguage() {
        let options = FenceOptions(info: "swift {3-5} ins={7, 9} del={8} title=\"Rounded Cell.swift\" file='Samples/A.swift#cell'")
        #expect(options.language == "swift")
        #expect(options.marked == [3, 4, 5])
        #expect(options.inserted == [7, 9])
        #expect(options.deleted == [8])
        #expect(options.title == "Rounded Cell.swift")
        #expect(options.file == "Samples/A.swift#cell")
        #expect(options.problems == [])
        #expect(FenceOptions(info: "swift\tmark={2}").marked == [2])
        #expect(FenceOptions(info: "swift").isDecorated == false)
        #expect(FenceOptions(info: "swift iOS14 {2} ignore").flags == ["iOS14", "ignore"])
        #expect(FenceOptions(info: "swift iOS14").problems == [])
    }

    @Test func whatCannotBeReadIsSaid() {
        #expect(FenceOptions(info: "swift ins={3-} tittle=\"x\" del={a} {2").problems == [
            "'3-' in ins is not a line number or range (such as 3 or 3-5)",
            "unknown fence option 'tittle'; did you mean 'title'?",
            "'a' in del is not a line number or range (such as 3 or 3-5)",
            "fence option '{' has an unterminated value",
        ])
        #expect(FenceOptions(info: "swift zzz=1").problems == ["unknown fence option 'zzz' (options: {lines}, mark, ins, del, title, file)"])
        #expect(FenceOptions(info: "swift {5-3}").problems == ["'5-3' in {…} is not a line number or range (such as 3 or 3-5)"])
    }

    @Test func otherGeneratorsAttributeListsAreRead() {
        let hugo = FenceOptions(info: #"go-html-template {file="layouts/section.html" copy=true linenos=table hl_lines=[2,"4-5"]}"#)
        #expect(hugo.language == "go-html-template")
        #expect(hugo.title == "layouts/section.html")
        #expect(hugo.file == nil)
        #expect(hugo.marked == [2, 4, 5])
        #expect(hugo.problems == [])
        let pymdownx = FenceOptions(info: #"{ .python title="setup.py" #main }"#)
        #expect(pymdownx.language == "python")
        #expect(pymdownx.title == "setup.py")
        #expect(FenceOptions(info: #"py hl_lines="2 3" linenums="1""#).marked == [2, 3])
        #expect(FenceOptions(info: "{.swift}").language == "swift")
        #expect(FenceOptions(info: "go {colour=red}").problems == ["'colour' in the block's attribute list is not read by docgen; it has no effect"])
        // Braces of digits are still line numbers, and a word in them is still a mistake.
        #expect(FenceOptions(info: "go {x}").problems == ["'x' in {…} is not a line number or range (such as 3 or 3-5)"])
    }

    @Test func changedLinesAreWrappedWholeWithAGutterAndWords() {
        let html = renderHTML("```swift ins={2} del={3} {1} title=\"Cell.swift\"\nlet a = 1\n/* two\nlines */\nlet b = 2\n```\n")
        #expect(html == """
            <figure class="code-frame">
            <figcaption class="code-title">Cell.swift</figcaption>
            <pre class="code" tabindex="0" role="group" aria-label="swift code" data-lang="swift"><code class="language-swift"><mark class="code-line"><span class="code-gutter" aria-hidden="true"> </span>\
            <span class="hl-keyword">let</span> a = <span class="hl-number">1</span></mark>
            <ins class="code-line"><span class="code-gutter" aria-hidden="true">+</span><span class="code-gutter visually-hidden">Inserted: </span>\
            <span class="hl-comment">/* two</span></ins>
            <del class="code-line"><span class="code-gutter" aria-hidden="true">\u{2212}</span><span class="code-gutter visually-hidden">Deleted: </span>\
            <span class="hl-comment">lines */</span></del>
            <span class="code-gutter" aria-hidden="true"> </span><span class="hl-keyword">let</span> b = <span class="hl-number">2</span>
            </code></pre>
            </figure>

            """)
    }

    @Test func aLineNumberPastTheEndIsAnError() {
        var delegate = RecordingDelegate()
        let rendered = HTMLRenderer.render(CommonMarkParser.parse("Text\n\n```sh ins={3} {1-2} bogus=1\necho a\necho b\n```\n"), delegate: &delegate)
        #expect(rendered.problems == [
            .init(.warning(.codeBlockOption), line: 3, message: "unknown fence option 'bogus' (options: {lines}, mark, ins, del, title, file)"),
            .init(.error, line: 3, message: "ins names line 3, but the code block has 2 lines", isToleratedElsewhere: true),
        ])
    }

    @Test func aPlainFenceIsWrittenAsBefore() {
        #expect(renderHTML("```swift\nlet a = 1\n```\n")
                == "<pre class=\"code\" tabindex=\"0\" role=\"group\" aria-label=\"swift code\" data-lang=\"swift\"><code class=\"language-swift\"><span class=\"hl-keyword\">let</span> a = <span class=\"hl-number\">1</span>\n</code></pre>\n")
    }
}
