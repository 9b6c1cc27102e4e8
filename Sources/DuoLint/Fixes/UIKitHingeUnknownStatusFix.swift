/// `uikit-hinge-unknown-status` (Rules/uikit-hinge-unknown-status.md, Fix): insert `case .unknown: break` just before the
/// default clause (safe: `break` keeps the previous value, as the guidance asks). Not offered when a case of the
/// switch sits in an `#if` clause, or when the default clause does not start its line (the inserted line copies the
/// default's indentation and the file's line ending).
enum UIKitHingeUnknownStatusFix: FixProvider {
    static let ruleID = "uikit-hinge-unknown-status"
    static let description = FixDescription(
        classes: [.safe],
        summary: "Inserts `case .unknown: break` before the default clause, so an unknown status keeps the previous value.")

    static func fixes(for node: Node, in file: FixContext) -> [Fix] {
        guard node.kind == .switchStmt, !node.children.contains(where: { $0.kind == .ifConfig }) else { return [] }
        guard let clause = node.children.last(where: { c in
            c.kind == .switchCase && c.firstChild.map { $0.kind == .caseLabel && $0.childCount == 0 && UIKitHingeUnknownStatus.isDefaultLabel($0) } == true
        }) else { return [] }
        let start = clause.startOffset
        let lineStart = file.lineStart(start)
        guard file.isBlank(lineStart..<start) else { return [] }
        let indent = file.text(lineStart..<start)
        return file.fix("Insert `case .unknown: break` before the default", .safe, within: file.span(node),
                        edits: [file.edit(lineStart..<lineStart, indent + "case .unknown: break" + file.lineBreak)]).map { [$0] } ?? []
    }
}
