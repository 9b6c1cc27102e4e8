/// UIKit bar items (VOCABULARY.md *toolbar content*: `UIBarButtonItem`s put into bars, through names and properties).
extension ToolbarContent {
    // MARK: UIKit

    /// One value on its way to a bar: what it is, the group it is in, how far it came.
    struct UIKitWork {
        var expr: Node
        var group: Node?
        var depth: Int
        var aliases: [UIKitFlow.Alias]
        /// Calls followed into their function's `return` (VOCABULARY.md *across calls*: at most 3).
        var calls: Int = 0
        /// Made by a `map` / `compactMap` / `flatMap` over data: stands for several items.
        var repeated = false
    }

    static let maxCallDepth = 3

    func collectUIKit(_ value: Node, from sink: Node, destination: String, flow: UIKitFlow, group: Node?) {
        var work: [UIKitWork] = [UIKitWork(expr: value, group: group, depth: 0, aliases: [])]
        var visited: Set<Int32> = []
        var visitedAliases: Set<UIKitFlow.Alias> = []
        var followedFunctions: Set<Int32> = []
        let typeName = sink.enclosingTypeDecl?.name
        let sinkScope = sink.enclosingScope?.id ?? -1
        var steps = 0
        while let w = work.popLast() {
            steps += 1
            if steps > 100_000 { return }
            if w.depth > 24 { continue }
            let expr = w.expr.unparenthesized
            if tree.isAbsent(expr.id) { continue }
            func push(_ e: Node, group: Node? = w.group, aliases: [UIKitFlow.Alias]? = nil, calls: Int? = nil,
                      repeated: Bool? = nil) {
                work.append(UIKitWork(expr: e, group: group, depth: w.depth + 1, aliases: aliases ?? w.aliases,
                                      calls: calls ?? w.calls, repeated: repeated ?? w.repeated))
            }
            switch expr.kind {
            case .arrayLiteral:
                for e in expr.children.reversed() { push(e) }
            case .ternary:
                if let a = expr.child(1), let b = expr.child(2) {
                    push(b)
                    push(a)
                }
            case .ifStmt, .switchStmt:
                for v in TitleResolver.branchValues(of: expr).reversed() { push(v) }
            case .binary:
                if tree.token(expr.nameToken, is: "+") || tree.token(expr.nameToken, is: "??") {
                    for c in expr.children.reversed() { push(c) }
                }
            case .forceUnwrap, .optionalChain, .tryExpr, .awaitExpr, .cast:
                if let c = expr.firstChild { push(c) }
            case .identifier, .memberAccess:
                guard !visited.contains(expr.id) || w.depth == 0 else { continue }
                visited.insert(expr.id)
                if expr.kind == .memberAccess, expr.childCount == 0 { continue }   // `.fixedSpace` without a call
                let name: String?
                if expr.kind == .identifier {
                    name = expr.name
                } else if let base = expr.firstChild, base.kind == .identifier, base.nameIs("self") {
                    name = expr.name
                } else {
                    name = nil
                }
                guard let n = name, n != "self" else { continue }
                let resolved = flow.resolve(name: n, at: expr, typeName: typeName)
                // Each name is followed once per collection (`a = a + [x]` repeated must stay linear).
                if !resolved.values.isEmpty {
                    if visitedAliases.contains(resolved.alias) { continue }
                    visitedAliases.insert(resolved.alias)
                }
                if resolved.values.isEmpty {
                    if n == "editButtonItem" {
                        addUIKitItem(expr, control: "editButtonItem", destination: destination, group: w.group,
                                     typeName: typeName, aliases: w.aliases, flow: flow, sink: sink,
                                     sinkScope: sinkScope, repeated: w.repeated)
                    }
                    continue
                }
                for v in resolved.values.reversed() { push(v, aliases: w.aliases + [resolved.alias]) }
            case .call:
                guard let callee = expr.firstChild else { continue }
                let typeCtor = expr.constructedTypeName
                // `.init(title:…)` where the context makes it a bar button item (VOCABULARY.md *toolbar content*): an
                // item, or a group when it is given `barButtonItems:`.
                let implicitInit = callee.kind == .memberAccess && callee.childCount == 0 && callee.nameIs("init")
                let isGroup = typeCtor == "UIBarButtonItemGroup" || (implicitInit && expr.argument("barButtonItems") != nil)
                if typeCtor == "UIBarButtonItem" || (implicitInit && !isGroup) {
                    if let sys = (expr.argumentValue("barButtonSystemItem") ?? expr.argumentValue("systemItem"))?.memberChain?.last,
                       sys == "fixedSpace" || sys == "flexibleSpace" {
                        addUIKitSpacer(expr)
                        continue
                    }
                    addUIKitItem(expr, control: "UIBarButtonItem", destination: destination, group: w.group,
                                 typeName: typeName, aliases: w.aliases, flow: flow, sink: sink,
                                 sinkScope: sinkScope, repeated: w.repeated)
                    continue
                }
                if isGroup {
                    seen.insert(expr.id)
                    for a in expr.arguments where a.nameIs("barButtonItems") {
                        if let v = a.firstChild { push(v, group: expr) }
                    }
                    continue
                }
                if callee.kind == .closure {
                    // `{ … }()`: a closure-built item
                    for v in UIKitFlow.returnedValues(of: callee) { push(v) }
                    continue
                }
                if callee.kind == .memberAccess, let cname = callee.name {
                    let base = callee.firstChild
                    let baseIsBarType = base == nil || (base?.kind == .identifier && (base!.nameIs("UIBarButtonItem") || base!.nameIs("UIBarButtonItemGroup")))
                    switch cname {
                    case "fixedSpace", "flexibleSpace":
                        if baseIsBarType { addUIKitSpacer(expr) }
                        continue
                    case "fixedGroup", "movableGroup", "optionalGroup":
                        if baseIsBarType {
                            seen.insert(expr.id)
                            if let v = expr.argumentValue("items") { push(v, group: expr) }
                        }
                        continue
                    case "creatingFixedGroup", "creatingMovableGroup", "creatingOptionalGroup":
                        if let b = base { push(b, group: expr) }
                        continue
                    case "filter", "reversed", "sorted", "prefix", "suffix", "dropFirst", "dropLast":
                        if let b = base { push(b) }
                        continue
                    case "compactMap", "map", "flatMap":
                        if let b = base { push(b) }
                        // The items a closure makes from the data (`actions.map { UIBarButtonItem(…) }`).
                        if let c = expr.closureArguments.last {
                            for v in UIKitFlow.returnedValues(of: c) { push(v, repeated: true) }
                        }
                        continue
                    default:
                        break
                    }
                }
                // A function whose result is assigned here (VOCABULARY.md *across calls*: a nested function, a method
                // of the same type, a free function of the file; at most 3 calls deep, never looping).
                guard w.calls < ToolbarContent.maxCallDepth else { continue }
                for fn in flow.functions(calledBy: expr, typeName: typeName) where !followedFunctions.contains(fn.id) {
                    followedFunctions.insert(fn.id)
                    for v in UIKitFlow.returnedValues(ofFunction: fn) { push(v, calls: w.calls + 1) }
                }
            default:
                break
            }
        }
    }

    func addUIKitSpacer(_ expr: Node) {
        if seen.contains(expr.id) { return }
        seen.insert(expr.id)
        spacers.append(expr)
    }

    func addUIKitItem(_ node: Node, control: String, destination: String, group: Node?, typeName: String?,
                      aliases: [UIKitFlow.Alias], flow: UIKitFlow, sink: Node, sinkScope: Int32, repeated: Bool) {
        if let existing = uiKitItems[node.id] {
            existing.destinations.insert(destination)
            if !existing.sinkScopes.contains(sinkScope) { existing.sinkScopes.append(sinkScope) }
            // The same creation reached through other names (a factory's item, also bound to a property that gets
            // `.menu =` / `.image =`: Aidoku's `moreBarButton = makeBarButton(…)`): their assignments configure it too.
            for a in aliases where !existing.aliasesSeen.contains(a) {
                existing.aliasesSeen.insert(a)
                for (property, values) in flow.assignments(of: a) {
                    existing.configuredProperties.insert(property)
                    existing.configuredValues[property, default: []] += values
                }
            }
            return
        }
        seen.insert(node.id)
        var configured: Set<String> = []
        var configuredValues: [String: [Node]] = [:]
        var allAliases = aliases
        if let binding = UIKitFlow.directBinding(of: node) { allAliases.append(binding) }
        for a in allAliases {
            for (property, values) in flow.assignments(of: a) {
                configured.insert(property)
                configuredValues[property, default: []] += values
            }
        }
        let item = Item(node: node, control: control, isUIKit: true, placement: .none, group: group,
                        inGroup: group != nil, repeated: repeated, enclosingType: typeName, modifiers: [],
                        owner: .screen(typeName), branches: ToolbarContent.uiKitBranches(node, sink),
                        destinations: [destination], configuredProperties: configured, resolvers: resolvers)
        item.configuredValues = configuredValues
        item.aliasesSeen = Set(allAliases)
        item.sinkScopes = [sinkScope]
        uiKitItems[node.id] = item
        items.append(item)
    }

    /// Whether a statement holds a `return` (not in a closure, nested function or type).
    static func mayReturn(_ st: Node) -> Bool {
        if st.kind == .returnStmt { return false }   // (the statement itself: handled as "returns after")
        var found = false
        var steps = 0
        st.walk { n in
            steps += 1
            if found || steps > 5_000 { return false }
            if n.kind == .closure || n.kind == .funcDecl || n.kind == .typeDecl { return false }
            if n.kind == .returnStmt { found = true }
            return !found
        }
        return found
    }

    /// The `if` / `switch` / `?:` branches around a UIKit item's creation and around the assignment that puts it
    /// into a bar, each within its function (outermost first, the creation's after the assignment's).
    static func uiKitBranches(_ node: Node, _ sink: Node) -> [BranchStep] {
        var out: [BranchStep] = []
        for start in [sink, node] {
            var steps: [BranchStep] = []
            var child = start
            var count = 0
            var returning = false
            for anc in start.ancestors {
                count += 1
                if count > 10_000 { break }
                if UIKitFlow.isScope(anc) || anc.kind == .typeDecl { break }
                switch anc.kind {
                case .ifStmt:
                    var index: Int32 = 0
                    for c in anc.children where c.kind == .codeBlock || c.kind == .ifStmt {
                        if c == child { steps.append(BranchStep(conditional: anc.id, branch: index)) }
                        index += 1
                    }
                case .switchCase:
                    if let sw = anc.parent, sw.kind == .switchStmt, let i = sw.switchCases.firstIndex(of: anc) {
                        steps.append(BranchStep(conditional: sw.id, branch: Int32(i)))
                    }
                case .ternary:
                    if anc.child(1) == child { steps.append(BranchStep(conditional: anc.id, branch: 0)) }
                    if anc.child(2) == child { steps.append(BranchStep(conditional: anc.id, branch: 1)) }
                case .codeBlock:
                    // An early `return`: what comes after a statement that returns on some path is the other branch
                    // of that statement (`if case .error = state { …; return }` then the normal items).
                    var before = true
                    anc.forEachStatement { st in
                        if st == child { before = false; return }
                        if before {
                            if ToolbarContent.mayReturn(st) { steps.append(BranchStep(conditional: st.id, branch: 1)) }
                        } else if st.kind == .returnStmt {
                            returning = true
                        }
                    }
                    // On a path that returns: it never runs with what follows the statements that hold it.
                    if returning { steps.append(BranchStep(conditional: child.id, branch: 0)) }
                default:
                    break
                }
                child = anc
            }
            for step in steps.reversed() where !out.contains(step) { out.append(step) }
        }
        return out
    }
}

// MARK: - Data flow for UIKit bar items

/// Follows names within one function (and its closures) and the same type's properties.
final class UIKitFlow {
    struct Alias: Hashable {
        var name: String
        /// A scope node (function, closure, accessor, getter) or -1 for a property of `typeName`.
        var scope: Int32
        var typeName: String?
    }

    let tree: SyntaxTree
    var scopeCache: [Int32: ScopeFacts] = [:]
    var typeCache: [String: ScopeFacts] = [:]
    /// Type declarations (and extensions) by name, in source order: built once, so looking up each of many type
    /// names does not rescan every node of the file (that was quadratic in the file's size).
    lazy var typeDeclsByName: [String: [Int32]] = {
        var map: [String: [Int32]] = [:]
        for raw in tree.nodes.indices where tree.nodes[raw].kind == .typeDecl && !tree.isAbsent(Int32(raw)) {
            if let name = Node(tree: tree, id: Int32(raw)).name { map[name, default: []].append(Int32(raw)) }
        }
        return map
    }()

    struct ScopeFacts {
        var values: [String: [Node]] = [:]
        /// name → property → the values assigned to it (`item.title = …`).
        var assigned: [String: [String: [Node]]] = [:]
        var mentionsAssistantGroups = false
    }

    init(tree: SyntaxTree) { self.tree = tree }

    static func isScope(_ n: Node) -> Bool {
        switch n.kind {
        case .funcDecl, .closure, .accessor: return true
        case .patternBinding: return n.getterBody != nil
        default: return false
        }
    }

    /// The values a name may hold at `use`: local bindings and assignments in the nearest enclosing scope that
    /// declares it, else the same type's property of that name.
    func resolve(name: String, at use: Node, typeName: String?) -> (values: [Node], alias: Alias) {
        for anc in use.ancestors {
            if anc.kind == .typeDecl { break }
            guard UIKitFlow.isScope(anc) else { continue }
            let facts = scopeFacts(anc)
            if let v = facts.values[name], !v.isEmpty { return (v, Alias(name: name, scope: anc.id, typeName: typeName)) }
        }
        if let t = typeName {
            let facts = typeFacts(t)
            if let v = facts.values[name] { return (v, Alias(name: name, scope: -1, typeName: t)) }
        }
        return ([], Alias(name: name, scope: -2, typeName: typeName))
    }

    /// The properties assigned on an alias, with their values (`item.title = …` → `title`).
    func assignments(of alias: Alias) -> [String: [Node]] {
        if alias.scope >= 0 {
            return scopeFacts(Node(tree: tree, id: alias.scope)).assigned[alias.name] ?? [:]
        }
        if alias.scope == -1, let t = alias.typeName { return typeFacts(t).assigned[alias.name] ?? [:] }
        return [:]
    }

    /// The functions a call may run (VOCABULARY.md *across calls*, for UIKit items returned by factories): for
    /// `make()` / `self.make()`, a nested function of an enclosing function, else a method of the same type, else
    /// a free function of the file; every declaration of the name at the first level that has one.
    func functions(calledBy call: Node, typeName: String?) -> [Node] {
        guard let callee = call.firstChild else { return [] }
        let name: String
        var viaSelf = false
        if callee.kind == .identifier, let n = callee.name {
            name = n
        } else if callee.kind == .memberAccess, let base = callee.firstChild, base.kind == .identifier,
                  base.nameIs("self"), let n = callee.name {
            name = n
            viaSelf = true
        } else {
            return []
        }
        if !viaSelf {
            for anc in call.ancestors {
                if anc.kind == .typeDecl { break }
                guard anc.kind == .codeBlock else { continue }
                var found: [Node] = []
                anc.forEachStatement { s in if s.kind == .funcDecl, s.name == name { found.append(s) } }
                if !found.isEmpty { return found }
            }
        }
        if let t = typeName {
            var found: [Node] = []
            for id in typeDeclsByName[t] ?? [] {
                Node(tree: tree, id: id).memberBlock?.forEachStatement { s in
                    if s.kind == .funcDecl, s.name == name { found.append(s) }
                }
            }
            if !found.isEmpty { return found }
        }
        if viaSelf { return [] }
        return fileFunctions[name] ?? []
    }

    /// The file-level functions by name.
    lazy var fileFunctions: [String: [Node]] = {
        var out: [String: [Node]] = [:]
        tree.root.forEachStatement { s in if s.kind == .funcDecl, let n = s.name { out[n, default: []].append(s) } }
        return out
    }()

    /// The values a function returns: its `return` expressions (not those of nested closures and functions), or
    /// its single expression.
    static func returnedValues(ofFunction fn: Node) -> [Node] {
        guard let body = fn.body else { return [] }
        let stmts = body.statements
        if stmts.count == 1, let s = stmts.first, s.kind != .returnStmt, s.kind != .varDecl { return [s] }
        var out: [Node] = []
        body.walk { n in
            if n.kind == .closure || n.kind == .funcDecl || n.kind == .typeDecl { return false }
            if n.kind == .returnStmt, let v = n.firstChild { out.append(v) }
            return true
        }
        return out
    }

    /// `let item = UIBarButtonItem(…)` → the alias `item` in its scope.
    static func directBinding(of node: Node) -> Alias? {
        guard let ini = node.parent, ini.kind == .initializer, let b = ini.parent, b.kind == .patternBinding,
              let name = b.name else { return nil }
        if let scope = b.ancestors.first(where: { isScope($0) || $0.kind == .typeDecl }) {
            if scope.kind == .typeDecl { return Alias(name: name, scope: -1, typeName: scope.name) }
            return Alias(name: name, scope: scope.id, typeName: scope.enclosingTypeDecl?.name)
        }
        return nil
    }

    /// Whether a `UIBarButtonItemGroup` is built for the keyboard's shortcuts bar (`inputAssistantItem`).
    func isInputAssistantContext(_ node: Node) -> Bool {
        for anc in node.ancestors {
            if anc.kind == .typeDecl { break }
            if UIKitFlow.isScope(anc) { return scopeFacts(anc).mentionsAssistantGroups }
        }
        return false
    }

    /// The values a closure returns (`return x` statements, or its single expression).
    static func returnedValues(of closure: Node) -> [Node] {
        guard let block = closure.child(ofKind: .codeBlock) else { return [] }
        var out: [Node] = []
        let stmts = block.statements
        if stmts.count == 1, let s = stmts.first, s.kind != .returnStmt, s.kind != .varDecl { return [s] }
        block.walk { n in
            if n.kind == .closure && n != closure { return false }
            if n.kind == .funcDecl || n.kind == .typeDecl { return false }
            if n.kind == .returnStmt, let v = n.firstChild { out.append(v) }
            return true
        }
        return out
    }

    func scopeFacts(_ scope: Node) -> ScopeFacts {
        if let f = scopeCache[scope.id] { return f }
        var facts = ScopeFacts()
        let body: Node? = scope.kind == .patternBinding ? scope.getterBody : scope.body ?? scope.child(ofKind: .codeBlock)
        if let b = body { scan(b, root: b, into: &facts, typeLevel: false) }
        scopeCache[scope.id] = facts
        return facts
    }

    func typeFacts(_ name: String) -> ScopeFacts {
        if let f = typeCache[name] { return f }
        var facts = ScopeFacts()
        for id in typeDeclsByName[name] ?? [] {
            let decl = Node(tree: tree, id: id)
            guard let block = decl.memberBlock else { continue }
            for member in block.statements where member.kind == .varDecl {
                for b in member.bindings {
                    guard let n = b.name else { continue }
                    if let v = b.initializerValue {
                        if v.kind == .call, let c = v.firstChild, c.kind == .closure {
                            facts.values[n, default: []] += UIKitFlow.returnedValues(of: c)
                        } else {
                            facts.values[n, default: []].append(v)
                        }
                    } else if let getter = b.getterBody {
                        let stmts = getter.statements
                        if stmts.count == 1, let s = stmts.first, s.kind != .returnStmt {
                            facts.values[n, default: []].append(s)
                        } else {
                            getter.walk { x in
                                if x.kind == .closure || x.kind == .funcDecl || x.kind == .typeDecl { return false }
                                if x.kind == .returnStmt, let v = x.firstChild { facts.values[n, default: []].append(v) }
                                return true
                            }
                        }
                    }
                }
            }
            // Assignments anywhere in the type: `addItem.title = …`, `self.addItem.image = …`, `addItem = …`.
            scan(block, root: block, into: &facts, typeLevel: true)
        }
        typeCache[name] = facts
        return facts
    }

    /// Collects local bindings, assignments and `x.prop = …` in a scope body (nested closures included, nested
    /// functions and types excluded). At type level only assignments are collected.
    func scan(_ body: Node, root: Node, into facts: inout ScopeFacts, typeLevel: Bool) {
        body.walk { n in
            switch n.kind {
            case .typeDecl:
                return n == root
            case .funcDecl:
                return typeLevel
            case .patternBinding:
                if !typeLevel, let name = n.name, let v = n.initializerValue {
                    if v.kind == .call, let c = v.firstChild, c.kind == .closure {
                        facts.values[name, default: []] += UIKitFlow.returnedValues(of: c)
                    } else {
                        facts.values[name, default: []].append(v)
                    }
                }
            case .binary:
                let isAssign = tree.token(n.nameToken, is: "=")
                let isAppend = tree.token(n.nameToken, is: "+=")
                guard isAssign || isAppend, let lhs = n.firstChild, let rhs = n.child(1),
                      let chain = lhs.memberChain else { return true }
                var parts = chain
                if parts.first == "self" { parts.removeFirst() }
                if parts.count == 1 {
                    facts.values[parts[0], default: []].append(rhs)
                } else if parts.count == 2 {
                    facts.assigned[parts[0], default: [:]][parts[1], default: []].append(rhs)
                }
            case .call:
                if let callee = n.firstChild, callee.kind == .memberAccess, let name = callee.name,
                   name == "append" || name == "insert", let base = callee.firstChild, let chain = base.memberChain {
                    var parts = chain
                    if parts.first == "self" { parts.removeFirst() }
                    if parts.count == 1, let v = n.arguments.first?.firstChild {
                        facts.values[parts[0], default: []].append(v)
                    }
                }
            case .memberAccess:
                if n.nameIs("leadingBarButtonGroups") || n.nameIs("trailingBarButtonGroups") || n.nameIs("inputAssistantItem") {
                    facts.mentionsAssistantGroups = true
                }
            default:
                break
            }
            return true
        }
    }
}
