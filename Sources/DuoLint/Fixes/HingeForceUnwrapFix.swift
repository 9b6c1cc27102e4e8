/// `hinge-force-unwrap` (Rules/hinge-force-unwrap.md, Fix):
/// - `X.hinge!.status == .s` (or `.s == X.hinge!.status`) as an `if` / `guard` / `while` / `?:` condition, or an
///   `&&` / `||` operand of one: `!` → `?` (safe). On nil the comparison is false, so a device without a hinge takes
///   the `else` path.
/// - every other `.hinge!`: a suggestion only (`guard let hinge = X.hinge else { <final state>; return }`): the
///   final state is a design decision.
enum HingeForceUnwrapFix: FixProvider {
    static let ruleID = "hinge-force-unwrap"
    static let description = FixDescription(
        classes: [.safe, .unsafe],
        summary: "`X.hinge!.status == .s` in an if/guard/while/?: condition: `!` → `?` (safe); any other `.hinge!`: "
            + "a suggestion to unwrap with guard let and give devices without a hinge a final state (not applied).")

    static func fixes(for node: Node, in file: FixContext) -> [Fix] {
        // The finding is reported at `X.hinge`, the operand of the force unwrap.
        guard node.kind == .memberAccess, let unwrap = node.parent, unwrap.kind == .forceUnwrap,
              unwrap.firstChild == node else { return [] }
        let bang = unwrap.lastToken
        guard bang > node.lastToken, file.tree.token(bang, is: "!") else { return [] }
        if isComparedStatusCondition(unwrap) {
            if let fix = file.fix("Replace `!` with `?`", .safe, within: file.span(unwrap),
                                  edits: [file.edit(file.span(token: bang), "?")]) {
                return [fix]
            }
            return []
        }
        let base = node.firstChild.map { file.text(file.span($0)) } ?? ""
        let shown = base.isEmpty || base.utf8.count > 40 || base.contains(where: \.isNewline) ? "…" : base
        return [file.suggestion("Unwrap it first: `guard let hinge = \(shown).hinge else { <final state>; return }`")]
    }

    /// `X.hinge!.status == .s` / `.s == X.hinge!.status`, the comparison a condition of an `if`, `guard`, `while` or
    /// `?:`, or an `&&` / `||` operand of one (parentheses allowed).
    private static func isComparedStatusCondition(_ unwrap: Node) -> Bool {
        guard let status = unwrap.parent, status.kind == .memberAccess, status.nameIs("status"),
              status.firstChild == unwrap, let comparison = status.parent, comparison.kind == .binary,
              comparison.nameIs("=="), comparison.childCount == 2 else { return false }
        let other = comparison.child(0) == status ? comparison.child(1) : comparison.child(0)
        guard let other, other.kind == .memberAccess, other.childCount == 0 else { return false }
        var node = comparison
        var steps = 0
        while steps < 64, let parent = node.parent {
            steps += 1
            switch parent.kind {
            case .conditionList:
                guard let statement = parent.parent else { return false }
                return statement.kind == .ifStmt || statement.kind == .guardStmt || statement.kind == .whileStmt
            case .ternary:
                return parent.firstChild == node
            case .binary where parent.nameIs("&&") || parent.nameIs("||"):
                node = parent
            case .argument where parent.nameToken < 0:
                guard let tuple = parent.parent, tuple.kind == .tuple, tuple.childCount == 1 else { return false }
                node = tuple
            default:
                return false
            }
        }
        return false
    }
}
