/// RULES.md *screen's bar items*: how many items share a bar with a toolbar item, for the rules that count
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
    }

    /// The totals of one screen (or UIKit function): per conditional branch and in all.
    final class CountTable {
        var total = BarCount(local: 0, uses: [:])
        /// What each conditional holds in all, and in each of its branches.
        var underConditional: [Int32: BarCount] = [:]
        var underBranch: [BranchStep: BarCount] = [:]

        func add(_ weight: Int, use: String?, branches: [BranchStep]) {
            ToolbarContent.add(weight, use: use, to: &total)
            for b in branches {
                ToolbarContent.add(weight, use: use, to: &underConditional[b.conditional, default: BarCount(local: 0, uses: [:])])
                ToolbarContent.add(weight, use: use, to: &underBranch[b, default: BarCount(local: 0, uses: [:])])
            }
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
    public func barCount(of item: Item) -> BarCount? {
        let tables = countTables()
        if item.isUIKit {
            var best: BarCount?
            for scope in item.sinkScopes {
                guard let c = tables.functions[scope]?.count(in: item.branches) else { continue }
                if best == nil || c.local > best!.local { best = c }
            }
            return best
        }
        guard case .screen(let s?) = item.owner else { return nil }
        return tables.screens[s]?.count(in: item.branches)
    }
}
