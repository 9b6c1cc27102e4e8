/// VOCABULARY.md *screen's bar items*: how many items share a bar with a toolbar item, for the rules that count
/// (`frequent-action-priority` 4 or more, `prominent-action-placement` more than one).
///
/// SwiftUI: the toolbar items of all the toolbar content of the item's screen, custom types' items counted where
/// the type is used (the cross-file index counts those). UIKit: the items put into the bars in the same function as
/// the item's assignment. Each control counts once, a `ForEach` (or a `map` over data) as two; spacers and menu
/// items never count, nor items in another branch of an `if`/`switch`/`?:` that holds the item.
///
/// Everything is counted once per screen (and per branch), so asking for every item of a file is linear in its
/// items: an item's count is its screen's total minus what the branches it is not in hold.
extension ToolbarContent {
    /// What a count is made of: the items of this file, and custom types used in the same toolbars whose items only
    /// the cross-file index knows (type → how many times it is used, a use in a `ForEach` counting twice).
    public struct BarCount: Hashable, Sendable {
        public var local: Int
        public var uses: [String: Int]

        static let zero = BarCount(local: 0, uses: [:])
        /// Local items plus uses of custom types (each use weighed as one item), for comparing branches.
        var size: Int { uses.values.reduce(local, +) }

        func adding(_ o: BarCount) -> BarCount {
            var r = self
            r.local += o.local
            for (t, n) in o.uses {
                let v = (r.uses[t] ?? 0) + n
                r.uses[t] = v != 0 ? v : nil
            }
            return r
        }

        /// `self - o`, signed (a difference to apply later).
        func minus(_ o: BarCount) -> BarCount {
            adding(BarCount(local: -o.local, uses: o.uses.mapValues { -$0 }))
        }

        /// What is left without `o` (never below zero).
        func subtracting(_ o: BarCount) -> BarCount {
            var r = self
            r.local = max(0, r.local - o.local)
            for (t, n) in o.uses {
                let left = (r.uses[t] ?? 0) - n
                r.uses[t] = left > 0 ? left : nil
            }
            return r
        }
    }

    /// The totals of one screen (or UIKit function): per conditional branch and in all.
    final class CountTable {
        var total = BarCount(local: 0, uses: [:])
        /// What each conditional holds in all, and in each of its branches.
        var underConditional: [Int32: BarCount] = [:]
        var underBranch: [BranchStep: BarCount] = [:]

        /// The conditionals as a tree, for `largest(in:)`: each conditional's parent branch (nil: the screen
        /// itself) as the step before it on the first path that went through it, its branches, the order in which
        /// the conditionals were first met (a parent is always met before its children), and what each branch (nil:
        /// outside every conditional) holds directly.
        var parentOf: [Int32: BranchStep?] = [:]
        var branchesOf: [Int32: [Int32]] = [:]
        var order: [Int32] = []
        var rank: [Int32: Int] = [:]
        var own: [BranchStep?: BarCount] = [:]
        /// Filled by `settle()`: what each conditional counts as (its largest branch), and what each branch holds
        /// with its nested conditionals counted so.
        var settled = false
        var largestOf: [Int32: BarCount] = [:]
        var held: [BranchStep?: BarCount] = [:]

        func add(_ weight: Int, use: String?, branches: [BranchStep]) {
            ToolbarContent.add(weight, use: use, to: &total)
            for (i, b) in branches.enumerated() {
                ToolbarContent.add(weight, use: use, to: &underConditional[b.conditional, default: BarCount(local: 0, uses: [:])])
                ToolbarContent.add(weight, use: use, to: &underBranch[b, default: BarCount(local: 0, uses: [:])])
                if parentOf[b.conditional] == nil {
                    parentOf[b.conditional] = .some(i == 0 ? nil : branches[i - 1])
                    rank[b.conditional] = order.count
                    order.append(b.conditional)
                }
                if !branchesOf[b.conditional, default: []].contains(b.branch) { branchesOf[b.conditional, default: []].append(b.branch) }
            }
            ToolbarContent.add(weight, use: use, to: &own[branches.last, default: BarCount(local: 0, uses: [:])])
            settled = false
        }

        /// Counts every conditional as its largest branch, innermost first.
        private func settle() {
            guard !settled else { return }
            settled = true
            held = own
            largestOf = [:]
            for c in order.reversed() {
                let best = largestBranch(of: c) { self.held[BranchStep(conditional: c, branch: $0)] }
                largestOf[c] = best
                let parent = parentOf[c] ?? nil
                held[parent] = (held[parent] ?? .zero).adding(best)
            }
        }

        /// The largest of a conditional's branches (by local items plus uses of custom types).
        private func largestBranch(of c: Int32, _ value: (Int32) -> BarCount?) -> BarCount {
            var best = BarCount.zero
            for b in branchesOf[c] ?? [] {
                let v = value(b) ?? .zero
                if v.size > best.size { best = v }
            }
            return best
        }

        /// VOCABULARY.md *screen's bar items* with the branches of each `if`/`switch` counted as their largest branch
        /// (only one shows at a time), except the conditionals of `branches`, which count as the item's own branch.
        /// (Custom types' uses are weighed as one item per use when branches are compared.)
        func largest(in branches: [BranchStep]) -> BarCount {
            settle()
            var forced: [Int32: Int32] = [:]
            for b in branches { forced[b.conditional] = b.branch }
            // The conditionals whose count changes: the forced ones and the conditionals around them.
            var changed: Set<Int32> = []
            for b in branches {
                var c: Int32? = b.conditional
                var steps = 0
                while let x = c, steps < 10_000, changed.insert(x).inserted {
                    steps += 1
                    c = (parentOf[x] ?? nil)?.conditional
                }
            }
            // Innermost first; `less` is what each branch (nil: the screen) loses against `held`.
            var less: [BranchStep?: BarCount] = [:]
            for c in changed.sorted(by: { (rank[$0] ?? 0) > (rank[$1] ?? 0) }) {
                guard let before = largestOf[c] else { continue }
                let value: (Int32) -> BarCount? = { b in
                    let s = BranchStep(conditional: c, branch: b)
                    return (self.held[s] ?? .zero).minus(less[s] ?? .zero)
                }
                let after = forced[c].map { value($0) ?? .zero } ?? largestBranch(of: c, value)
                let parent = parentOf[c] ?? nil
                less[parent] = (less[parent] ?? .zero).adding(before.minus(after))
            }
            return (held[nil] ?? .zero).subtracting(less[nil] ?? .zero)
        }

        /// The total without what the other branches of `branches`' conditionals hold.
        func count(in branches: [BranchStep]) -> BarCount {
            var c = total
            for b in branches {
                guard let all = underConditional[b.conditional] else { continue }
                let mine = underBranch[b] ?? BarCount(local: 0, uses: [:])
                c.local -= all.local - mine.local
                for (t, n) in all.uses {
                    let other = n - (mine.uses[t] ?? 0)
                    guard other > 0 else { continue }
                    let left = (c.uses[t] ?? 0) - other
                    c.uses[t] = left > 0 ? left : nil
                }
            }
            return c
        }
    }

    static func add(_ weight: Int, use: String?, to c: inout BarCount) {
        if let t = use { c.uses[t, default: 0] += weight } else { c.local += weight }
    }

    /// The count tables by screen (SwiftUI) and by function (UIKit), built once.
    func countTables() -> (screens: [String: CountTable], functions: [Int32: CountTable]) {
        if let t = countTablesMemo { return t }
        var screens: [String: CountTable] = [:]
        var functions: [Int32: CountTable] = [:]
        for item in items {
            if item.isUIKit {
                for scope in item.sinkScopes {
                    let table = functions[scope] ?? CountTable()
                    functions[scope] = table
                    table.add(item.weight, use: nil, branches: item.branches)
                }
                // (Also in its type's screen, for the counts of a whole screen: `localItemCount`.)
                if case .screen(let s?) = item.owner {
                    let table = screens[s] ?? CountTable()
                    screens[s] = table
                    table.add(item.weight, use: nil, branches: [])
                }
                continue
            }
            guard case .screen(let s?) = item.owner, !item.isCustomView else { continue }
            let table = screens[s] ?? CountTable()
            screens[s] = table
            table.add(item.weight, use: nil, branches: item.branches)
        }
        for (i, u) in useRecords.enumerated() {
            guard case .screen(let s) = u.container else { continue }
            let table = screens[s] ?? CountTable()
            screens[s] = table
            table.add(u.flags.contains(.repeated) ? 2 : 1, use: u.type, branches: useBranches[i])
        }
        countTablesMemo = (screens, functions)
        return (screens, functions)
    }

    /// The *screen's bar items* of an item of this file's own toolbars (owner `.screen`), or nil when the item has no
    /// screen (toolbar content outside any type) or is in a custom type's body (the index counts where it is used).
    /// `largestBranches`: the branches of an `if`/`switch` that does not hold the item count as their largest branch,
    /// not their sum (`frequent-action-priority`: only one branch shows at a time).
    public func barCount(of item: Item, largestBranches: Bool = false) -> BarCount? {
        let tables = countTables()
        if item.isUIKit {
            var best: BarCount?
            for scope in item.sinkScopes {
                guard let t = tables.functions[scope] else { continue }
                let c = largestBranches ? t.largest(in: item.branches) : t.count(in: item.branches)
                if best == nil || c.local > best!.local { best = c }
            }
            return best
        }
        guard case .screen(let s?) = item.owner else { return nil }
        guard let t = tables.screens[s] else { return nil }
        return largestBranches ? t.largest(in: item.branches) : t.count(in: item.branches)
    }
}
