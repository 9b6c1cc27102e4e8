/// `reserved-regions-cached`: reserved regions read once and kept. Regions appear only after the first layout and
/// change with the posture, so they are read where layout happens (a GeometryReader body, `onGeometryChange`,
/// `layoutSubviews`/`viewDidLayoutSubviews`, or used on the spot in a hinge handler) and never cached — a hinge
/// handler that stores them caches them too (Rules/reserved-regions-cached.md).
public final class ReservedRegionsCached: Rule {
    public static let descriptor = RuleDescriptor(
        id: "reserved-regions-cached", tier: 2, severity: .warning, category: .hinge,
        summary: "Reserved regions cached in a property or read once in onAppear/task/init/viewDidLoad/viewWill/DidAppear; they appear after the first layout and change with the posture.")
    public static let interests: Set<NodeKind> = [.call, .memberAccess, .binary, .patternBinding]
    /// Every finding reads reserved regions in this file.
    public static let requiredNames: Set<String> = ["reservedRegions"]

    /// Functions in which reading the regions happens once, before (or regardless of) layout.
    static let onceFunctions: Set<String> = ["init", "viewDidLoad", "viewWillAppear", "viewDidAppear"]
    static let onceModifiers: Set<String> = ["onAppear", "task"]
    static let layoutFunctions: Set<String> = ["layoutSubviews", "viewDidLayoutSubviews", "viewWillLayoutSubviews"]

    private var reportedReads: Set<Int32> = []
    /// Whether the file mentions `reservedRegions` at all (asked once).
    private var fileMentions: Bool?
    private var pendingAssignments: [Node] = []

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        if fileMentions == nil { fileMentions = ctx.analysis(ReservedRegionFlow.self).mentionsReservedRegions }
        guard fileMentions == true else { return }
        switch node.kind {
        case .call, .memberAccess:
            guard ReservedRegionFlow.isReservedRegionsRead(node) else { return }
            if let context = onceContext(of: node, ctx) {
                reportedReads.insert(node.id)
                ctx.report(Self.descriptor, at: node,
                           "Reserved regions read once in \(context), before the first layout; read them in GeometryReader or layout passes.")
            }
        case .binary, .patternBinding:
            pendingAssignments.append(node)
        default:
            break
        }
    }

    public func finish(_ ctx: FileContext) {
        guard !pendingAssignments.isEmpty else { return }
        let flow = ctx.analysis(ReservedRegionFlow.self)
        for node in pendingAssignments {
            let value: Node
            if node.kind == .binary {
                guard node.tree.token(node.nameToken, is: "="), let lhs = node.firstChild, let v = node.child(1),
                      flow.mentionsReservedRegion(v), isStoredProperty(lhs, ctx) else { continue }
                value = v
            } else {
                // A type-level property initialised from the regions.
                guard let v = node.initializerValue, let decl = node.parent, decl.kind == .varDecl,
                      let block = decl.parentSkippingIfConfig, block.kind == .codeBlock, block.parent?.kind == .typeDecl
                else { continue }
                value = v
            }
            // Rules/reserved-regions-cached.md: an assignment inside a hinge handler still caches (the handler fires on hinge
            // changes, not on resizes or rotation); only the layout contexts exempt it.
            guard flow.mentionsReservedRegion(value), !isExempt(node, ctx, hingeHandlers: false) else { continue }
            // Already reported as a read in onAppear/viewDidLoad/…: one finding.
            var alreadyReported = false
            value.walk { n in
                if alreadyReported { return false }
                if reportedReads.contains(n.id) { alreadyReported = true }
                return true
            }
            if alreadyReported { continue }
            ctx.report(Self.descriptor, at: node,
                       "Reserved regions cached in a property go stale when the phone folds; read them during layout instead.")
        }
    }

    /// `self.x`, `Self.x`, `Type.x`, or a bare `x` that is a stored property of the enclosing type (and not a local).
    private func isStoredProperty(_ lhs: Node, _ ctx: FileContext) -> Bool {
        let n = lhs.unparenthesized
        if n.kind == .memberAccess {
            guard var base = n.firstChild else { return false }
            if base.kind == .optionalChain || base.kind == .forceUnwrap, let inner = base.firstChild { base = inner }
            guard base.kind == .identifier, let baseName = base.name else { return false }
            if baseName == "self" || baseName == "Self" { return true }
            if let first = baseName.unicodeScalars.first, first.properties.isUppercase { return true }
            return false
        }
        guard n.kind == .identifier, let name = n.name else { return false }
        guard let type = n.enclosingTypeDecl else { return false }
        // A local of the same name shadows the property.
        var scope: Node? = n.enclosingScope
        while let s = scope, s.kind != .typeDecl {
            var shadowed = false
            if let body = s.body ?? (s.kind == .closure ? s.child(ofKind: .codeBlock) : nil) {
                body.walk { d in
                    if shadowed { return false }
                    if d.kind == .closure && d != s { return false }
                    if (d.kind == .patternBinding || d.kind == .optionalBinding || d.kind == .parameter), d.name == name,
                       d.firstToken < n.firstToken {
                        shadowed = true
                    }
                    return true
                }
            }
            for p in s.children where p.kind == .parameter && p.name == name { shadowed = true }
            if let sig = s.child(ofKind: .closureSignature), sig.children.contains(where: { $0.name == name }) { shadowed = true }
            if shadowed { return false }
            scope = s.ancestors.first { $0.kind == .funcDecl || $0.kind == .closure || $0.kind == .accessor || $0.kind == .typeDecl }
        }
        let typeName = HingeTypeName.of(type)
        let decls = typeName.map { ctx.analysis(TypeMemberIndex.self).declarations(of: $0) } ?? [type]
        for decl in decls.isEmpty ? [type] : decls {
            guard let block = decl.memberBlock else { continue }
            for member in block.statements where member.kind == .varDecl {
                for b in member.bindings where b.name == name {
                    // Stored: no getter body (observers are fine).
                    if b.getterBody == nil { return true }
                }
            }
        }
        return false
    }

    /// The once-only context of a read (`viewDidLoad`, `onAppear`, …), unless an exempt context encloses it.
    private func onceContext(of node: Node, _ ctx: FileContext) -> String? {
        if isExempt(node, ctx) { return nil }
        for a in node.ancestors {
            if a.kind == .funcDecl, let name = a.name, Self.onceFunctions.contains(name) { return name }
            if a.kind == .closure, let arg = a.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call,
               let name = call.calleeName, Self.onceModifiers.contains(name) {
                return name
            }
        }
        return nil
    }

    /// Inside a GeometryReader closure, an onGeometryChange closure, a layout pass or (for reads, when
    /// `hingeHandlers`) a hinge handler.
    private func isExempt(_ node: Node, _ ctx: FileContext, hingeHandlers: Bool = true) -> Bool {
        for a in node.ancestors {
            if a.kind == .funcDecl, let name = a.name, Self.layoutFunctions.contains(name) { return true }
            if a.kind == .closure, let arg = a.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call,
               call.calleeIs("GeometryReader") || call.calleeIs("onGeometryChange") {
                return true
            }
        }
        return hingeHandlers && ctx.analysis(HingeContext.self).isInHingeHandler(node)
    }
}
