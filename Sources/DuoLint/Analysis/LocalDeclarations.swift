/// Where a name read at a use is declared, found by climbing from the use (VOCABULARY.md *data flow*: within one function
/// or closure and the closures around it; then the enclosing type's properties). For the few names a rule asks
/// about (a switch subject, a padding value), not for every identifier of a file.
enum LocalDeclaration {
    /// `let x = value`, `var x: T = value`, `if let x = value`, `guard let x = value` (value nil for `if let x`).
    case binding(value: Node?, type: Node?, site: Node)
    /// A parameter of the enclosing function (`type` is its annotation).
    case parameter(Node, type: Node?)
    /// The `index`-th parameter of an enclosing closure.
    case closureParameter(closure: Node, index: Int)
    /// A property of the enclosing type (its pattern binding).
    case property(Node, type: Node?)

    /// The declaration `name` refers to at `use`, or nil (a loop variable, a `case let` pattern, a global, unknown).
    static func of(_ name: String, at use: Node) -> LocalDeclaration? {
        let useStart = use.firstToken
        var child = use
        var steps = 0
        for anc in use.ancestors {
            steps += 1
            if steps > 400 { return nil }
            switch anc.kind {
            case .codeBlock:
                if let owner = anc.parent, owner.kind == .typeDecl {
                    for m in anc.statements where m.kind == .varDecl {
                        for b in m.bindings where b.name == name { return .property(b, type: b.typeAnnotation) }
                    }
                    return nil
                }
                // The last declaration of `name` among the statements before the one holding the use.
                var found: LocalDeclaration?
                for s in anc.statements {
                    if s.firstToken >= child.firstToken { break }
                    if s.kind == .varDecl {
                        s.forEachChild(ofKind: .patternBinding) { b in
                            if b.name == name { found = .binding(value: b.initializerValue, type: b.typeAnnotation, site: b) }
                        }
                    } else if s.kind == .guardStmt, let conditions = s.child(ofKind: .conditionList) {
                        conditions.forEachChild(ofKind: .optionalBinding) { b in
                            if b.name == name { found = .binding(value: b.initializerValue, type: b.typeAnnotation, site: b) }
                        }
                    }
                }
                if let f = found { return f }
            case .ifStmt, .whileStmt, .guardStmt:
                // Bindings of the conditions are visible in later conditions and (not for `guard`) in the body.
                if let conditions = anc.child(ofKind: .conditionList),
                   child == conditions || (anc.kind != .guardStmt && child == anc.child(1)) {
                    var found: LocalDeclaration?
                    conditions.forEachChild(ofKind: .optionalBinding) { b in
                        if b.name == name, b.firstToken < useStart {
                            found = .binding(value: b.initializerValue, type: b.typeAnnotation, site: b)
                        }
                    }
                    if let f = found { return f }
                }
            case .forStmt:
                if anc.name == name, child != anc.firstChild { return nil }
            case .closure:
                if let sig = anc.child(ofKind: .closureSignature) {
                    let params = sig.children(ofKind: .parameter)
                    if let i = params.firstIndex(where: { $0.name == name }) { return .closureParameter(closure: anc, index: i) }
                }
            case .funcDecl:
                for p in anc.children where p.kind == .parameter && p.name == name {
                    return .parameter(p, type: p.typeAnnotation)
                }
            case .switchCase:
                // `case .some(let x)`: a pattern binding we do not follow.
                if let label = anc.firstChild, label.kind == .caseLabel, label.text.contains(name) { return nil }
            case .sourceFile:
                return nil
            default:
                break
            }
            child = anc
        }
        return nil
    }

    /// The source text of a type annotation without spaces (`UIHinge.Status?`), or nil.
    static func typeText(_ type: Node?) -> String? {
        guard let t = type else { return nil }
        return String(t.text.filter { !$0.isWhitespace })
    }
}
