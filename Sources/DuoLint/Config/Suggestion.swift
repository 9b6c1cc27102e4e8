/// "Did you mean …?" for misspelt rule ids, config keys, options, commands and suppression directives.
public enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be what was meant: an edit distance
    /// (insertions, deletions, substitutions and swaps of neighbours, case-insensitive) of at most a third of the
    /// word's length (at least 1, at most 3), or a candidate that starts with the word (`fixed` → `fixed-width`)
    /// when the word has four characters or more. Ties go to the candidate listed first.
    public static func closest<C: Collection>(to word: String, in candidates: C) -> String? where C.Element == String {
        let w = Array(word.lowercased().unicodeScalars)
        guard !w.isEmpty else { return nil }
        let limit = max(1, min(3, w.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let c = Array(candidate.lowercased().unicodeScalars)
            var d = distance(w, c, limit: limit)
            if d > limit, w.count >= 4, c.count > w.count, c.starts(with: w) { d = limit }
            if d <= limit, best == nil || d < best!.distance { best = (candidate, d) }
        }
        return best?.candidate
    }

    /// `"; did you mean 'fixed-width'?"`, or `""` when nothing is close.
    public static func didYouMean<C: Collection>(_ word: String, in candidates: C, quote: String = "'") -> String
        where C.Element == String {
        guard let match = closest(to: word, in: candidates) else { return "" }
        return "; did you mean \(quote)\(match)\(quote)?"
    }

    /// Optimal string alignment distance, giving up (returning `limit + 1`) once it must exceed `limit`.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMin = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var v = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { v = min(v, previous2[j - 2] + 1) }
                current[j] = v
                rowMin = min(rowMin, v)
            }
            if rowMin > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
