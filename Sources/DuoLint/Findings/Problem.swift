/// *One problem, one finding* (the rule catalogue, part 1): when several rules report the same toolbar control or
/// the same expression, only the first of them in the catalogue's order is reported, and its message ends with
/// `(also: <rule-id>, …)` naming the others; a rule that reports one expression twice keeps its first finding.
///
/// A rule says which problem a finding is about by giving it one or more `Problem` keys (`FileContext.report(…,
/// problems:)`); two findings of different rules that share a key are the same problem. The order comes from the
/// catalogue (`RuleRegistry.problemRank`), never from the engine, and applies among the rules enabled for the run,
/// before inline suppression and the baseline.
public enum Problem: Hashable, Sendable {
    /// One toolbar item: the node of its control call (modifier chain and trailing closures included), or of a
    /// UIKit `UIBarButtonItem` creation (with the later assignments to the same variable or property).
    case control(Int32)
    /// One expression: the innermost comparison holding the finding's token, else the innermost call whose
    /// argument list holds it, else its statement (see `ExpressionProblems`).
    case expression(Int32)
    /// For a finding in a same-file constant's initializer: the expression of one of the constant's readers. The
    /// same problem as that expression's findings of other rules, not of the finding's own rule (two constants
    /// read in one call are two problems).
    case readerOf(Int32)

    /// The key findings of different rules share: a reader's expression is that expression.
    var shared: Problem {
        if case .readerOf(let id) = self { return .expression(id) }
        return self
    }

    /// The finding's own expression (an earlier finding of its rule there is the same problem).
    var isOwnExpression: Bool {
        if case .expression = self { return true }
        return false
    }
}

/// Which findings of one file survive *one problem, one finding*.
enum ProblemResolution {
    /// For findings `candidates` (indices into the file's pending findings, with their rule ids and keys): the
    /// indices to drop, and for each kept finding that others were dropped for, the rule ids to name after
    /// "also:", in catalogue order. Linear in the number of key memberships: each key lists its findings once.
    static func resolve(_ candidates: [(index: Int, ruleID: String, problems: [Problem])],
                        rank: (String) -> Int?) -> (dropped: Set<Int>, also: [Int: [String]]) {
        guard candidates.count > 1 else { return ([], [:]) }
        // key → positions in `candidates`, each with whether the key is the finding's own expression
        var byKey: [Problem: [(position: Int, ownExpression: Bool)]] = [:]
        var ranks: [Int?] = []
        ranks.reserveCapacity(candidates.count)
        for (position, c) in candidates.enumerated() {
            ranks.append(rank(c.ruleID))
            guard ranks[position] != nil else { continue }
            for p in c.problems { byKey[p.shared, default: []].append((position, p.isOwnExpression)) }
        }
        var dropped: Set<Int> = []
        var also: [Int: [String]] = [:]
        for (position, c) in candidates.enumerated() {
            guard let mine = ranks[position] else { continue }
            // The best-ranked finding of another rule sharing a key with this one; for one expression, also an
            // earlier finding of the same rule (`max(UIScreen.main.bounds.width, UIScreen.main.bounds.height)` is one
            // problem: VOCABULARY.md *one problem, one finding*).
            var best: (rank: Int, position: Int)?
            for p in c.problems {
                let sameRuleCounts = p.isOwnExpression
                for (other, otherOwn) in byKey[p.shared] ?? [] where other != position {
                    guard let theirs = ranks[other],
                          theirs < mine || (sameRuleCounts && otherOwn && theirs == mine && other < position) else { continue }
                    if best == nil || theirs < best!.rank || (theirs == best!.rank && other < best!.position) {
                        best = (theirs, other)
                    }
                }
            }
            guard let winner = best else { continue }
            dropped.insert(candidates[position].index)
            let keeper = candidates[winner.position].index
            if c.ruleID != candidates[winner.position].ruleID, !(also[keeper]?.contains(c.ruleID) ?? false) {
                also[keeper, default: []].append(c.ruleID)
            }
        }
        // A finding dropped for a better one does not keep an "also" list of its own; the names go to the survivor
        // through its own shared keys only (no chains).
        for index in dropped { also[index] = nil }
        for (keeper, ids) in also {
            also[keeper] = ids.sorted { (rank($0) ?? Int.max, $0) < (rank($1) ?? Int.max, $1) }
        }
        return (dropped, also)
    }

    /// `message` with the others named at its end: `… (also: fixed-width, screen-size-literal)`.
    static func message(_ message: String, also ids: [String]) -> String {
        ids.isEmpty ? message : "\(message) (also: \(ids.joined(separator: ", ")))"
    }
}
