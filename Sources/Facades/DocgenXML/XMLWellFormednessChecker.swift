import CLibXML2
import DocgenCore

/// Parses documents back with libxml2's XML parser and reports where they are not well-formed.
///
/// Nothing is fetched from the network and no DTD is loaded: HTML5 has none, and a page must
/// stand on its own. Safe to call from several threads at once.
public enum XMLWellFormednessChecker {
    /// Returns one error per libxml2 complaint, located in `displayPath` (empty when well-formed).
    public static func errors(in text: String, displayPath: String) -> [Diagnostic] {
        var copy = text
        return copy.withUTF8 { bytes in
            let (document, errors) = LibXMLParse.xml(bytes, displayPath: displayPath)
            if let document { xmlFreeDoc(UnsafeMutablePointer(document)) }
            return errors
        }
    }
}
