import DuoLintSyntax

/// Rules/left-items-supplement-back-button.md: left items set to the result of a bar-item method
/// (`navigationItem.setLeftBarButtonItems(_toolbarDecorator?.getLeftBarButtonItems(), animated: true)`) set a left
/// item only when some implementation of the method returns one. Each file records its calls (`ToolbarFacts.
/// leftItemCalls`) and its bar-item methods (`NavigationRootFacts.barItemMethods`); the query asks whether every
/// implementation the call can reach returns only `nil` or `[]` (*data flow* across calls, one call deep: a method
/// that returns another call's result may return items).
public struct LeftItemsCall: Sendable, Hashable {
    /// The `navigationItem` chain the items are set on (`ToolbarContent.receiverKey`).
    public var receiver: String
    /// The declared type of the call's receiver (`_toolbarDecorator: EntryFinderToolbarDecorator?` →
    /// `EntryFinderToolbarDecorator`); the enclosing type for `m()` / `self.m()`; "" when not known (any type's `m`).
    public var calleeType: String
    /// The method called.
    public var method: String
    /// `m()` / `self.m()`: a free function of that name answers too.
    public var unqualified: Bool

    /// The call whose result `value` is, when the value is only that (`x?.m()`, `x?.m() ?? []`, `self.m()`, `m()`):
    /// not a construction (`UIBarButtonItem(…)`, `[…]`). `sink` is the assignment or call that sets the items.
    static func of(_ value: Node, in sink: Node) -> LeftItemsCall? {
        var e = value.unparenthesized
        if e.kind == .binary, sink.tree.token(e.nameToken, is: "??"), let l = e.child(0), let r = e.child(1)?.unparenthesized,
           isNothing(r) {
            e = l.unparenthesized
        }
        var steps = 0
        while steps < 8, e.kind == .optionalChain || e.kind == .forceUnwrap, let c = e.firstChild {
            steps += 1
            e = c
        }
        guard e.kind == .call, let callee = e.firstChild, let method = callee.name,
              method.first?.isLowercase == true else { return nil }
        let type = sink.enclosingTypeDecl.flatMap { HingeTypeName.of($0) } ?? ""
        switch callee.kind {
        case .identifier:
            return LeftItemsCall(receiver: "", calleeType: type, method: method, unqualified: true)
        case .memberAccess:
            guard var base = callee.firstChild else { return nil }
            steps = 0
            while steps < 8, base.kind == .optionalChain || base.kind == .forceUnwrap, let c = base.firstChild {
                steps += 1
                base = c
            }
            guard let chain = base.memberChain else { return nil }
            if chain == ["self"] { return LeftItemsCall(receiver: "", calleeType: type, method: method, unqualified: true) }
            let property: String
            if chain.count == 1 { property = chain[0] } else if chain.count == 2 && chain[0] == "self" { property = chain[1] } else {
                return LeftItemsCall(receiver: "", calleeType: "", method: method, unqualified: false)
            }
            return LeftItemsCall(receiver: "", calleeType: declaredType(of: property, at: sink) ?? "", method: method, unqualified: false)
        default:
            return nil
        }
    }

    /// `nil` or `[]`.
    static func isNothing(_ e: Node) -> Bool {
        let v = e.unparenthesized
        return v.kind == .nilLiteral || (v.kind == .arrayLiteral && v.childCount == 0)
    }

    /// The declared type (its name, `?` / `!` dropped) of the stored property `name` of the type around `site`, as
    /// written in that declaration (not an extension's); nil when a local or parameter of the function shadows it
    /// or it is not found.
    static func declaredType(of name: String, at site: Node) -> String? {
        for a in site.ancestors {
            switch a.kind {
            case .funcDecl:
                var shadowed = false
                a.forEachChild(ofKind: .parameter) { p in if p.name == name { shadowed = true } }
                if shadowed { return nil }
            case .codeBlock:
                if a.parent?.kind == .typeDecl { continue }   // the member block: the type's own properties
                var shadowed = false
                a.forEachStatement { s in
                    guard !shadowed, s.kind == .varDecl, s.startOffset < site.startOffset else { return }
                    s.forEachChild(ofKind: .patternBinding) { b in if b.name == name { shadowed = true } }
                }
                if shadowed { return nil }
            case .typeDecl:
                guard let block = a.memberBlock else { return nil }
                var found: String?
                block.forEachStatement { m in
                    guard m.kind == .varDecl, found == nil else { return }
                    m.forEachChild(ofKind: .patternBinding) { b in if b.name == name { found = b.typeAnnotation?.name } }
                }
                return found
            default:
                break
            }
        }
        return nil
    }
}

/// A method (or free function) declared with a return type that names `UIBarButtonItem`, with a body.
public struct BarItemMethod: Sendable, Hashable {
    public var method: String
    /// The declaring type, or the extended type of an extension; "" at file level.
    public var declaringType: String
    /// The declaration's inheritance clause (the protocols it implements the method for).
    public var inherited: [String]
    /// Declared in an extension with no inheritance clause (it may complete a conformance declared elsewhere).
    public var inPlainExtension: Bool
    /// `override func`: it may implement any protocol its superclass conforms to.
    public var isOverride: Bool
    /// Every value it returns is `nil` or `[]` (and it returns at least one).
    public var returnsNothing: Bool
}

enum LeftItemMethods {
    /// The file's bar-item methods.
    static func facts(_ tree: SyntaxTree) -> [BarItemMethod] {
        var out: [BarItemMethod] = []
        for raw in tree.nodes.indices where tree.nodes[raw].kind == .funcDecl && !tree.isAbsent(Int32(raw)) {
            let f = Node(tree: tree, id: Int32(raw))
            guard let name = f.name, f.body != nil,
                  let returned = f.children.last(where: { $0.kind == .typeRef }), returned.text.contains("UIBarButtonItem") else { continue }
            let decl = f.enclosingTypeDecl
            let inherited = decl?.inheritedTypeNames ?? []
            out.append(BarItemMethod(method: name, declaringType: decl.flatMap { HingeTypeName.of($0) } ?? "",
                                     inherited: inherited,
                                     inPlainExtension: decl?.declKeyword == .extension && inherited.isEmpty,
                                     isOverride: FlowFactsExport.isOverride(f), returnsNothing: returnsNothing(f)))
        }
        return out
    }

    /// Every value the function returns (not those of nested closures or functions) is `nil` or `[]`, and there is
    /// one; a single-expression body counts as its value. An `if` / `switch` expression or anything else may return
    /// items.
    static func returnsNothing(_ f: Node) -> Bool {
        guard let body = f.body else { return false }
        let statements = body.statements
        if statements.count == 1, let only = statements.first, only.kind != .returnStmt, only.kind != .varDecl,
           only.kind != .switchStmt, only.kind != .ifStmt, only.kind != .guardStmt {
            return LeftItemsCall.isNothing(only)
        }
        var values = 0
        var nothing = true
        body.walk { n in
            if !nothing { return false }
            if n.kind == .closure || n.kind == .funcDecl || n.kind == .typeDecl { return false }
            if n.kind == .returnStmt {
                values += 1
                if let v = n.firstChild, LeftItemsCall.isNothing(v) { return false }
                nothing = false
                return false
            }
            return true
        }
        return nothing && values > 0
    }

    /// Whether every implementation of `call.method` that the call can reach, among `methods`, returns only `nil` /
    /// `[]`, and there is one: a method of the callee's declared type or of a type that lists it (a protocol's
    /// implementations, its extensions), an `override` or one in an extension with no inheritance clause (they may
    /// implement it too), and for an unqualified call a free function; every method of that name when the callee's
    /// type is not known.
    static func setsNothing(_ call: LeftItemsCall, _ methods: [BarItemMethod]) -> Bool {
        var reached = 0
        for m in methods where m.method == call.method {
            let answers: Bool
            if call.calleeType.isEmpty {
                answers = true
            } else {
                answers = m.declaringType == call.calleeType || m.inherited.contains(call.calleeType) || m.isOverride
                    || m.inPlainExtension || (call.unqualified && m.declaringType.isEmpty)
            }
            guard answers else { continue }
            if !m.returnsNothing { return false }
            reached += 1
        }
        return reached > 0
    }
}
