/// A lexer that can run over part of a source, writing into another lexer's writer: HTML's
/// `<script>` and `<style>` are lexed by ``CFamilyLexer`` and ``StyleLexer`` (``MarkupLexer``).
/// A language of one dialect has `Void` for it.
protocol EmbeddableLexer {
    associatedtype Dialect

    init(source: UnsafeBufferPointer<UInt8>, range: Range<Int>, dialect: Dialect)
    var source: UnsafeBufferPointer<UInt8> { get }
    /// Where the range ends.
    var end: Int { get }
    var writer: HTMLTokenWriter { get set }
    /// The next byte to read.
    var position: Int { get set }
    /// Lexes the whole range.
    mutating func lexRange()
}

extension EmbeddableLexer {
    /// The byte at `index`, or 0 past the range (0 never starts or continues a token).
    func byte(at index: Int) -> UInt8 {
        index < end ? source[index] : 0
    }

    static func highlight(_ source: UnsafeBufferPointer<UInt8>, dialect: Dialect) -> HTMLTokenWriter {
        var writer = HTMLTokenWriter(reservingCapacityFor: source.count)
        lex(source, 0..<source.count, dialect: dialect, into: &writer)
        return writer
    }

    /// Writes the byte at the cursor as plain text and moves past it.
    mutating func appendPlain() {
        writer.appendEscaped(source[position])
        position += 1
    }

    /// Lexes `range` of `source` into `writer`, which the lexer holds meanwhile (no copy).
    static func lex(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, dialect: Dialect, into writer: inout HTMLTokenWriter) {
        var lexer = Self(source: source, range: range, dialect: dialect)
        swap(&lexer.writer, &writer)
        lexer.lexRange()
        swap(&lexer.writer, &writer)
    }
}

extension EmbeddableLexer where Dialect == Void {
    static func highlight(_ source: UnsafeBufferPointer<UInt8>) -> HTMLTokenWriter {
        highlight(source, dialect: ())
    }
}
