/// A lexer that can run over part of a source, writing into another lexer's writer: HTML's
/// `<script>` and `<style>` are lexed by ``ScriptLexer`` and ``StyleLexer`` (``MarkupLexer``).
protocol EmbeddableLexer {
    associatedtype Dialect

    init(source: UnsafeBufferPointer<UInt8>, range: Range<Int>, dialect: Dialect)
    var source: UnsafeBufferPointer<UInt8> { get }
    /// Where the range ends.
    var end: Int { get }
    var writer: HTMLTokenWriter { get set }
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

    /// Lexes `range` of `source` into `writer`, which the lexer holds meanwhile (no copy).
    static func lex(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, dialect: Dialect, into writer: inout HTMLTokenWriter) {
        var lexer = Self(source: source, range: range, dialect: dialect)
        swap(&lexer.writer, &writer)
        lexer.lexRange()
        swap(&lexer.writer, &writer)
    }
}
