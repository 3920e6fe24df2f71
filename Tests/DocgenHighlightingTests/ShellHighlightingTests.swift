import Testing

@Suite struct ShellHighlightingTests {
    @Test func commandFlagsStringsVariablesAndComment() {
        #expect(highlighted(#"echo -n "Hi $USER" 'raw $x' # greet"#, "bash")
            == "\(function("echo")) -n \(string("&quot;Hi \(variable("$USER"))&quot;")) \(string("&#39;raw $x&#39;")) \(comment("# greet"))")
    }

    @Test func variableForms() {
        #expect(highlighted("cd ${HOME}/x $1 $? $@", "sh")
            == "\(function("cd")) \(variable("${HOME}"))/x \(variable("$1")) \(variable("$?")) \(variable("$@"))")
    }

    @Test func commandsAfterOperators() {
        #expect(highlighted("ls -la | grep x && echo ok || exit 1; pwd", "shell")
            == "\(function("ls")) -la | \(function("grep")) x &amp;&amp; \(function("echo")) ok || \(function("exit")) 1; \(function("pwd"))")
    }

    @Test func redirectionIsNotACommandSeparator() {
        #expect(highlighted("make 2>&1 > log.txt", "bash") == "\(function("make")) 2&gt;&amp;1 &gt; log.txt")
    }

    @Test func conditionalKeywords() {
        #expect(highlighted("if true; then echo y; else echo n; fi", "bash")
            == "\(keyword("if")) \(function("true")); \(keyword("then")) \(function("echo")) y; "
            + "\(keyword("else")) \(function("echo")) n; \(keyword("fi"))")
    }

    @Test func loopKeywords() {
        #expect(highlighted("for i in a b; do echo $i; done\nwhile read l; do :; done", "zsh")
            == "\(keyword("for")) i \(keyword("in")) a b; \(keyword("do")) \(function("echo")) \(variable("$i")); \(keyword("done"))\n"
            + "\(keyword("while")) \(function("read")) l; \(keyword("do")) \(function(":")); \(keyword("done"))")
    }

    @Test func caseStatement() {
        #expect(highlighted("case \"$x\" in\n  a) run;;\nesac", "bash")
            == "\(keyword("case")) \(string("&quot;\(variable("$x"))&quot;")) \(keyword("in"))\n  \(function("a"))) \(function("run"));;\n\(keyword("esac"))")
    }

    @Test func functionsLocalsExportsAndAssignments() {
        #expect(highlighted("function greet() { local NAME=$1; return 0; }", "bash")
            == "\(keyword("function")) greet() { \(keyword("local")) \(variable("NAME"))=\(variable("$1")); \(keyword("return")) 0; }")
        #expect(highlighted("export PATH=\"$HOME/bin\"\nCC=clang make", "bash")
            == "\(keyword("export")) \(variable("PATH"))=\(string("&quot;\(variable("$HOME"))/bin&quot;"))\n\(variable("CC"))=clang \(function("make"))")
    }

    @Test func commandSubstitutionIsHighlightedAsShell() {
        #expect(highlighted("n=$(ls | wc -l)", "bash")
            == "\(variable("n"))=$(\(function("ls")) | \(function("wc")) -l)")
        #expect(highlighted(#"echo "$(date +%Y)""#, "bash")
            == "\(function("echo")) \(string("&quot;$(\(function("date")) +%Y)&quot;"))")
    }

    @Test func arithmeticExpansionStaysPlain() {
        #expect(highlighted("echo $((1 + 2))", "bash") == "\(function("echo")) $((1 + 2))")
    }

    @Test func escapesInsideDoubleQuotes() {
        #expect(highlighted(#"echo "a \"b\" \$c <d>""#, "bash")
            == "\(function("echo")) \(string("&quot;a \(escape("\\&quot;"))b\(escape("\\&quot;")) \(escape("\\$"))c &lt;d&gt;&quot;"))")
    }

    @Test func hashInsideWordIsNotAComment() {
        #expect(highlighted("echo a#b", "bash") == "\(function("echo")) a#b")
    }

    @Test func lineContinuationKeepsArgumentsPlain() {
        #expect(highlighted("swift build \\\n  -c release", "bash") == "\(function("swift")) build \\\n  -c release")
    }
}

@Suite struct ConsoleHighlightingTests {
    @Test func promptLinesAreShellAndOutputIsPlain() {
        #expect(highlighted("$ swift build\nCompiling <x> & \"y\"\n$ echo \"done\" # c\n", "console")
            == "\(prompt("$ "))\(function("swift")) build\nCompiling &lt;x&gt; &amp; &quot;y&quot;\n"
            + "\(prompt("$ "))\(function("echo")) \(string("&quot;done&quot;")) \(comment("# c"))\n")
    }

    @Test func continuedCommandSpansLines() {
        #expect(highlighted("$ ls \\\n  -la\noutput", "Console")
            == "\(prompt("$ "))\(function("ls")) \\\n  -la\noutput")
    }

    @Test func unterminatedQuoteEndsWithItsCommandLine() {
        #expect(highlighted("$ echo \"a\nb\"", "console")
            == "\(prompt("$ "))\(function("echo")) \(string("&quot;a"))\nb&quot;")
    }

    @Test func dollarWithoutSpaceIsOutput() {
        #expect(highlighted("$HOME\n# root", "console") == "$HOME\n# root")
    }
}
