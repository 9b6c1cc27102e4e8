/// What the placement fixes share (Rules/close-button-placement.md and Rules/prominent-action-placement.md): the
/// finding's own node is the `ToolbarItem(…)` call carrying the placement together with its content, which must hold
/// only the reported button (its modifiers allowed), written inside the item (not in a custom type).
enum ToolbarItemPlacementEdit {
    /// How the item's placement is written.
    enum Written {
        /// `placement: .name` (or `ToolbarItemPlacement.name`): the value node and the member's name.
        case member(Node, String)
        /// No `placement:` argument.
        case none
        /// Through a name, a call, anything else.
        case other
    }

    /// The `ToolbarItem` call whose content is only `control` (a `Button(…)` call), with its modifiers.
    static func item(holding control: Node) -> Node? {
        // The statement: the control with its modifiers.
        var statement = control
        var steps = 0
        while steps < 1_000, let p = statement.parent, p.kind == .memberAccess, p.firstChild == statement,
              let call = p.parent, call.kind == .call, call.firstChild == p {
            steps += 1
            statement = call
        }
        guard let block = statement.parent, block.kind == .codeBlock, block.children.count == 1,
              let closure = block.parent, closure.kind == .closure, let argument = closure.parent, argument.kind == .argument,
              argument.isTrailingClosure || argument.nameIs("content"),
              let item = argument.parent, item.kind == .call, item.constructedTypeName == "ToolbarItem",
              let callee = item.firstChild, callee.kind == .identifier else { return nil }
        return item
    }

    static func placement(of item: Node) -> Written {
        guard let value = item.argumentValue("placement")?.unparenthesized else { return .none }
        guard value.kind == .memberAccess, let name = value.name else { return .other }
        if let base = value.firstChild, !(base.kind == .identifier && base.nameIs("ToolbarItemPlacement")) { return .other }
        return .member(value, name)
    }

    /// The fix that writes `placement: .<to>` on the item: the value replaced, or the argument added.
    static func fix(_ item: Node, to: String, _ safety: FixSafety, _ file: FixContext) -> Fix? {
        let title = "Place it at `.\(to)`"
        let own = file.span(item)
        switch placement(of: item) {
        case .member(let value, _):
            return file.fix(title, safety, within: own, edits: [file.edit(file.span(value), "." + to)])
        case .other:
            return nil
        case .none:
            guard let callee = item.firstChild else { return nil }
            let tokens = file.tree.tokens
            let afterCallee = callee.lastToken + 1
            let labelled = item.arguments.filter { !$0.isTrailingClosure }
            guard Int(afterCallee) < tokens.count, tokens[Int(afterCallee)].kind == .leftParen else {
                // `ToolbarItem { … }`
                let at = callee.endOffset
                return file.fix(title, safety, within: own, edits: [file.edit(at..<at, "(placement: .\(to))")])
            }
            if let id = labelled.first(where: { $0.nameIs("id") }) {
                return file.fix(title, safety, within: own, edits: [file.edit(id.endOffset..<id.endOffset, ", placement: .\(to)")])
            }
            if let first = labelled.first {
                return file.fix(title, safety, within: own, edits: [file.edit(first.startOffset..<first.startOffset, "placement: .\(to), ")])
            }
            let at = tokens[Int(afterCallee)].end
            return file.fix(title, safety, within: own, edits: [file.edit(at..<at, "placement: .\(to)")])
        }
    }
}

/// `close-button-placement` (Rules/close-button-placement.md, Fix): the item holding only this Close/Cancel/Back button moves
/// to `.cancellationAction`. Safe from `.topBarLeading` / `.navigationBarLeading` (it stays on the leading side);
/// unsafe from a trailing placement, `.primaryAction`, `.automatic`, `.bottomBar` or none (`ToolbarItem { … }`): the
/// item moves to the leading side on every horizontal bar. No edit in a `ToolbarItemGroup` with other items, in
/// `.navigationBarItems(…)`, for a placement through a name, or in UIKit.
enum CloseButtonPlacementFix: FixProvider {
    static let ruleID = "close-button-placement"
    static let description = FixDescription(
        classes: [.safe, .unsafe],
        summary: "ToolbarItem(placement: .topBarLeading/.navigationBarLeading) → .cancellationAction (safe); from a trailing, "
            + ".primaryAction, .automatic or .bottomBar placement, or none (unsafe).")

    static let leading: Set<String> = ["topBarLeading", "navigationBarLeading"]
    static let others: Set<String> = ["topBarTrailing", "navigationBarTrailing", "primaryAction", "automatic", "bottomBar"]

    static func fixes(for node: Node, in file: FixContext) -> [Fix] {
        guard let item = ToolbarItemPlacementEdit.item(holding: node) else { return [] }
        let safety: FixSafety
        switch ToolbarItemPlacementEdit.placement(of: item) {
        case .member(_, let name) where leading.contains(name): safety = .safe
        case .member(_, let name) where others.contains(name): safety = .unsafe
        case .none: safety = .unsafe
        default: return []
        }
        return ToolbarItemPlacementEdit.fix(item, to: "cancellationAction", safety, file).map { [$0] } ?? []
    }
}

/// `prominent-action-placement` (Rules/prominent-action-placement.md, Fix): the item holding only this prominent button moves to
/// `.topBarPinnedTrailing`. Safe from `.topBarTrailing` / `.navigationBarTrailing` when the file's *deployment target*
/// is iOS 27.1 or later (the release iPhone Duo ships with, and the SDK its bars need: the guidance gives no earlier
/// version for the placement); unsafe when the deployment target is unknown, or from `.primaryAction` or no placement.
/// A target known to be below 27.1 gets no edit (it would not compile without `if #available`), nor do Done/Save at a
/// leading placement, UIKit items or placements through a name.
enum ProminentActionPlacementFix: FixProvider {
    static let ruleID = "prominent-action-placement"
    static let description = FixDescription(
        classes: [.safe, .unsafe],
        summary: "ToolbarItem(placement: .topBarTrailing/.navigationBarTrailing) → .topBarPinnedTrailing, safe with a deployment "
            + "target of iOS 27.1 or later; unsafe when it is unknown, or from .primaryAction or no placement.")

    static let trailing: Set<String> = ["topBarTrailing", "navigationBarTrailing"]
    static let floor = OSVersion([27, 1])

    static func fixes(for node: Node, in file: FixContext) -> [Fix] {
        if let target = file.deploymentTarget, target < floor { return [] }
        guard let item = ToolbarItemPlacementEdit.item(holding: node) else { return [] }
        let known = file.deploymentTarget != nil
        let safety: FixSafety
        switch ToolbarItemPlacementEdit.placement(of: item) {
        case .member(_, let name) where trailing.contains(name): safety = known ? .safe : .unsafe
        case .member(_, let name) where name == "primaryAction": safety = .unsafe
        case .none: safety = .unsafe
        default: return []
        }
        return ToolbarItemPlacementEdit.fix(item, to: "topBarPinnedTrailing", safety, file).map { [$0] } ?? []
    }
}
