/// The properties (and argument-less functions) declared in one file, by name, so a rule can look up what a
/// name used as a value was declared as: `LazyVGrid(columns: columns)` → `let columns = [GridItem(), …]`.
///
/// Covers stored `let`/`var` with an initializer, computed properties (their implicit getter or `get`), `static`
/// properties and functions without parameters (their body). Locals inside functions are included too.
public final class PropertyIndex: FileAnalysis {
    public struct Entry {
        /// The `patternBinding` or `funcDecl`.
        public let declaration: Node
        /// The nearest enclosing type's name, if any.
        public let typeName: String?
    }

    private var byName: [String: [Entry]] = [:]
    private var functionsByName: [String: [Entry]] = [:]

    public required init(tree: SyntaxTree) {
        for raw in tree.nodes.indices where !tree.isAbsent(Int32(raw)) {
            let kind = tree.nodes[raw].kind
            guard kind == .patternBinding || kind == .funcDecl else { continue }
            let node = Node(tree: tree, id: Int32(raw))
            guard let name = node.name else { continue }
            let typeName = node.enclosingTypeDecl?.name
            if kind == .patternBinding {
                guard node.initializerValue != nil || node.getterBody != nil else { continue }
                byName[name, default: []].append(Entry(declaration: node, typeName: typeName))
            } else {
                guard node.child(ofKind: .parameter) == nil, node.body != nil else { continue }
                functionsByName[name, default: []].append(Entry(declaration: node, typeName: typeName))
            }
        }
    }

    /// The declaration a reference most likely names: `x` / `self.x` → prefer one in the same type as the use;
    /// `T.x` / `Self.x` → prefer one declared in type `T`; otherwise the only declaration of that name.
    public func property(referencedBy ref: Node) -> Node? {
        resolve(ref, in: byName)
    }

    /// An argument-less function called as `name()` / `self.name()` / `T.name()`.
    public func function(calledBy call: Node) -> Node? {
        guard call.kind == .call, call.childCount == 1, let callee = call.firstChild else { return nil }
        return resolve(callee, in: functionsByName)
    }

    private func resolve(_ ref: Node, in table: [String: [Entry]]) -> Node? {
        let n = ref.unparenthesized
        var qualifier: String?
        switch n.kind {
        case .identifier:
            break
        case .memberAccess:
            guard let base = n.firstChild, base.kind == .identifier, let b = base.name else { return nil }
            if b != "self" { qualifier = b }
        default:
            return nil
        }
        guard let name = n.name, let entries = table[name], !entries.isEmpty else { return nil }
        if let q = qualifier, q != "Self" {
            if let e = entries.first(where: { $0.typeName == q }) { return e.declaration }
            return entries.count == 1 ? entries[0].declaration : nil
        }
        if qualifier == nil && PropertyIndex.isShadowedByParameter(name, at: n) { return nil }
        let useType = n.enclosingTypeDecl?.name
        // A local declared in an enclosing scope before the use wins (`let columns = …` in `body`).
        let useStart = n.startOffset
        var best: Node?
        for e in entries where e.declaration.startOffset < useStart {
            if let scope = e.declaration.enclosingScope, scope.startOffset <= useStart && useStart <= scope.endOffset,
               e.declaration.enclosingTypeDecl?.name == useType {
                if best == nil || e.declaration.startOffset > best!.startOffset { best = e.declaration }
            }
        }
        if let b = best { return b }
        if let e = entries.first(where: { $0.typeName == useType && $0.declaration.enclosingScope == nil }) {
            return e.declaration
        }
        if let e = entries.first(where: { $0.typeName == useType }) { return e.declaration }
        // A file-level declaration used from anywhere.
        if let e = entries.first(where: { $0.typeName == nil && $0.declaration.enclosingScope == nil }) {
            return e.declaration
        }
        return nil
    }

    /// Whether a function or closure around `use` has a parameter called `name`.
    static func isShadowedByParameter(_ name: String, at use: Node) -> Bool {
        for a in use.ancestors {
            switch a.kind {
            case .funcDecl:
                if a.children.contains(where: { $0.kind == .parameter && $0.name == name }) { return true }
            case .closure:
                if a.closureParameterNames.contains(name) { return true }
            case .typeDecl:
                return false
            default:
                break
            }
        }
        return false
    }
}
