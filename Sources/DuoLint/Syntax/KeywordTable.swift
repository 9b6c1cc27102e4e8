/// Byte-level keyword lookup: buckets by (length, first byte), compared with memcmp-like loops.
/// Built once; the lexer calls `lookup` for every word it reads.
struct KeywordTable: Sendable {
    private struct Entry: Sendable {
        let bytes: [UInt8]
        let keyword: Keyword
    }

    private let buckets: [[Entry]]   // index: length * 128 + first byte (ASCII only)
    private static let maxLength = 16

    static let shared = KeywordTable()

    private init() {
        var b = [[Entry]](repeating: [], count: (KeywordTable.maxLength + 1) * 128)
        for (text, kw) in Keyword.table {
            let bytes = Array(text.utf8)
            b[bytes.count * 128 + Int(bytes[0])].append(Entry(bytes: bytes, keyword: kw))
        }
        buckets = b
    }

    @inline(__always)
    func lookup(_ base: UnsafePointer<UInt8>, _ start: Int, _ length: Int) -> Keyword {
        if length < 2 || length > KeywordTable.maxLength { return .none }
        let first = base[start]
        if first >= 128 { return .none }
        let bucket = buckets[length * 128 + Int(first)]
        if bucket.isEmpty { return .none }
        outer: for entry in bucket {
            var i = 1
            while i < length {
                if entry.bytes[i] != base[start + i] { continue outer }
                i += 1
            }
            return entry.keyword
        }
        return .none
    }
}
