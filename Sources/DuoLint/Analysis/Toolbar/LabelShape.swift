
/// Classifies the views of a label closure (bounded recursion, 48 levels: label closures are small).
struct LabelShape {
    let resolvers: LabelResolvers?
    var image = false
    var text = false
    var other = false
    var switches = false
    var symbols: [String] = []
    var titles: [Node] = []
    var interpolated: [Node] = []
    var interpolatedTextNodes: [Node] = []
    var formatted: [Node] = []
    var modifierNames: [String] = []

    init(resolvers: LabelResolvers?) { self.resolvers = resolvers }

    var imageOnly: Bool { image && !text }
    var textOnly: Bool { text && !image }

    mutating func classify(_ n: Node, depth: Int) {
        if depth > 48 { other = true; return }
        switch n.kind {
        case .closure:
            if let b = n.child(ofKind: .codeBlock) { classify(b, depth: depth + 1) }
        case .codeBlock:
            for s in n.statements where s.kind != .varDecl { classify(s, depth: depth + 1) }
        case .returnStmt:
            if let c = n.firstChild { classify(c, depth: depth + 1) }
        case .ifStmt:
            var branches: [Node] = []
            var cur: Node? = n
            var hasElse = false
            var guardSteps = 0
            while let c = cur, guardSteps < 1000 {
                guardSteps += 1
                cur = nil
                if let thenBlock = c.child(1) { branches.append(thenBlock) }
                if c.flags.contains(.hasElse), let e = c.child(2) {
                    if e.kind == .ifStmt { cur = e } else { branches.append(e); hasElse = true }
                }
            }
            _ = hasElse
            classifyBranches(branches, depth: depth)
        case .switchStmt:
            let blocks = n.switchCases.compactMap { $0.child(ofKind: .codeBlock) }
            classifyBranches(blocks, depth: depth)
        case .ternary:
            if let a = n.child(1), let b = n.child(2) { classifyBranches([a, b], depth: depth) }
        case .tuple, .postfixIfConfig:
            let inner = n.unparenthesized
            if inner != n { classify(inner, depth: depth + 1) } else { other = true }
        case .call, .identifier, .memberAccess:
            var core = n
            var steps = 0
            while steps < 10_000, core.isModifierCall, let base = core.modifierBase {
                steps += 1
                if let m = core.calleeName { modifierNames.append(m) }
                core = base.unparenthesized
            }
            if core.kind == .memberAccess, SymbolResolver.isImageExpression(core) {
                image = true   // `Image.sideMenu`
                noteSymbol(core)
                return
            }
            guard core.kind == .call, let name = core.constructedTypeName else {
                other = true
                return
            }
            switch name {
            case "Image":
                image = true
                noteSymbol(core)
            case "Text":
                if let first = core.arguments.first, let v = first.firstChild {
                    if LabelShape.isEmptyLiteral(v) { return }   // `Text("")`: no title
                    text = true
                    if v.kind == .stringLiteral {
                        titles.append(v)
                        if v.flags.contains(.interpolated) {
                            interpolated.append(v)
                            interpolatedTextNodes.append(v)
                        }
                    } else if core.argument("format") != nil {
                        formatted.append(core)
                    } else {
                        titles.append(v)
                    }
                } else {
                    text = true
                }
            case "Label":
                if let first = core.arguments.first, first.label == nil, let v = first.firstChild, v.kind != .closure {
                    // `Label("", systemImage:)`: no title.
                    if !LabelShape.isEmptyLiteral(v) {
                        text = true
                        titles.append(v)
                        if v.kind == .stringLiteral, v.flags.contains(.interpolated) { interpolated.append(v) }
                    }
                    // `icon:` — a design system's `Label(_:icon:)` (an SF Symbol key path, an asset): an icon all the same.
                    for a in core.arguments {
                        guard let l = a.label, SymbolResolver.symbolLabels.contains(l), let v = a.firstChild else { continue }
                        image = true
                        // (With the static members of other files that may give the name: Mlem's `.general.toolbarMenu`.)
                        noteSymbol(v)
                    }
                } else if let t = core.argument("title") ?? core.argument("titleKey"), let v = t.firstChild, v.kind != .closure {
                    if !LabelShape.isEmptyLiteral(v) { text = true; titles.append(v) }
                    for c in core.closureArguments { classify(c, depth: depth + 1) }
                } else {
                    for c in core.closureArguments { classify(c, depth: depth + 1) }
                }
            case "HStack", "VStack", "ZStack", "Group", "ViewThatFits":
                for c in core.closureArguments { classify(c, depth: depth + 1) }
            case "AnyView":
                if let v = core.arguments.first?.firstChild { classify(v, depth: depth + 1) }
            case "Spacer", "EmptyView":
                break
            default:
                // A helper view given a symbol (`IconView(systemName: "plus")`, `Icon(image: …)`) shows one; a title
                // argument (`title:`, a leading literal) is its text.
                var symbol = false
                for a in core.arguments where !a.isTrailingClosure {
                    guard let v = a.firstChild else { continue }
                    if let l = a.label, SymbolResolver.symbolLabels.contains(l) || l == "uiImage" {
                        symbol = true
                        if let r = resolvers { symbols += r.symbols.symbolNames(of: v) }
                    } else if SymbolResolver.isImageExpression(v) {
                        symbol = true
                        noteSymbol(v)
                    }
                }
                if symbol {
                    image = true
                    if let t = core.argument("title") ?? core.argument("text"), let v = t.firstChild {
                        text = true
                        titles.append(v)
                    } else if let first = core.arguments.first, first.label == nil, let v = first.firstChild,
                              v.unparenthesized.kind == .stringLiteral, !LabelShape.isEmptyLiteral(v) {
                        text = true
                        titles.append(v)
                    }
                } else {
                    other = true
                }
            }
        default:
            other = true
        }
    }

    var pendingSymbols: [String] = []

    private mutating func noteSymbol(_ v: Node) {
        if let r = resolvers {
            let found = r.symbols.lookup(v)
            symbols += found.names
            pendingSymbols += found.pending
        }
    }

    /// `""` (or only whitespace).
    static func isEmptyLiteral(_ v: Node) -> Bool {
        let n = v.unparenthesized
        guard n.kind == .stringLiteral, let s = n.stringValue else { return false }
        return s.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    private mutating func classifyBranches(_ branches: [Node], depth: Int) {
        var sawImageOnly = false
        var sawTextOnly = false
        for b in branches where !b.tree.isAbsent(b.id) {
            var s = LabelShape(resolvers: resolvers)
            s.classify(b, depth: depth + 1)
            if s.imageOnly && !s.other { sawImageOnly = true }
            if s.textOnly && !s.other { sawTextOnly = true }
            image = image || s.image
            text = text || s.text
            other = other || s.other
            switches = switches || s.switches
            symbols += s.symbols
            pendingSymbols += s.pendingSymbols
            titles += s.titles
            interpolated += s.interpolated
            interpolatedTextNodes += s.interpolatedTextNodes
            formatted += s.formatted
            modifierNames += s.modifierNames
        }
        if sawImageOnly && sawTextOnly { switches = true }
    }
}
