/// RULES.md "name word": identifiers split into lower-cased words at camelCase humps, digits and `_`.
/// `foldOffset` → [fold, offset]; `folder` → [folder]; `URLSession` → [url, session]; `column2` → [column, 2].
public enum NameWords {
    public static func split(_ name: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let chars = Array(name)
        func flush() {
            if !current.isEmpty { words.append(String(current).lowercased()) }
            current.removeAll(keepingCapacity: true)
        }
        for (i, c) in chars.enumerated() {
            if c == "_" || c == "`" || c == "$" { flush(); continue }
            if c.isNumber {
                if let last = current.last, !last.isNumber { flush() }
                current.append(c)
                continue
            }
            if let last = current.last, last.isNumber { flush() }
            if c.isUppercase {
                let nextIsLower = i + 1 < chars.count && chars[i + 1].isLowercase
                if let last = current.last, last.isLowercase || (last.isUppercase && nextIsLower) { flush() }
            }
            current.append(c)
        }
        flush()
        return words
    }

    /// Whether the name contains `word` as a whole word (case-insensitive).
    public static func contains(_ name: String, word: String) -> Bool {
        split(name).contains(word.lowercased())
    }

    /// Whether the name contains any of the words.
    public static func containsAny(_ name: String, _ words: Set<String>) -> Bool {
        split(name).contains { words.contains($0) }
    }
}
