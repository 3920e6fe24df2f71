/// A template rendered once and instantiated many times: its output is fixed except for the
/// sections over ``TemplateValue/choice(_:)`` values, decided per instance, and the partials
/// left out as holes, to be filled with bytes rendered elsewhere.
///
/// A site's navigation is one: rendered once per part, with the current page's entry as a choice.
public struct TemplateFragment: Sendable {
    indirect enum Piece: Sendable {
        case bytes([UInt8])
        /// What a choice renders in the instance made for `key`, and in every other.
        case choice(key: Int, whenTrue: [Piece], whenFalse: [Piece])
        /// A partial or a ``TemplateValue/hole(_:)`` value left out, by name; `escapesHTML` when
        /// its place asks for escaped text (`{{name}}`).
        case hole(String, escapesHTML: Bool)
    }

    let pieces: [Piece]

    /// A partial or value left out of an instance, and where it would start.
    public struct Hole: Sendable, Equatable {
        public var name: String
        public var offset: Int
        /// True when the bytes that fill it must be escaped text (the template wrote `{{name}}`).
        public var escapesHTML = false
    }

    /// The output with the choices for `key` true and all others false, and with every hole
    /// left empty; `holes` says where they are, in order.
    public func instance(selecting key: Int?, capacity: Int = 0) -> (bytes: [UInt8], holes: [Hole]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(capacity)
        var holes: [Hole] = []
        Self.append(pieces, selecting: key, to: &bytes, holes: &holes)
        return (bytes, holes)
    }

    /// The bytes of every choice, in both of its branches, for a caller to judge what an
    /// instance may differ in.
    public var choiceBytes: [[UInt8]] {
        var branches: [[UInt8]] = []
        func collect(_ pieces: [Piece]) {
            for piece in pieces {
                guard case .choice(_, let whenTrue, let whenFalse) = piece else { continue }
                for branch in [whenTrue, whenFalse] {
                    var bytes: [UInt8] = []
                    var holes: [Hole] = []
                    Self.append(branch, selecting: nil, to: &bytes, holes: &holes)
                    branches.append(bytes)
                    collect(branch)
                }
            }
        }
        collect(pieces)
        return branches
    }

    /// True when an instance has holes: one of them is inside a choice, or the fragment has one.
    public var hasHoles: Bool {
        func any(_ pieces: [Piece]) -> Bool {
            pieces.contains { piece in
                switch piece {
                case .bytes: false
                case .hole: true
                case .choice(_, let whenTrue, let whenFalse): any(whenTrue) || any(whenFalse)
                }
            }
        }
        return any(pieces)
    }

    private static func append(_ pieces: [Piece], selecting key: Int?, to bytes: inout [UInt8], holes: inout [Hole]) {
        for piece in pieces {
            switch piece {
            case .bytes(let text):
                bytes.append(contentsOf: text)
            case .choice(let choiceKey, let whenTrue, let whenFalse):
                append(choiceKey == key ? whenTrue : whenFalse, selecting: key, to: &bytes, holes: &holes)
            case .hole(let name, let escapesHTML):
                holes.append(Hole(name: name, offset: bytes.count, escapesHTML: escapesHTML))
            }
        }
    }
}

extension Array where Element == UInt8 {
    /// These bytes with `fills` inserted at the holes' offsets (which are in order).
    public func filling(_ holes: [TemplateFragment.Hole], with fills: (TemplateFragment.Hole) -> [UInt8]) -> [UInt8] {
        guard !holes.isEmpty else { return self }
        let insertions = holes.map(fills)
        var result: [UInt8] = []
        result.reserveCapacity(count + insertions.reduce(0) { $0 + $1.count })
        var start = 0
        for (hole, insertion) in zip(holes, insertions) {
            result.append(contentsOf: self[start..<hole.offset])
            result.append(contentsOf: insertion)
            start = hole.offset
        }
        result.append(contentsOf: self[start...])
        return result
    }
}
