/// Pagefind 1.5's index of one language's pages, written by docgen: the same files, holding the
/// same bytes once uncompressed and under the same names, as Pagefind's `build_indexes` makes
/// of the same pages in the same order (filters and sort keys, which Pagefind lists in a hash
/// map's changing order, are sorted by name here).
///
/// Pages are added in order, each already read (``Prepared``, which can be made on any thread);
/// what the index keeps of a page is small: its compressed fragment and, for each of its words,
/// a few integers. Which pages are numbered is settled when the index is finished: a site with
/// any `data-pagefind-body` page leaves out the pages without one.
struct PagefindIndexBuilder {
    /// One page read and indexed on its own, ready to join the index.
    struct Prepared: Sendable {
        var record: PageRecord
        /// Whether Pagefind indexes the page at all (it has words).
        var hasWords: Bool
        var words: [(word: String, entry: Entry, variants: [(form: String, entry: Entry)])]

        /// A word's places on the page: its packed text locations and its metadata places.
        struct Entry: Sendable {
            var locations: [Int32]?
            var metaPlaces: [(field: String, position: UInt32)]?
        }

        /// `page` ready for the index of `language`, its words stemmed by `stems`.
        init(_ page: PagefindPage, stems: [String: String], language: String) {
            hasWords = !page.words.isEmpty
            let metaKeys = page.meta.keys.sorted(by: PagefindPage.byteOrder)
            let json = PagefindFragmentJSON.encoded(page)
            record = PageRecord(hasCustomBody: page.hasCustomBody, fullHash: language + "_" + SHA1Digest.pagefindHex(json),
                                fragment: PagefindIndexBuilder.compressed(json), wordCount: page.wordCount, metaKeys: metaKeys,
                                filters: page.filters, sort: page.sort)

            func stemmed(_ word: PagefindPage.Word) -> String { word.isStemmed ? stems[word.text] ?? word.text : word.text }
            var pageWords: [String: [PagefindPage.Place]] = [:]
            for (word, places) in page.words { pageWords[stemmed(word), default: []] += places }
            var pageMetaWords: [String: [PagefindPage.MetaPlace]] = [:]
            for (word, places) in page.metaWords { pageMetaWords[stemmed(word), default: []] += places }

            var words: [String: (entry: Entry, variants: [(form: String, entry: Entry)])] = [:]
            for (word, places) in pageWords {
                let plain = places.filter { $0.original == nil }
                var variants: [String: [PagefindPage.Place]] = [:]
                for place in places { if let original = place.original { variants[original, default: []].append(place) } }
                words[word] = (Entry(locations: plain.isEmpty ? nil : Self.packed(plain)),
                               variants.keys.sorted(by: PagefindPage.byteOrder).map { ($0, Entry(locations: Self.packed(variants[$0]!))) })
            }
            for (word, places) in pageMetaWords {
                var local = words[word] ?? (Entry(), [])
                let plain = places.filter { $0.original == nil }.map { (field: metaKeys[$0.field], position: $0.position) }
                if !plain.isEmpty { local.entry.metaPlaces = plain }
                var variants: [String: [(field: String, position: UInt32)]] = [:]
                for place in places { if let original = place.original { variants[original, default: []].append((metaKeys[place.field], place.position)) } }
                for form in variants.keys.sorted(by: PagefindPage.byteOrder) {
                    if let index = local.variants.firstIndex(where: { $0.form == form }) {
                        local.variants[index].entry.metaPlaces = variants[form]
                    } else {
                        local.variants.append((form, Entry(metaPlaces: variants[form])))
                    }
                }
                words[word] = local
            }
            self.words = words.map { (word: $0.key, entry: $0.value.entry, variants: $0.value.variants) }
        }

        /// A word's places on a page as Pagefind packs them: ordered by weight (the ordinary
        /// weight first) and position; a weight is written as its negation less one before
        /// the first position it applies to, which is absolute, and later ones are deltas.
        static func packed(_ places: [PagefindPage.Place]) -> [Int32] {
            // Pagefind compares with 25 where its ordinary weight is 24: so every page's
            // locations start with a weight, as Pagefind's do.
            let ordered = places.sorted { ($0.weight == 25 ? 0 : $0.weight, $0.position) < ($1.weight == 25 ? 0 : $1.weight, $1.position) }
            var current: UInt8 = 25
            var last: UInt32 = 0
            var packed: [Int32] = []
            packed.reserveCapacity(ordered.count + 2)
            for place in ordered {
                if place.weight != current {
                    packed.append(-Int32(place.weight) - 1)
                    packed.append(Int32(place.position))
                    current = place.weight
                } else {
                    packed.append(Int32(place.position) - Int32(last))
                }
                last = place.position
            }
            return packed
        }
    }

    let language: String

    /// What the index keeps of a page besides its words: its fragment, compressed, and what the
    /// metadata file lists of it.
    struct PageRecord: Sendable {
        var hasCustomBody: Bool
        var fullHash: String
        var fragment: [UInt8]
        var wordCount: Int
        var metaKeys: [String]
        var filters: [String: [String]]
        var sort: [String: String]
    }

    /// A word's pages, flat: for each page its place among the pages added, its number of
    /// packed locations and the locations, its number of metadata places and each place's
    /// field and position. (A page's entry as its own arrays took over half a gigabyte for
    /// 10,000 pages.)
    private struct Postings {
        var pages: [Int32] = []
        var variants: [(form: String, pages: [Int32])] = []
    }

    /// One page's entry for a word, read out of ``Postings`` when the index is written: its
    /// locations and its metadata places, packed.
    private struct PageEntry {
        var page: Int32
        var locations: ArraySlice<Int32>
        var meta: [Int32]
    }

    private var pages: [PageRecord] = []
    private var words: [String: Postings] = [:]
    private var fieldIDs: [String: Int32] = [:]
    private var fieldNames: [String] = []
    /// Whether any page added, with words or without, has a `data-pagefind-body`.
    private(set) var sawCustomBody = false

    init(language: String) {
        self.language = language
    }

    /// Adds the next page.
    mutating func add(_ page: Prepared) {
        if page.record.hasCustomBody { sawCustomBody = true }
        guard page.hasWords else { return }
        let number = Int32(pages.count)
        pages.append(page.record)
        for (word, entry, variants) in page.words {
            if entry.locations != nil || entry.metaPlaces != nil {
                let meta = fieldIDs(entry)
                Self.append(entry, meta, page: number, to: &words[word, default: Postings()].pages)
            }
            for (form, variantEntry) in variants where variantEntry.locations != nil || variantEntry.metaPlaces != nil {
                let meta = fieldIDs(variantEntry)
                if let index = words[word]?.variants.firstIndex(where: { $0.form == form }) {
                    Self.append(variantEntry, meta, page: number, to: &words[word]!.variants[index].pages)
                } else {
                    var pages: [Int32] = []
                    Self.append(variantEntry, meta, page: number, to: &pages)
                    words[word, default: Postings()].variants.append((form, pages))
                }
            }
        }
    }

    /// An entry's metadata places with their fields numbered.
    private mutating func fieldIDs(_ entry: Prepared.Entry) -> [Int32] {
        var flat: [Int32] = []
        for place in entry.metaPlaces ?? [] {
            flat.append(fieldID(place.field))
            flat.append(Int32(place.position))
        }
        return flat
    }

    private static func append(_ entry: Prepared.Entry, _ meta: [Int32], page: Int32, to pages: inout [Int32]) {
        let locations = entry.locations ?? []
        pages.append(page)
        pages.append(Int32(locations.count))
        pages += locations
        pages.append(Int32(meta.count / 2))
        pages += meta
    }

    /// The entries of `pages` (``Postings``) of included pages, numbered as finally numbered,
    /// with metadata fields numbered in the index's order of field names.
    private static func entries(_ pages: [Int32], _ numbers: [Int32], _ fieldIndex: [Int32]) -> [PageEntry] {
        var entries: [PageEntry] = []
        var offset = 0
        while offset < pages.count {
            let page = pages[offset]
            let locationCount = Int(pages[offset + 1])
            let locations = pages[(offset + 2)..<(offset + 2 + locationCount)]
            offset += 2 + locationCount
            let metaCount = Int(pages[offset])
            let metaStart = offset + 1
            offset = metaStart + 2 * metaCount
            let number = numbers[Int(page)]
            guard number >= 0 else { continue }
            let meta = (0..<metaCount).map { place in
                (field: fieldIndex[Int(pages[metaStart + 2 * place])], position: UInt32(pages[metaStart + 2 * place + 1]))
            }
            entries.append(PageEntry(page: number, locations: locations, meta: packedMeta(meta)))
        }
        return entries
    }

    private mutating func fieldID(_ name: String) -> Int32 {
        if let id = fieldIDs[name] { return id }
        let id = Int32(fieldNames.count)
        fieldIDs[name] = id
        fieldNames.append(name)
        return id
    }

    /// The index's files (path inside `pagefind/`, and bytes) and its line in
    /// `pagefind-entry.json`, for the Pagefind `version` that will read it, its word chunks
    /// written on `jobs` threads; nil when no page is indexed. `usedCustomBody` says whether any
    /// page of the site, in any language, has a `data-pagefind-body`.
    func finished(version: String, usedCustomBody: Bool, jobs: Int) -> (files: [(path: String, bytes: [UInt8])], metaHash: String, pageCount: Int)? {
        var numbers: [Int32] = []
        var included: [PageRecord] = []
        for page in pages {
            if usedCustomBody && !page.hasCustomBody {
                numbers.append(-1)
            } else {
                numbers.append(Int32(included.count))
                included.append(page)
            }
        }
        guard !included.isEmpty else { return nil }
        var files: [(path: String, bytes: [UInt8])] = []

        // Fragments, named by the first characters of their hash that no earlier one has.
        var fragmentNames: [String: String] = [:]
        var metaPages: [(hash: String, wordCount: Int)] = []
        for page in included {
            var length = language.utf8.count + 8
            var name = String(page.fullHash.prefix(length))
            while let earlier = fragmentNames[name], earlier != page.fullHash, length < page.fullHash.count {
                length += 1
                name = String(page.fullHash.prefix(length))
            }
            if fragmentNames[name] == nil { files.append(("fragment/\(name).pf_fragment", page.fragment)) }
            fragmentNames[name] = page.fullHash
            metaPages.append((name, page.wordCount))
        }

        let metaFields = Set(included.flatMap(\.metaKeys)).sorted(by: PagefindPage.byteOrder)
        let fieldIndex = fieldNames.map { name in Int32(metaFields.firstIndex(of: name) ?? -1) }

        // Filters and sort keys.
        var filterValues: [String: [String: [Int]]] = [:]
        for (number, page) in included.enumerated() {
            for (filter, values) in page.filters { for value in values { filterValues[filter, default: [:]][value, default: []].append(number) } }
        }
        var filterNames: Set<String> = []
        var metaFilters: [(filter: String, hash: String)] = []
        for filter in filterValues.keys.sorted(by: PagefindPage.byteOrder) {
            var writer = CBORWriter()
            writer.array(2)
            writer.text(filter)
            let values = filterValues[filter]!
            writer.array(values.count)
            for value in values.keys.sorted(by: PagefindPage.byteOrder) {
                writer.array(2)
                writer.text(value)
                writer.array(values[value]!.count)
                for page in values[value]! { writer.unsigned(page) }
            }
            let name = uniqueName(hash: language + "_" + SHA1Digest.pagefindHex(writer.bytes), taken: &filterNames)
            files.append(("filter/\(name).pf_filter", Self.compressed(writer.bytes)))
            metaFilters.append((filter, name))
        }
        let sortKeys = Set(included.flatMap(\.sort.keys)).sorted(by: PagefindPage.byteOrder)
        let sorts = sortKeys.map { key in (key, Self.sortedPages(included.enumerated().compactMap { number, page in page.sort[key].map { ($0, number) } })) }

        // Words, in chunks of about 20,000 numbers, each chunk written on its own thread.
        let sortedWords = words.keys.sorted(by: PagefindPage.byteOrder)
        let finalNumbers = numbers
        let entries = sortedWords.parallelMap(jobs: jobs) { word -> (word: String, pages: [PageEntry], variants: [(form: String, pages: [PageEntry])], size: Int)? in
            let postings = words[word]!
            let pages = Self.entries(postings.pages, finalNumbers, fieldIndex)
            let variants = postings.variants.compactMap { variant -> (form: String, pages: [PageEntry])? in
                let pages = Self.entries(variant.pages, finalNumbers, fieldIndex)
                return pages.isEmpty ? nil : (variant.form, pages)
            }
            guard !pages.isEmpty || !variants.isEmpty else { return nil }
            let size = pages.reduce(0) { $0 + $1.locations.count + $1.meta.count + 1 }
            return (word, pages, variants, size)
        }.compactMap { $0 }
        var chunkRanges: [Range<Int>] = []
        var chunkStart = 0, chunkSize = 0
        for (index, entry) in entries.enumerated() {
            chunkSize += entry.size
            if chunkSize >= 20000 {
                chunkRanges.append(chunkStart..<index + 1)
                chunkStart = index + 1
                chunkSize = 0
            }
        }
        if chunkStart < entries.count { chunkRanges.append(chunkStart..<entries.count) }
        let language = self.language
        let encoded = chunkRanges.parallelMap(jobs: jobs) { range -> (hash: String, compressed: [UInt8]) in
            var writer = CBORWriter()
            writer.array(1)
            writer.array(range.count)
            for entry in entries[range] {
                writer.array(3)
                writer.text(entry.word)
                Self.write(entry.pages, to: &writer)
                writer.array(entry.variants.count)
                for (form, pages) in entry.variants {
                    writer.array(2)
                    writer.text(form)
                    Self.write(pages, to: &writer)
                }
            }
            return (language + "_" + SHA1Digest.pagefindHex(writer.bytes), Self.compressed(writer.bytes))
        }
        var chunkNames: Set<String> = []
        var metaChunks: [(from: String, to: String, hash: String)] = chunkRanges.map { (entries[$0.lowerBound].word, entries[$0.upperBound - 1].word, "") }
        for index in metaChunks.indices.dropLast() {
            let (to, from) = Self.prefixes(metaChunks[index].to, metaChunks[index + 1].from)
            if !to.utf8.lexicographicallyPrecedes(metaChunks[index].from.utf8) { metaChunks[index].to = to }
            metaChunks[index + 1].from = from
        }
        for (index, chunk) in encoded.enumerated() {
            let name = uniqueName(hash: chunk.hash, taken: &chunkNames)
            files.append(("index/\(name).pf_index", chunk.compressed))
            metaChunks[index].hash = name
        }

        var meta = CBORWriter()
        meta.array(6)
        meta.text(version)
        meta.array(of: metaPages) { writer, page in
            writer.array(2)
            writer.text(page.hash)
            writer.unsigned(page.wordCount)
        }
        meta.array(of: metaChunks) { writer, chunk in writer.texts([chunk.from, chunk.to, chunk.hash]) }
        meta.array(of: metaFilters) { writer, filter in writer.texts([filter.filter, filter.hash]) }
        meta.array(of: sorts) { writer, sort in
            writer.array(2)
            writer.text(sort.0)
            writer.array(of: sort.1) { $0.unsigned($1) }
        }
        meta.texts(metaFields)
        let metaHash = language + "_" + SHA1Digest.pagefindHex(meta.bytes).prefix(language.utf8.count + 8)
        files.append(("pagefind.\(metaHash).pf_meta", Self.compressed(meta.bytes)))
        return (files, metaHash, included.count)
    }

    /// A file's name: the language and the first characters of its contents' hash that no
    /// other file of its kind has.
    private func uniqueName(hash: String, taken: inout Set<String>) -> String {
        var name = String(hash.prefix(language.utf8.count + 8))
        // Pagefind lengthens a name that is taken by two characters at a time.
        while taken.contains(name), name.count < hash.count { name = String(hash.prefix(name.count + 2)) }
        taken.insert(name)
        return name
    }

    /// A word's pages in CBOR: each page's number as the difference from the previous page's.
    private static func write(_ pages: [PageEntry], to writer: inout CBORWriter) {
        writer.array(pages.count)
        var last: Int32 = 0
        for page in pages {
            writer.array(3)
            writer.unsigned(Int(page.page - last))
            last = page.page
            writer.array(page.locations.count)
            for location in page.locations { writer.integer(location) }
            writer.array(page.meta.count)
            for value in page.meta { writer.integer(value) }
        }
    }

    /// Metadata places as Pagefind packs them: by field and position, each field announced by
    /// its number's negation less one, positions as deltas within it.
    private static func packedMeta(_ places: [(field: Int32, position: UInt32)]) -> [Int32] {
        guard !places.isEmpty else { return [] }
        var packed: [Int32] = []
        var field: Int32?
        var last: UInt32 = 0
        for place in places.sorted(by: { ($0.field, $0.position) < ($1.field, $1.position) }) {
            if place.field != field {
                packed.append(-place.field - 1)
                field = place.field
                last = 0
            }
            packed.append(Int32(place.position) - Int32(last))
            last = place.position
        }
        return packed
    }

    /// Where two neighbouring chunks part: each word cut one character after their common start.
    static func prefixes(_ left: String, _ right: String) -> (String, String) {
        let common = zip(right.unicodeScalars, left.unicodeScalars).prefix { $0 == $1 }.count
        return (String(String.UnicodeScalarView(left.unicodeScalars.prefix(common + 1))),
                String(String.UnicodeScalarView(right.unicodeScalars.prefix(common + 1))))
    }

    /// The pages with a sort key, in its order: as numbers when every value is one, else as text.
    static func sortedPages(_ values: [(String, Int)]) -> [Int] {
        let numbers = values.map { PagefindPage.rustFloat($0.0) }
        if numbers.allSatisfy({ $0 != nil }) {
            return values.indices.sorted { left, right in
                let (a, b) = (numbers[left]!, numbers[right]!)
                let below = a.isTotallyOrdered(belowOrEqualTo: b), above = b.isTotallyOrdered(belowOrEqualTo: a)
                return below != above ? below : left < right
            }.map { values[$0].1 }
        }
        return values.indices.sorted { left, right in
            let (a, b) = (values[left].0.utf8, values[right].0.utf8)
            return a.elementsEqual(b) ? left < right : a.lexicographicallyPrecedes(b)
        }.map { values[$0].1 }
    }

    /// The bytes that start every index file's contents.
    static let marker = Array("pagefind_dcd".utf8)

    /// An index file's bytes as Pagefind stores them: gzip of its marker and the contents.
    static func compressed(_ contents: [UInt8]) -> [UInt8] {
        Gzip.compressed(marker + contents)
    }
}
