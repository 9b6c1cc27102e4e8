/// Rules/width-breakpoint.md, *value-only branch*: a comparison whose result only picks between two numbers.
/// Every use of it — directly, through names bound to it (data flow) and through a `Bool` parameter it is passed to
/// (*across calls*) — is the condition of a `?:` whose two results are numeric expressions (literals, same-file
/// constants, the compared operands, arithmetic on them), none of them a count (passed to a `count:` or `columns:`
/// argument, used to build `GridItem`s, or bound to a name containing the word `count`, or `column(s)` / `row(s)`
/// with no size word: `rowSpacing` sizes rows, it does not count them — Rules/width-breakpoint.md). Any other use is
/// structural: an `if` / `guard` / `switch` condition, a `?:` between views or layouts, a stored or returned `Bool`.
public final class ValueOnlyBranches: FileAnalysis {
    private let tree: SyntaxTree
    private var parameterMemo: [Int32: Bool] = [:]

    public required init(tree: SyntaxTree) { self.tree = tree }

    /// Whether `comparison` is a value-only branch (`.ifAll` when it is passed to functions other files declare).
    public func isValueOnly(_ comparison: Node, _ ctx: FileContext) -> FlowAnswer {
        // The compared operands: a result computed from them is a number too (`h > 800 ? h / 10 : 16`).
        let dimensions = comparison.kind == .binary && comparison.childCount == 2
            ? comparison.children.map { ValueOnlyBranches.compactText($0) } : []
        return use(comparison, ctx, depth: 0, local: false, dimensions: dimensions)
    }

    /// A node's text without whitespace (two spellings of one operand compare equal).
    static func compactText(_ n: Node) -> String {
        String(n.text.unicodeScalars.filter { !$0.properties.isWhitespace })
    }

    /// Whether every use of the `Bool` parameter `p` in its function is value-only, judging this file only (what a
    /// file exports about its functions).
    public func parameterIsValueOnly(_ p: Node, _ ctx: FileContext) -> Bool {
        parameterUses(p, ctx, depth: 0)
    }

    private func use(_ value: Node, _ ctx: FileContext, depth: Int, local: Bool, dimensions: [String] = []) -> FlowAnswer {
        guard depth <= 6 else { return .no }
        // Up through `( … )`, `!` and the operands of `&&` / `||`.
        var p = value
        for _ in 0..<32 {
            guard let parent = p.parent else { break }
            if let wrapping = p.wrappingParenthesis { p = wrapping; continue }
            if parent.kind == .prefix, parent.tree.token(parent.nameToken, is: "!") { p = parent; continue }
            if parent.kind == .binary, let op = LayoutContext.operatorText(parent), op == "&&" || op == "||" { p = parent; continue }
            break
        }
        guard let x = p.parent else { return .no }
        switch x.kind {
        case .ternary:
            guard x.firstChild == p, let a = x.child(1), let b = x.child(2) else { return .no }
            guard ValueOnlyBranches.isNumeric(a, ctx, dimensions: dimensions),
                  ValueOnlyBranches.isNumeric(b, ctx, dimensions: dimensions),
                  !ValueOnlyBranches.isCount(x) else { return .no }
            return .yes
        case .initializer:
            // `let isWide = size.width > 600` in a function or closure: every use of the name.
            guard let binding = x.parent, binding.kind == .patternBinding, let name = binding.name,
                  let decl = binding.parent, decl.kind == .varDecl, let block = decl.parentSkippingIfConfig,
                  block.kind == .codeBlock, let owner = block.parent, owner.kind != .typeDecl, owner.kind != .sourceFile
            else { return .no }
            var answer = FlowAnswer.yes
            for u in ctx.analysis(NameUses.self).values(named: name, excluding: binding) where u.kind == .identifier {
                answer = answer.and(use(u, ctx, depth: depth + 1, local: local, dimensions: dimensions))
                if answer == .no { break }
            }
            return answer
        case .argument:
            // (Judging one function's parameter alone — `local` — a value passed on to another call is not followed:
            // it counts as structural.)
            guard !local, !x.isTrailingClosure, let call = x.parent, call.kind == .call, call.firstChild != x else { return .no }
            return argument(x, of: call, ctx, depth: depth, local: local)
        default:
            return .no
        }
    }

    /// A comparison passed to a `Bool` parameter: every function the call may reach uses that parameter only as a
    /// value-only condition (this file's callees here, other files' by a `FlowQuery` atom).
    private func argument(_ arg: Node, of call: Node, _ ctx: FileContext, depth: Int, local: Bool) -> FlowAnswer {
        guard depth < CallFlow.maxDepth, let name = call.calleeName else { return .no }
        let flow = ctx.analysis(CallFlow.self)
        let callees = flow.callees(of: call)
        // The argument's label, or its position among the unlabelled ones.
        let label = arg.argumentKey(in: call)
        var answer = FlowAnswer.yes
        for f in callees {
            guard let p = ValueOnlyBranches.parameter(of: f, label: label), p.typeAnnotation?.name == "Bool",
                  parameterUses(p, ctx, depth: depth + 1) else { return .no }
        }
        // `Pill(isCompact: isCompactRow)`: the memberwise initializer of a struct of this file, whose stored property
        // is the parameter.
        var memberwise = 0
        if callees.isEmpty, call.constructsCapitalizedType, let type = call.constructedTypeName,
           let property = ValueOnlyBranches.memberwiseBoolProperty(type, label, ctx) {
            guard propertyUses(property, ctx, depth: depth + 1) else { return .no }
            memberwise = 1
        }
        if local {
            return callees.isEmpty && memberwise == 0 ? .no : answer
        }
        if !callees.isEmpty && callees.allSatisfy({ ContainerSizes.isFilePrivate($0) }) { return answer }
        let function = call.constructsCapitalizedType ? "init" : name
        answer = answer.and(.ifAll([.valueOnlyParameter(function: function, receiver: FlowFactsExport.receiver(of: call, ctx),
                                                        label: label, outside: tree.path,
                                                        localFunctions: callees.count + memberwise)]))
        return answer
    }

    /// The parameter of `function` that takes the argument labelled `label` (`_0`, `_1`, … by position).
    static func parameter(of function: Node, label: String) -> Node? {
        var position = 0
        var found: Node?
        function.forEachChild(ofKind: .parameter) { p in
            guard found == nil else { return }
            let l = p.parameterLabel ?? "_"
            if l == "_" {
                if "_\(position)" == label { found = p }
                position += 1
            } else if l == label {
                found = p
            }
        }
        return found
    }

    /// The stored `Bool` property `label` of a struct `type` of this file that declares no `init` (a memberwise
    /// initializer's parameter).
    static func memberwiseBoolProperty(_ type: String, _ label: String, _ ctx: FileContext) -> Node? {
        var found: Node?
        for decl in ctx.analysis(TypeMemberIndex.self).declarations(of: type) where decl.declKeyword == .struct {
            guard let block = decl.memberBlock else { continue }
            block.forEachStatement { m in
                guard found == nil, m.kind == .varDecl, !m.flags.contains(.isStatic), m.child(ofKind: .attribute) == nil else { return }
                m.forEachChild(ofKind: .patternBinding) { b in
                    guard b.name == label, b.getterBody == nil, b.typeAnnotation?.nameIs("Bool") == true,
                          SizingExemptions.isMemberwiseDefault(b) || (m.flags.contains(.isLet) && b.initializerValue == nil)
                          || (!m.flags.contains(.isLet) && !ValueOnlyBranches.declaresInit(block)) else { return }
                    found = b
                }
            }
        }
        return found
    }

    static func declaresInit(_ block: Node) -> Bool {
        var has = false
        block.forEachStatement { m in if m.kind == .funcDecl, m.nameIs("init") { has = true } }
        return has
    }

    /// Every use of a stored `Bool` property in its type (this file's declarations) is value-only.
    func propertyUses(_ binding: Node, _ ctx: FileContext, depth: Int) -> Bool {
        guard binding.name != nil, let type = binding.enclosingTypeDecl.flatMap(HingeTypeName.of) else { return false }
        if let known = parameterMemo[binding.id] { return known }
        parameterMemo[binding.id] = false
        var ok = true
        // This file's declarations of the type (and its extensions), walked on their tokens: no index of the file.
        let tree = binding.tree
        for decl in ctx.analysis(TypeMemberIndex.self).declarations(of: type) where ok {
            decl.walk { u in
                if !ok { return false }
                guard u.kind == .identifier || u.kind == .memberAccess, tree.tokensEqual(u.nameToken, binding.nameToken) else { return true }
                if u.kind == .identifier, let p = u.parent, p.kind == .memberAccess, p.firstChild == u { return true }
                if u.kind == .memberAccess, !(u.firstChild?.nameIs("self") ?? false) { return true }
                if use(u, ctx, depth: depth + 1, local: true) != .yes { ok = false }
                return true
            }
        }
        parameterMemo[binding.id] = ok
        return ok
    }

    /// Every use of a `Bool` parameter in its function's body is value-only (judged in this file).
    private func parameterUses(_ p: Node, _ ctx: FileContext, depth: Int) -> Bool {
        if let known = parameterMemo[p.id] { return known }
        parameterMemo[p.id] = false   // (a recursive call through the same parameter: structural)
        guard let function = CallFlow.function(of: p), let body = function.body, p.nameToken >= 0 else { return false }
        let tree = p.tree
        var ok = true
        body.walk { n in
            if !ok { return false }
            // (A closure or nested function that binds the same name hides the parameter.)
            if (n.kind == .closure && n.closureParameterNames.contains(where: { $0 == p.name })) || n.kind == .funcDecl { return false }
            if n.kind == .identifier, tree.tokensEqual(n.nameToken, p.nameToken) {
                if use(n, ctx, depth: depth + 1, local: true) != .yes { ok = false }
            }
            return true
        }
        parameterMemo[p.id] = ok
        return ok
    }

    /// Literals, same-file constants (also a `let` of the enclosing type that another type of the file declares too),
    /// the compared operands themselves (`dimensions`, compact texts: `proxy.size.height > 800 ? proxy.size.height / 10
    /// : 16` picks a spacing from the height), and arithmetic on them (signs, parentheses, `CGFloat(…)` included).
    static func isNumeric(_ e: Node, _ ctx: FileContext, dimensions: [String] = []) -> Bool {
        let constants = ctx.analysis(FileConstants.self)
        var stack = [e]
        var budget = 64
        while let top = stack.popLast() {
            budget -= 1
            if budget < 0 { return false }
            let n = top.unparenthesized
            if LayoutContext.literalValue(n, constants) != nil { continue }
            if n.kind == .memberAccess || n.kind == .identifier, !dimensions.isEmpty,
               dimensions.contains(ValueOnlyBranches.compactText(n)) { continue }
            if n.kind == .identifier || n.kind == .memberAccess,
               let (v, _) = ctx.analysis(NameResolution.self).values.value(of: n, sources: [.staticLets, .constants]),
               v.numericValue != nil {
                continue
            }
            switch n.kind {
            case .prefix:
                guard n.tree.token(n.nameToken, is: "-"), let o = n.firstChild else { return false }
                stack.append(o)
            case .binary:
                guard let op = LayoutContext.operatorText(n), LayoutContext.arithmeticOperators.contains(op),
                      let a = n.child(0), let b = n.child(1) else { return false }
                stack.append(a)
                stack.append(b)
            case .ternary:
                // Narrowed on the session-10 reading (ownCloud's logo: `h < 800 ? (h < 600 ? 48 : 96) : 128`): a `?:`
                // between numbers is a number (its own condition is judged where it is).
                guard n.childCount == 3, let a = n.child(1), let b = n.child(2) else { return false }
                stack.append(a)
                stack.append(b)
            default:
                return false
            }
        }
        return true
    }

    /// A name with a count word, unless the word is `column(s)` / `row(s)` and a size word sizes them
    /// (`pillRowSpacing`, `rowHeight`, `columnWidth`: `LayoutChoices.sizeWords`); `count` always counts.
    static func isCountName(_ name: String) -> Bool {
        let words = NameWords.split(name)
        return words.contains("count") || LayoutChoices.isCountName(name)
    }

    /// The `?:` gives a count: passed to `count:` / `columns:`, inside a `GridItem(…)`, or bound or assigned to a
    /// name with a count word.
    static func isCount(_ ternary: Node) -> Bool {
        let q = LayoutFrames.valuePosition(of: ternary)
        if let parent = q.parent {
            switch parent.kind {
            case .argument:
                if let label = parent.name, isCountName(label) { return true }
            case .initializer:
                if let name = parent.parent?.name, isCountName(name) { return true }
            case .binary:
                if parent.tree.token(parent.nameToken, is: "="), parent.child(1) == q, let last = parent.firstChild?.memberChain?.last,
                   isCountName(last) { return true }
            default:
                break
            }
        }
        for a in ternary.ancestors {
            switch a.kind {
            case .call:
                if a.calleeIs("GridItem") { return true }
            case .codeBlock, .closure, .funcDecl, .typeDecl:
                return false
            default:
                break
            }
        }
        return false
    }
}
