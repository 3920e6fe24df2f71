import CLibXML2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an XML parse reports, in document order, to whoever reads a page as a stream of
/// elements and text rather than as ``ScannedPage``'s summary (the search index's reader).
public protocol MarkupListener: AnyObject {
    /// An element starts: its local name (`svg` for `<svg:svg>`), and its attributes, which
    /// can be read during the call only.
    func start(_ name: String, attributes: MarkupAttributes)
    /// The innermost open element ends.
    func end()
    /// Text (or CDATA) inside the innermost open element, as UTF-8, with references replaced;
    /// one text node may come in several pieces. `isReference` says the piece stands for a
    /// character or entity reference in the page (`&quot;`, `&#233;`), which a reader of the
    /// page's markup as written sees ending in `;`. The bytes can be read during the call only.
    func text(_ bytes: UnsafeBufferPointer<UInt8>, isReference: Bool)
}

/// Reads a page with libxml2's XML parser, as every other reader of pages does
/// (``ParserSetup``), telling a ``MarkupListener`` what it finds.
public enum MarkupEvents {
    /// Reads `bytes` (UTF-8 without a declaration or byte order mark, as docgen writes pages)
    /// into `listener`. False when they are not well-formed XML; the listener then has heard
    /// as much as was read.
    @discardableResult
    public static func read(_ bytes: [UInt8], into listener: MarkupListener) -> Bool {
        let relay = Relay(listener)
        return bytes.withUnsafeBufferPointer { buffer in
            LibXMLParse.readXML(buffer, displayPath: "", isPlainUTF8: true) { parser in
                relay.parser = parser
                parser.pointee._private = Unmanaged.passUnretained(relay).toOpaque()
                guard let events = parser.pointee.sax else { return }
                events.pointee.startElementNs = { context, localName, _, _, _, _, count, _, attributes in
                    Relay.of(context)?.start(localName, attributes, count: Int(count))
                }
                events.pointee.endElementNs = { context, _, _, _ in Relay.of(context)?.listener.end() }
                let characters: charactersSAXFunc = { context, text, length in Relay.of(context)?.text(text, length) }
                events.pointee.characters = characters
                events.pointee.ignorableWhitespace = characters
                events.pointee.cdataBlock = characters
            }.wellFormed
        }
    }

    /// Carries the parser's events to the listener.
    private final class Relay {
        let listener: MarkupListener
        var parser: xmlParserCtxtPtr?

        init(_ listener: MarkupListener) { self.listener = listener }

        static func of(_ context: UnsafeMutableRawPointer?) -> Relay? {
            guard let relay = context?.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private else { return nil }
            return Unmanaged<Relay>.fromOpaque(relay).takeUnretainedValue()
        }

        func start(_ localName: UnsafePointer<xmlChar>?, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int) {
            listener.start(localName.map { String(cString: $0) } ?? "", attributes: MarkupAttributes(pointers: attributes, count: count, parser: parser))
        }

        func text(_ text: UnsafePointer<xmlChar>?, _ length: Int32) {
            guard let text, length > 0 else { return }
            listener.text(UnsafeBufferPointer(start: text, count: Int(length)), isReference: isReference(text, Int(length)))
        }

        /// Whether text the parser reports stands for a reference. libxml2 hands over plain text
        /// as a pointer into the page (the page's own bytes), or as a copy once it has read past
        /// it (then the page's bytes just read are the same); a reference's replacement comes
        /// once the reference is read, and the page's bytes before the cursor are the reference.
        private func isReference(_ text: UnsafePointer<xmlChar>, _ length: Int) -> Bool {
            guard let input = parser?.pointee.input?.pointee, let base = input.base, let cursor = input.cur, let end = input.end else {
                return false
            }
            if text >= base && text < end { return false }
            guard cursor - base >= length else { return true }
            return memcmp(cursor - length, text, length) != 0
        }
    }
}

/// An element's attributes as libxml2 reports them, read by name: nothing is copied until a
/// value is asked for. Valid only during ``MarkupListener/start(_:attributes:)``.
public struct MarkupAttributes {
    /// Five pointers an attribute: local name, prefix, namespace URI, value start, value end.
    fileprivate let pointers: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    fileprivate let count: Int
    fileprivate let parser: xmlParserCtxtPtr?

    /// The value of the attribute named `name` as written (`xlink:href` with its prefix), as a
    /// tree would hold it; nil when there is none.
    public subscript(_ name: String) -> String? {
        guard let offset = offset(of: name), let start = pointers?[offset + 3], let end = pointers?[offset + 4] else { return nil }
        return AttributeValue.decoded(from: start, to: end, in: parser)
    }

    public func contains(_ name: String) -> Bool { offset(of: name) != nil }

    private func offset(of name: String) -> Int? {
        guard let pointers else { return nil }
        for offset in stride(from: 0, to: 5 * count, by: 5) {
            guard let local = pointers[offset] else { continue }
            if Self.matches(name, prefix: pointers[offset + 1], local: local) { return offset }
        }
        return nil
    }

    /// Whether `name` is `prefix:local` (or `local` without a prefix), byte for byte.
    private static func matches(_ name: String, prefix: UnsafePointer<xmlChar>?, local: UnsafePointer<xmlChar>) -> Bool {
        var name = name
        return name.withUTF8 { wanted in
            var index = 0
            func consume(_ text: UnsafePointer<xmlChar>) -> Bool {
                var pointer = text
                while pointer.pointee != 0 {
                    guard index < wanted.count, wanted[index] == pointer.pointee else { return false }
                    index += 1
                    pointer += 1
                }
                return true
            }
            if let prefix {
                guard consume(prefix), index < wanted.count, wanted[index] == UInt8(ascii: ":") else { return false }
                index += 1
            }
            return consume(local) && index == wanted.count
        }
    }
}
