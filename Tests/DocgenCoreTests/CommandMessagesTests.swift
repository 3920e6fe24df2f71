import DocgenCore
import Testing

/// A user's command's standard error: its own located lines, and the rest for a failure.
@Suite struct CommandMessagesTests {
    @Test func locatedLinesAreReadWithOrWithoutAColumn() {
        let messages = CommandMessages("Traceback\ncontent/a.md:12:5: error: bad value\n-:3: warning: odd\n  \nlast words\n")
        #expect(messages.located.map { "\($0.file) \($0.line) \($0.column) \($0.severity) \($0.message)" }
            == ["content/a.md 12 5 error bad value", "- 3 0 warning odd"])
        #expect(messages.other == ["Traceback", "last words"])
        #expect(messages.firstLines(1) == "Traceback | …")
    }
}

/// A user's command run without a shell, with its limits.
@Suite struct ExternalCommandTests {
    @Test func inputGoesInAndOutputComesBackWithTheExitStatus() throws {
        let command = ExternalCommand(arguments: ["sh", "-c", "tr a-z A-Z; echo oops >&2; exit 3"], folder: "/tmp", timeLimit: 10, outputLimit: 1024)
        let outcome = try command.run(input: Array("hello".utf8)).get()
        #expect(String(decoding: outcome.output, as: UTF8.self) == "HELLO")
        #expect(String(decoding: outcome.errors, as: UTF8.self) == "oops\n")
        #expect(outcome.status == 3 && !outcome.timedOut && !outcome.tooLong)
    }

    @Test func tooMuchOutputOrTooMuchTimeEndsTheCommand() throws {
        let loud = try ExternalCommand(arguments: ["sh", "-c", "yes"], folder: "/tmp", timeLimit: 10, outputLimit: 4096).run(input: []).get()
        #expect(loud.tooLong && !loud.timedOut)
        let slow = try ExternalCommand(arguments: ["sh", "-c", "sleep 30"], folder: "/tmp", timeLimit: 0.2, outputLimit: 4096).run(input: []).get()
        #expect(slow.timedOut && slow.status == 128 + 9)
    }

    @Test func aMissingProgramIsAFailure() {
        let result = ExternalCommand(arguments: ["no-such-program-docgen"], folder: "/tmp", timeLimit: 1, outputLimit: 1).run(input: [])
        #expect(throws: CommandFailure.self) { try result.get() }
    }
}
