/// VOCABULARY.md *edit-mode control*: `EditButton()`; an item titled Edit, Select, Select All, Deselect All or Remove
/// All; an item whose title or system item switches between Edit and Done; and a Cancel or Done that leaves an
/// editing or selection state — in a branch whose other branch holds an Edit or Select item, or whose condition
/// names `editing`, `selecting`, `selection` or `editMode`, or whose action ends editing.
extension ToolbarContent {
    static let editTitles: [TitleEntry] = ["Edit", "Select", "Select All", "Deselect All", "Remove All"].map { TitleEntry($0) }
    /// What the other branch of a Cancel/Done may hold to make it an edit-mode control.
    static let editOrSelectTitles: [TitleEntry] = ["Edit", "Select", "Select All"].map { TitleEntry($0) }
    static let cancelOrDone: [TitleEntry] = [TitleEntry("Cancel"), TitleEntry("Done")]
    static let editWords: Set<String> = ["editing", "selecting", "selection"]
    /// Words that, with an `editWords` word in one name, name the end of the mode (`endEditing`, `cancelSelection`).
    static let endWords: Set<String> = ["end", "finish", "stop", "exit", "leave", "cancel", "done", "dismiss"]

    /// Whether the item is an *edit-mode control*.
    public func isEditModeControl(_ item: Item) -> Bool {
        if let known = editModeMemo[item.node.id] { return known }
        let answer = computeEditMode(item)
        editModeMemo[item.node.id] = answer
        return answer
    }

    private func computeEditMode(_ item: Item) -> Bool {
        if item.control == "EditButton" || item.control == "editButtonItem" { return true }
        let label = item.label
        if label.titleMatches(ToolbarContent.editTitles) { return true }
        // Switches between Edit and Done (`isEditing ? "Done" : "Edit"`, `isEditing ? .done : .edit`).
        if let t = label.title, !t.alternatives.isEmpty,
           t.alternatives.contains(where: { $0.matches(TitleEntry("Edit")) }),
           t.alternatives.contains(where: { $0.matches(TitleEntry("Done")) }) {
            return true
        }
        if label.systemItems.contains("edit") && label.systemItems.contains("done") { return true }
        return isCancelOrDoneLeavingEditing(item)
    }

    /// A Cancel or Done (by title, role or system item) that leaves an editing or selection state.
    func isCancelOrDoneLeavingEditing(_ item: Item) -> Bool {
        let label = item.label
        let isCancelOrDone = label.titleMatches(ToolbarContent.cancelOrDone)
            || label.role == "cancel" || label.role == "confirm"
            || label.systemItems.contains("cancel") || label.systemItems.contains("done")
        guard isCancelOrDone else { return false }
        return leavesEditing(item)
    }

    /// Whether the item sits where a Cancel or Done would leave editing (its branches, its label's and title's
    /// conditions, its action), whatever its title: for titles declared in another file.
    public func leavesEditing(_ item: Item) -> Bool {
        let label = item.label
        for step in item.branches {
            let conditional = Node(tree: tree, id: step.conditional)
            if ToolbarContent.conditionNamesEditing(conditional) { return true }
            for other in itemsByConditional[step.conditional] ?? [] where other.branch != step.branch {
                let o = other.item
                if o.control == "EditButton" || o.control == "editButtonItem" { return true }
                if o.label.titleMatches(ToolbarContent.editOrSelectTitles) { return true }
            }
        }
        // The conditions inside its label and its title (`label: { if isSelecting { Text("Cancel") } else { … } }`,
        // `Button(isEditing ? "Done" : "Edit")`): the Cancel or Done sits in those branches too.
        if let closure = label.labelClosure, ToolbarContent.holdsEditingConditional(closure) { return true }
        if let title = label.title?.node ?? nil, ToolbarContent.holdsEditingConditional(title) { return true }
        if let action = actionBody(of: item), ToolbarContent.endsEditing(action) { return true }
        return false
    }

    /// Whether an `if` / `switch` / `?:` inside `root` has a condition naming editing (`conditionNamesEditing`).
    static func holdsEditingConditional(_ root: Node) -> Bool {
        var found = false
        var steps = 0
        root.walk { n in
            steps += 1
            if found || steps > 20_000 { return false }
            if n.kind == .ifStmt || n.kind == .switchStmt || n.kind == .ternary, conditionNamesEditing(n) { found = true }
            return !found
        }
        return found
    }

    /// The items in the other branches of the `if` / `switch` / `?:` conditionals the item sits in (what the same
    /// place shows in the other states).
    public func otherBranchItems(of item: Item) -> [Item] {
        var out: [Item] = []
        for step in item.branches {
            for other in itemsByConditional[step.conditional] ?? [] where other.branch != step.branch && other.item !== item {
                out.append(other.item)
            }
        }
        return out
    }

    /// Items by the conditionals they sit in (built once): for "the other branch holds an Edit".
    var itemsByConditional: [Int32: [(branch: Int32, item: Item)]] {
        if let m = itemsByConditionalMemo { return m }
        var out: [Int32: [(branch: Int32, item: Item)]] = [:]
        for item in items + candidates {
            for b in item.branches { out[b.conditional, default: []].append((b.branch, item)) }
        }
        itemsByConditionalMemo = out
        return out
    }

    /// The condition of an `if` (its condition list), a `switch` (its subject) or a `?:` names `editing`,
    /// `selecting`, `selection` (name words) or is `editMode`.
    static func conditionNamesEditing(_ conditional: Node) -> Bool {
        let condition: Node?
        switch conditional.kind {
        case .ifStmt: condition = conditional.child(ofKind: .conditionList)
        case .switchStmt, .ternary: condition = conditional.firstChild
        default: condition = nil
        }
        guard let condition else { return false }
        var found = false
        condition.walk { n in
            if found || n.kind == .closure { return false }
            if n.kind == .identifier || n.kind == .memberAccess, let name = n.name {
                if name == "editMode" || NameWords.containsAny(name, editWords) { found = true }
            }
            return !found
        }
        return found
    }

    /// The code an item runs: a SwiftUI `Button`'s action closure (or the same-type function it names), a UIKit
    /// item's `#selector` method of the same type or its `UIAction` handler.
    func actionBody(of item: Item) -> Node? {
        let node = item.node
        guard node.kind == .call else { return nil }
        var action: Node?
        if item.isUIKit {
            if let a = node.argumentValue("action") {
                action = a
            } else if let p = node.argumentValue("primaryAction"), p.kind == .call {
                action = p.closureArguments.last ?? p.argumentValue("handler")
            }
        } else {
            if let a = node.argumentValue("action") {
                action = a
            } else if node.argument("label") != nil || item.label.title != nil || item.label.isRoleOnly {
                action = node.arguments.first(where: { $0.isTrailingClosure && $0.label == nil })?.firstChild
            }
        }
        guard var a = action?.unparenthesized else { return nil }
        if a.kind == .closure { return a }
        // `#selector(cancelEditing)`, `#selector(Self.cancel(_:))`, `action: finishEditing`.
        if a.kind == .macroExpansion, let inner = a.arguments.first?.firstChild { a = inner.unparenthesized }
        var name: String?
        if a.kind == .identifier { name = a.name } else if a.kind == .memberAccess { name = a.name }
        else if a.kind == .call { name = a.calleeName }
        guard let n = name, let typeName = node.enclosingTypeDecl?.name else { return nil }
        if memberIndex == nil { memberIndex = TypeMemberIndex(declarations: typeDecls) }
        for decl in memberIndex!.declarations(of: typeName) {
            var found: Node?
            decl.memberBlock?.forEachStatement { s in if found == nil, s.kind == .funcDecl, s.name == n { found = s.body } }
            if let f = found { return f }
        }
        return nil
    }

    /// An action that ends editing: sets a name with the word `editing`/`selecting`/`selection` (or `editMode`) to
    /// `false` / `.inactive`, or calls `setEditing(false, …)`.
    static func endsEditing(_ body: Node) -> Bool {
        var found = false
        var steps = 0
        body.walk { n in
            steps += 1
            if found || steps > 20_000 { return false }
            if n.kind == .binary, n.tree.token(n.nameToken, is: "="), let lhs = n.firstChild, let rhs = n.child(1)?.unparenthesized {
                let ends = rhs.kind == .booleanLiteral && n.tree.token(rhs.firstToken, is: "false")
                    || (rhs.kind == .memberAccess && rhs.nameIs("inactive"))
                if ends, let chain = lhs.memberChain,
                   chain.contains(where: { $0 == "editMode" || NameWords.containsAny($0, editWords) }) {
                    found = true
                }
            } else if n.kind == .call, n.calleeIs("setEditing"),
                      let first = n.arguments.first?.firstChild?.unparenthesized, first.kind == .booleanLiteral,
                      n.tree.token(first.firstToken, is: "false") {
                found = true
            } else if n.kind == .identifier || n.kind == .memberAccess, let name = n.name,
                      NameWords.containsAny(name, editWords), NameWords.containsAny(name, endWords) {
                // `endEditing`, `.cancelEditing`, `finishSelecting()` (found on Zotero: `process(action: .endEditing)`).
                found = true
            }
            return !found
        }
        return found
    }
}

/// An item shown only in an editing or selection state (Rules/toolbar-text-only-item.md: a Delete All that exists
/// only while editing is an edit-mode control, like Remove All).
extension ToolbarContent {
    /// Whether the item exists only while editing: it sits in the branch of an `if` / `switch` / `?:` taken while
    /// editing (`if tableView.isEditing { toolbarItems = [deleteAll, …] }`, the `else` of `if !isEditing`), it is
    /// made in a `setEditing(_:animated:)` override, or an `opacity` modifier on it or on a view around it in its
    /// toolbar item hides it outside editing (`.opacity(editMode == .active ? 1 : 0)`).
    public func shownOnlyWhileEditing(_ item: Item) -> Bool {
        for step in item.branches {
            let conditional = Node(tree: tree, id: step.conditional)
            guard conditional.kind == .ifStmt || conditional.kind == .ternary,
                  let condition = conditional.kind == .ifStmt ? conditional.child(ofKind: .conditionList) : conditional.firstChild,
                  let polarity = ToolbarContent.editingPolarity(ofCondition: condition) else { continue }
            if (step.branch == 0 && polarity) || (step.branch == 1 && !polarity && conditional.kind == .ternary) { return true }
            // `if !isEditing { … } else { item }`: the `else` block (not an `else if`).
            if step.branch == 1 && !polarity, conditional.kind == .ifStmt,
               conditional.children.filter({ $0.kind == .codeBlock || $0.kind == .ifStmt }).count == 2,
               conditional.children.last?.kind == .codeBlock {
                return true
            }
        }
        var steps = 0
        for anc in item.node.ancestors {
            steps += 1
            if steps > 400 || anc == item.group { break }
            if anc.kind == .typeDecl || anc.kind == .patternBinding && !item.isUIKit { break }
            if anc.kind == .funcDecl {
                if anc.name == "setEditing" { return true }
                break
            }
            // `Button { … }.opacity(editMode == .active ? 1 : 0)`, `HStack { Button … }.opacity(…)`.
            if !item.isUIKit, anc.kind == .call, anc.isModifierCall, ToolbarContent.hidesOutsideEditing(anc) { return true }
        }
        return item.modifiers.contains { ToolbarContent.hidesOutsideEditing($0) }
    }

    /// `.opacity(c ? 1 : 0)` whose `0` is taken when not editing.
    static func hidesOutsideEditing(_ modifier: Node) -> Bool {
        guard modifier.calleeIs("opacity"), let v = modifier.arguments.first?.firstChild?.unparenthesized,
              v.kind == .ternary, let cond = v.firstChild, let polarity = editingPolarity(cond),
              let hidden = polarity ? v.child(2) : v.child(1) else { return false }
        return hidden.unparenthesized.numericValue == 0
    }

    /// `editingPolarity` of an `if`'s condition list: its conditions are joined by `&&`.
    static func editingPolarity(ofCondition list: Node) -> Bool? {
        guard list.kind == .conditionList else { return editingPolarity(list) }
        for c in list.children where c.kind != .optionalBinding {
            if editingPolarity(c) == true { return true }
        }
        if list.childCount == 1, let c = list.firstChild { return editingPolarity(c) }
        return nil
    }

    /// Whether an expression being true means an editing or selection state is on (`true`: `isEditing`,
    /// `tableView.isEditing && x`, `editMode == .active`, `editMode?.wrappedValue.isEditing == true`) or off
    /// (`false`: `!isEditing`, `editMode == .inactive`); nil when it names no editing state.
    static func editingPolarity(_ expr: Node) -> Bool? {
        let e = expr.unparenthesized
        func namesEditing(_ n: Node) -> Bool {
            guard let chain = n.memberChain else { return false }
            return chain.contains { $0 == "editMode" || NameWords.containsAny($0, editWords) }
        }
        switch e.kind {
        case .identifier, .memberAccess:
            if let chain = e.memberChain, let last = chain.last {
                if NameWords.containsAny(last, editWords) { return true }
                if last == "isEditing" { return true }
            }
            return nil
        case .prefix:
            guard e.tree.token(e.nameToken, is: "!"), let inner = e.firstChild, let p = editingPolarity(inner) else { return nil }
            return !p
        case .binary:
            guard let lhs = e.firstChild, let rhs = e.child(1)?.unparenthesized else { return nil }
            if e.tree.token(e.nameToken, is: "&&") {
                if editingPolarity(lhs) == true || editingPolarity(rhs) == true { return true }
                return nil
            }
            let equal = e.tree.token(e.nameToken, is: "==")
            guard equal || e.tree.token(e.nameToken, is: "!=") else { return nil }
            var value: Bool?
            if rhs.kind == .memberAccess, rhs.childCount == 0, namesEditing(lhs) {
                if rhs.nameIs("active") || rhs.nameIs("transient") { value = true }
                if rhs.nameIs("inactive") { value = false }
            } else if rhs.kind == .booleanLiteral, let p = editingPolarity(lhs) {
                value = e.tree.token(rhs.firstToken, is: "true") ? p : !p
            }
            guard let v = value else { return nil }
            return equal ? v : !v
        default:
            return nil
        }
    }
}
