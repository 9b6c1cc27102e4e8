/// `toolbar-symbol-without-title` (its doc's *Fix* section), unsafe (the guidance spells no initialiser): a control
/// whose label is only `Image(systemName: "s")` is rewritten with a title and the symbol —
/// `Button { a } label: { Image(systemName: "s") }` / `Button(action: a) { … }` → `Button("X", systemImage: "s") { a }` /
/// `Button("X", systemImage: "s", action: a)`; `Menu { … } label: { … }` → `Menu("X", systemImage: "s") { … }`;
/// `Toggle(isOn: b) { … }` → `Toggle("X", systemImage: "s", isOn: b)`.
///
/// Offered only when the title `X` is known: a string literal, `NSLocalizedString(…)` or `String(localized:…)` given by
/// `.accessibilityLabel(…)` or `.help(…)` on the control or on its image (an outer one stays: redundant but correct),
/// the `Image` has a literal name and no other modifier, and the initialiser exists at the *deployment target*
/// (`Toggle(_:systemImage:isOn:)` needs iOS 17: not offered when the target is unknown or lower). The title is never
/// made from the symbol's name. UIKit items get no edit (`item.title = …` is a statement outside the node).
enum ToolbarSymbolWithoutTitleFix: FixProvider {
    static let ruleID = "toolbar-symbol-without-title"
    static let description = FixDescription(
        classes: [.unsafe],
        summary: "Button/Menu/Toggle with an Image(systemName:) label → Button(\"X\", systemImage:) and the like, X taken from "
            + "the control's .accessibilityLabel or .help; never without a known title.")

    static func fixes(for node: Node, in file: FixContext) -> [Fix] {
        guard node.kind == .call, let name = node.constructedTypeName, ["Button", "Menu", "Toggle"].contains(name),
              let callee = node.firstChild, callee.kind == .identifier else { return [] }
        if let target = file.deploymentTarget, target < OSVersion([name == "Toggle" ? 17 : 14]) { return [] }
        if name == "Toggle" && file.deploymentTarget == nil { return [] }
        // The label closure (`label:`, or the only trailing closure of `Button(action:)` / `Toggle(isOn:)`).
        let args = node.arguments
        let labelArg = args.first { $0.nameIs("label") } ?? (name == "Menu" ? nil : args.last.flatMap {
            $0.isTrailingClosure && (name == "Toggle" || args.contains { $0.nameIs("action") }) ? $0 : nil
        })
        guard let labelArg, let labelClosure = labelArg.firstChild, labelClosure.kind == .closure,
              let block = labelClosure.child(ofKind: .codeBlock), block.children.count == 1,
              let imageStatement = block.children.first else { return [] }
        // `Image(systemName: "s")`, with at most its accessibility label or help.
        var image = imageStatement
        var imageTitle: Node?
        var steps = 0
        while steps < 16, image.kind == .call, let m = image.firstChild, m.kind == .memberAccess, let base = m.firstChild {
            steps += 1
            guard m.nameIs("accessibilityLabel") || m.nameIs("help"), imageTitle == nil else { return [] }
            imageTitle = image.arguments.first?.firstChild
            image = base
        }
        guard image.kind == .call, image.constructedTypeName == "Image", image.arguments.count == 1,
              let symbolArg = image.argument("systemName"), let symbol = symbolArg.firstChild, symbol.kind == .stringLiteral,
              !symbol.flags.contains(.interpolated) else { return [] }
        guard let title = (imageTitle ?? outerTitle(node)).flatMap({ titleText($0, file) }) else { return [] }
        let symbolText = file.text(file.span(symbol))
        let head = "\(name)(\(title), systemImage: \(symbolText)"
        let rest = args.filter { $0 != labelArg }
        var text: String
        switch name {
        case "Button":
            // The action: a trailing closure, or `action:`; an optional `role:` before it.
            let role = rest.first { $0.nameIs("role") }
            guard rest.allSatisfy({ $0.isTrailingClosure || $0.nameIs("action") || $0.nameIs("role") }) else { return [] }
            let roleText = role.flatMap { $0.firstChild }.map { ", role: " + file.text(file.span($0)) } ?? ""
            if let action = rest.first(where: { $0.nameIs("action") })?.firstChild {
                guard rest.filter({ $0.isTrailingClosure }).isEmpty else { return [] }
                text = head + roleText + ", action: " + file.text(file.span(action)) + ")"
            } else {
                let trailing = rest.filter { $0.isTrailingClosure }
                guard trailing.count == 1, let closure = trailing[0].firstChild, closure.kind == .closure else { return [] }
                text = head + roleText + ") " + file.text(file.span(closure))
            }
        case "Menu":
            guard rest.count == 1, let content = rest[0].firstChild, content.kind == .closure,
                  rest[0].isTrailingClosure || rest[0].nameIs("content") else { return [] }
            text = rest[0].isTrailingClosure ? head + ") " + file.text(file.span(content))
                : head + ", content: " + file.text(file.span(content)) + ")"
        default:   // Toggle
            guard rest.count == 1, rest[0].nameIs("isOn"), let binding = rest[0].firstChild else { return [] }
            text = head + ", isOn: " + file.text(file.span(binding)) + ")"
        }
        return file.fix("Give it a title: \(text.count > 80 ? String(text.prefix(77)) + "…" : text)", .unsafe,
                        within: file.span(node), edits: [file.edit(file.span(node), text)]).map { [$0] } ?? []
    }

    /// The argument of an `.accessibilityLabel(…)` / `.help(…)` modifier applied to the control.
    private static func outerTitle(_ control: Node) -> Node? {
        var n = control
        var steps = 0
        while steps < 64, let p = n.parent, p.kind == .memberAccess, p.firstChild == n, let call = p.parent,
              call.kind == .call, call.firstChild == p {
            steps += 1
            if p.nameIs("accessibilityLabel") || p.nameIs("help"), let v = call.arguments.first?.firstChild { return v }
            n = call
        }
        return nil
    }

    /// The title as it can be written as the control's first argument: a string literal (also inside `Text("X")`),
    /// `NSLocalizedString(…)` or `String(localized:…)`.
    private static func titleText(_ value: Node, _ file: FixContext) -> String? {
        let v = value.unparenthesized
        if v.kind == .stringLiteral { return v.flags.contains(.interpolated) ? nil : file.text(file.span(v)) }
        if v.kind == .call, v.constructedTypeName == "Text", v.arguments.count == 1, let s = v.arguments[0].firstChild,
           v.arguments[0].nameToken < 0, s.kind == .stringLiteral, !s.flags.contains(.interpolated) {
            return file.text(file.span(s))
        }
        if v.kind == .call, v.calleeIs("NSLocalizedString") || (v.constructedTypeName == "String" && v.argument("localized") != nil) {
            let text = file.text(file.span(v))
            return text.contains(where: \.isNewline) ? nil : text
        }
        return nil
    }
}
