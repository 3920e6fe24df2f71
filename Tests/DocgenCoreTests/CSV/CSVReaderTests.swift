import DocgenCore
import Testing

@Suite struct CSVReaderTests {
    private func table(_ records: (line: Int, fields: [String])...) -> CSVTable {
        CSVTable(records: records.map { CSVRecord(fields: $0.fields, line: $0.line) })
    }

    // MARK: - Records and line numbers

    @Test func recordsEndedByCRLF() throws {
        #expect(try CSVReader.read("a,b\r\nc,d\r\n") == table((1, ["a", "b"]), (2, ["c", "d"])))
    }

    @Test func recordsEndedByLF() throws {
        #expect(try CSVReader.read("a,b\nc,d\n") == table((1, ["a", "b"]), (2, ["c", "d"])))
    }

    @Test func recordsEndedByLoneCR() throws {
        #expect(try CSVReader.read("a,b\rc,d\r") == table((1, ["a", "b"]), (2, ["c", "d"])))
    }

    @Test func mixedLineBreaksEachCountOneLine() throws {
        #expect(try CSVReader.read("a\r\nb\rc\nd") == table((1, ["a"]), (2, ["b"]), (3, ["c"]), (4, ["d"])))
    }

    @Test func byteOrderMarkIsDropped() throws {
        #expect(try CSVReader.read("\u{FEFF}a,b\nc,d") == table((1, ["a", "b"]), (2, ["c", "d"])))
        #expect(try CSVReader.read("\u{FEFF}") == table())
    }

    @Test func quotedNewlineIsKeptAndLaterLinesStillCount() throws {
        let text = "h1,h2\n\"x\ny\",z\nlast,row\n"
        #expect(try CSVReader.read(text) == table((1, ["h1", "h2"]), (2, ["x\ny", "z"]), (4, ["last", "row"])))
    }

    @Test func quotedCRLFAndCRAreKeptVerbatim() throws {
        let text = "\"a\r\nb\",\"c\rd\"\nnext"
        #expect(try CSVReader.read(text) == table((1, ["a\r\nb", "c\rd"]), (4, ["next"])))
    }

    @Test func doubledQuotesBecomeOneQuote() throws {
        let text = "\"say \"\"hi\"\"\",\"\"\"\",\"\"\n"
        #expect(try CSVReader.read(text) == table((1, ["say \"hi\"", "\"", ""])))
    }

    @Test func separatorInsideQuotesIsKept() throws {
        #expect(try CSVReader.read("\"a,b\",c") == table((1, ["a,b", "c"])))
    }

    @Test func emptyFieldsAreKept() throws {
        #expect(try CSVReader.read("a,,b\n,\nc,") == table((1, ["a", "", "b"]), (2, ["", ""]), (3, ["c", ""])))
    }

    @Test func lastRecordWithoutTrailingNewline() throws {
        #expect(try CSVReader.read("a,b\nc,d") == table((1, ["a", "b"]), (2, ["c", "d"])))
    }

    @Test func trailingNewlineAddsNoRecord() throws {
        #expect(try CSVReader.read("a\n") == table((1, ["a"])))
        #expect(try CSVReader.read("a\r\n") == table((1, ["a"])))
    }

    @Test func blankLinesAreSkippedButCounted() throws {
        #expect(try CSVReader.read("a\n\n\r\nb\n\n") == table((1, ["a"]), (4, ["b"])))
        #expect(try CSVReader.read("\n\r\n\r") == table())
    }

    @Test func lineWithOnlyEmptyQuotesIsARecord() throws {
        #expect(try CSVReader.read("\"\"\n") == table((1, [""])))
    }

    @Test func emptyFileHasNoRecords() throws {
        #expect(try CSVReader.read("") == table())
    }

    @Test func singleField() throws {
        #expect(try CSVReader.read("x") == table((1, ["x"])))
    }

    @Test func raggedRowsAreReturnedAsIs() throws {
        #expect(try CSVReader.read("a,b,c\nd\ne,f") == table((1, ["a", "b", "c"]), (2, ["d"]), (3, ["e", "f"])))
    }

    @Test func otherSeparators() throws {
        #expect(try CSVReader.read("a;\"b;c\"\n", separator: ";") == table((1, ["a", "b;c"])))
        #expect(try CSVReader.read("a\tb,c", separator: "\t") == table((1, ["a", "b,c"])))
    }

    @Test func nonASCIIText() throws {
        let text = "名前,é\n\"値,👍🏽\",e\u{301}\n"
        #expect(try CSVReader.read(text) == table((1, ["名前", "é"]), (2, ["値,👍🏽", "e\u{301}"])))
    }

    // MARK: - Errors

    @Test func unterminatedQuoteIsReportedAtItsOpeningQuote() {
        #expect(throws: CSVError(line: 2, column: 3, message: "unterminated quoted field")) {
            try CSVReader.read("a,b\nc,\"de\nf\r\ng")
        }
    }

    @Test func quoteInUnquotedField() {
        #expect(throws: CSVError(line: 2, column: 3, message: "quote in unquoted field")) {
            try CSVReader.read("x,y\nab\"c,d")
        }
    }

    @Test func textAfterClosingQuote() {
        #expect(throws: CSVError(line: 1, column: 5, message: "text after closing quote")) {
            try CSVReader.read("\"ab\"c")
        }
        #expect(throws: CSVError(line: 1, column: 4, message: "text after closing quote")) {
            try CSVReader.read("\"a\" ,b")
        }
    }

    @Test func textAfterClosingQuoteOfMultilineField() {
        #expect(throws: CSVError(line: 2, column: 3, message: "text after closing quote")) {
            try CSVReader.read("\"a\nb\"c")
        }
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(throws: CSVError(line: 1, column: 6, message: "quote in unquoted field")) {
            try CSVReader.read("名前,ab\"c")
        }
        #expect(throws: CSVError(line: 1, column: 3, message: "quote in unquoted field")) {
            try CSVReader.read("\u{FEFF}ab\"")
        }
    }
}

@Suite struct CSVFieldPositionTests {
    @Test func plainFieldsStartOneSeparatorAfterTheLast() throws {
        let table = try CSVReader.read("\u{FEFF}name,value\nnaïve,nan\n")
        #expect(table.records[1].position(ofField: 0) == CSVPosition(line: 2, column: 1))
        #expect(table.records[1].position(ofField: 1) == CSVPosition(line: 2, column: 7), "columns count Characters")
        #expect(table.records[0].position(ofField: 1) == CSVPosition(line: 1, column: 6), "the byte order mark is not counted")
    }

    @Test func quotedFieldsMoveTheLaterOnesAcrossLines() throws {
        let table = try CSVReader.read("k,v,w\n\"a \"\"b\"\"\",\"x\ny\",inf\n")
        let record = table.records[1]
        #expect(record.position(ofField: 0) == CSVPosition(line: 2, column: 1))
        #expect(record.position(ofField: 1) == CSVPosition(line: 2, column: 11))
        #expect(record.position(ofField: 2) == CSVPosition(line: 3, column: 4))
        #expect(record.position(ofField: 7) == CSVPosition(line: 2, column: 1), "past the last field: the record's start")
    }
}
