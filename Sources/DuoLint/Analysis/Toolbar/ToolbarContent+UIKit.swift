/// UIKit bar items (RULES.md *toolbar content*: `UIBarButtonItem`s put into bars, through names and properties).
extension ToolbarContent {
    // MARK: UIKit

    func collectUIKit(_ value: Node, from sink: Node, destination: String, flow: UIKitFlow, group: Node?) {
        var work: [(Node, Node?, Int, [UIKitFlow.Alias])] = [(value, group, 0, [])]
        var visited: Set<Int32> = []
        var visitedAliases: Set<UIKitFlow.Alias> = []
        let typeName = sink.enclosingTypeDecl?.name
        while let (expr0, grp, depth, aliases) = work.popLast() {
            if depth > 12 { continue }
            let expr = expr0.unparenthesized
            switch expr.kind {
            case .arrayLiteral:
                for e in expr.children.reversed() { work.append((e, grp, depth + 1, aliases)) }
            case .ternary:
                if let a = expr.child(1), let b = expr.child(2) {
                    work.append((b, grp, depth + 1, aliases))
                    work.append((a, grp, depth + 1, aliases))
                }
            case .binary:
                if tree.token(expr.nameToken, is: "+") || tree.token(expr.nameToken, is: "??") {
                    for c in expr.children.reversed() { work.append((c, grp, depth + 1, aliases)) }
                }
            case .forceUnwrap, .optionalChain:
                if let c = expr.firstChild { work.append((c, grp, depth + 1, aliases)) }
            case .identifier, .memberAccess:
                guard !visited.contains(expr.id) || depth == 0 else { continue }
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
                    if n == "editButtonItem" { addUIKitItem(expr, control: "editButtonItem", destination: destination,
                                                            group: grp, typeName: typeName, aliases: aliases, flow: flow) }
                    continue
                }
                for v in resolved.values.reversed() {
                    work.append((v, grp, depth + 1, aliases + [resolved.alias]))
                }
            case .call:
                guard let callee = expr.firstChild else { continue }
                let typeCtor = expr.constructedTypeName
                if typeCtor == "UIBarButtonItem" {
                    if let sys = (expr.argumentValue("barButtonSystemItem") ?? expr.argumentValue("systemItem"))?.memberChain?.last,
                       sys == "fixedSpace" || sys == "flexibleSpace" {
                        if !seen.contains(expr.id) { seen.insert(expr.id); spacers.append(expr) }
                        continue
                    }
                    addUIKitItem(expr, control: "UIBarButtonItem", destination: destination, group: grp,
                                 typeName: typeName, aliases: aliases, flow: flow)
                    continue
                }
                if typeCtor == "UIBarButtonItemGroup" {
                    seen.insert(expr.id)
                    for a in expr.arguments where a.nameIs("barButtonItems") {
                        if let v = a.firstChild { work.append((v, expr, depth + 1, aliases)) }
                    }
                    continue
                }
                guard callee.kind == .memberAccess, let cname = callee.name else {
                    // `{ … }()`: a closure-built item
                    if callee.kind == .closure { for v in UIKitFlow.returnedValues(of: callee) { work.append((v, grp, depth + 1, aliases)) } }
                    continue
                }
                let base = callee.firstChild
                let baseIsBarType = base == nil || (base?.kind == .identifier && (base!.nameIs("UIBarButtonItem") || base!.nameIs("UIBarButtonItemGroup")))
                switch cname {
                case "fixedSpace", "flexibleSpace":
                    if baseIsBarType, !seen.contains(expr.id) { seen.insert(expr.id); spacers.append(expr) }
                case "fixedGroup", "movableGroup", "optionalGroup":
                    if baseIsBarType {
                        seen.insert(expr.id)
                        if let v = expr.argumentValue("items") { work.append((v, expr, depth + 1, aliases)) }
                    }
                case "creatingFixedGroup", "creatingMovableGroup", "creatingOptionalGroup":
                    if let b = base { work.append((b, expr, depth + 1, aliases)) }
                case "compactMap", "filter", "map", "reversed":
                    if let b = base { work.append((b, grp, depth + 1, aliases)) }
                default:
                    break
                }
            default:
                break
            }
        }
    }

    func addUIKitItem(_ node: Node, control: String, destination: String, group: Node?, typeName: String?,
                              aliases: [UIKitFlow.Alias], flow: UIKitFlow) {
        if let existing = uiKitItems[node.id] {
            existing.destinations.insert(destination)
            return
        }
        seen.insert(node.id)
        var configured: Set<String> = []
        var allAliases = aliases
        if let binding = UIKitFlow.directBinding(of: node) { allAliases.append(binding) }
        for a in allAliases { configured.formUnion(flow.assignedProperties(of: a)) }
        let item = Item(node: node, control: control, isUIKit: true, placement: .none, group: group,
                        inGroup: group != nil, repeated: false, enclosingType: typeName, modifiers: [],
                        owner: .screen(typeName), destinations: [destination], configuredProperties: configured,
                        values: values)
        uiKitItems[node.id] = item
        items.append(item)
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
        var assigned: [String: Set<String>] = [:]
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

    /// The properties assigned on an alias (`item.title = …` → `title`).
    func assignedProperties(of alias: Alias) -> Set<String> {
        if alias.scope >= 0 {
            return scopeFacts(Node(tree: tree, id: alias.scope)).assigned[alias.name] ?? []
        }
        if alias.scope == -1, let t = alias.typeName { return typeFacts(t).assigned[alias.name] ?? [] }
        return []
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
                    facts.assigned[parts[0], default: []].insert(parts[1])
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
