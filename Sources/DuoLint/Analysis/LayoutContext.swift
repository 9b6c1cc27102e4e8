/// VOCABULARY.md "layout context": where a number is used as a layout dimension.
///
/// A value is in a layout context when it is
/// - an argument of `frame`, `padding`, `offset`, `position`, `CGRect`, `CGSize`, `CGPoint`, `UIEdgeInsets`,
///   `EdgeInsets` or `NSDirectionalEdgeInsets` (also `Type.init(…)`);
/// - an NSLayoutConstraint constant: a `constant:` argument of a `constraint…`/`NSLayoutConstraint` call, any
///   `…Constant:` argument (`constraint(equalToConstant: 390)`), or the right-hand side of `….constant = 390`;
///   also the SnapKit spelling `make.width.equalTo(390)` (an `equalTo`/`lessThanOrEqualTo`/
///   `greaterThanOrEqualTo` call on a chain naming width, height or size);
/// - an operand of a comparison or arithmetic expression that also names `width`, `height`, `size`, `bounds` or
///   `frame` (`proxy.size.width > 390`, `bounds.width - 390`), including a `case` pattern of a `switch` over such
///   a value (`switch bounds.width { case 390: … }`);
/// - the initializer of a variable or parameter whose name contains the word `width` or `height`
///   (`let sidebarWidth = 390`, `var cardHeight: CGFloat { 390 }`, `func f(width: CGFloat = 390)`), or the
///   value assigned to such a property or to a member of a `frame`/`bounds` (`panelWidth = 390`,
///   `view.frame.origin.x = 390`).
///
/// The value itself may be wrapped in parentheses, a sign, arithmetic (`390 * scale`, `-390`), a ternary branch,
/// the right side of `??`, or `min`/`max`/`CGFloat(…)`-style calls: `.frame(width: max(390, x))` still counts.
public final class LayoutContext: FileAnalysis {
    public required init(tree: SyntaxTree) {}

    /// Calls whose every argument is a layout dimension.
    static let layoutCallees: Set<String> = [
        "frame", "padding", "offset", "position", "CGRect", "CGSize", "CGPoint", "UIEdgeInsets", "EdgeInsets",
        "NSDirectionalEdgeInsets", "NSEdgeInsets",
    ]
    /// Calls a value passes through unchanged for our purposes.
    static let transparentCallees: Set<String> = [
        "min", "max", "abs", "round", "floor", "ceil", "CGFloat", "Double", "Float", "Int",
    ]
    static let arithmeticOperators: Set<String> = ["+", "-", "*", "/"]
    static let comparisonOperators: Set<String> = ["<", ">", "<=", ">=", "==", "!="]
    static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/="]
    /// Words that make an expression "name" a dimension.
    static let dimensionWords: Set<String> = ["width", "height", "bounds", "frame"]

    /// Whether `value` (a numeric literal, or a reference to a constant) is used in a layout context.
    public func contains(_ value: Node) -> Bool {
        var n = value
        var sawOperator = false
        var steps = 0
        // Where the climb stops outside the known contexts: still a layout context when the value was an
        // operand of a comparison or arithmetic expression that names a dimension.
        func fallback() -> Bool { sawOperator && LayoutContext.namesDimension(n, excluding: value) }
        while steps < 1_000, let p = n.parent {
            steps += 1
            switch p.kind {
            case .prefix:
                guard p.tree.token(p.nameToken, is: "-") || p.tree.token(p.nameToken, is: "+") else { return fallback() }
                n = p
                continue
            case .argument:
                guard let holder = p.parent else { return fallback() }
                if holder.kind == .tuple && holder.childCount == 1 && p.nameToken < 0 {
                    n = holder
                    continue
                }
                guard holder.kind == .call, holder.firstChild != p else { return fallback() }
                if let name = holder.calleeName {
                    if LayoutContext.layoutCallees.contains(name) {
                        return !((name == "CGSize" || name == "CGRect") && LayoutContext.isImageSizing(holder))
                    }
                    if name == "init", LayoutContext.isImplicitGeometryInit(holder) { return true }
                    if LayoutContext.transparentCallees.contains(name) && p.nameToken < 0 {
                        n = holder
                        continue
                    }
                    if LayoutContext.isConstraintConstant(argument: p, call: holder, calleeName: name) { return true }
                }
                return fallback()
            case .binary:
                guard let op = LayoutContext.operatorText(p) else { return fallback() }
                if LayoutContext.arithmeticOperators.contains(op) || LayoutContext.comparisonOperators.contains(op) {
                    sawOperator = true
                    n = p
                    continue
                }
                if op == "..." || op == "..<" {
                    // a range bound in a `case` pattern: `case 320...414:`
                    guard let label = p.parent, label.kind == .caseLabel else { return fallback() }
                    n = p
                    continue
                }
                if op == "??" {
                    guard p.child(1) == n else { return fallback() }
                    n = p
                    continue
                }
                if LayoutContext.assignmentOperators.contains(op) {
                    guard p.child(1) == n, let lhs = p.firstChild else { return fallback() }
                    if sawOperator && LayoutContext.namesDimension(p, excluding: value) { return true }
                    return LayoutContext.isDimensionTarget(lhs)
                }
                return fallback()
            case .ternary:
                guard p.firstChild != n else { return fallback() }
                n = p
                continue
            case .initializer:
                if fallback() { return true }
                guard let owner = p.parent, owner.kind == .patternBinding || owner.kind == .parameter,
                      let name = owner.name else { return false }
                return LayoutContext.nameHasDimensionWord(name)
            case .codeBlock, .returnStmt:
                if fallback() { return true }
                // `var sidebarWidth: CGFloat { 390 }` / `{ return 390 }`
                var block = p
                if p.kind == .returnStmt {
                    guard let b = p.parent, b.kind == .codeBlock else { return false }
                    block = b
                }
                guard block.childCount == 1, var owner = block.parent else { return false }
                if owner.kind == .accessor {
                    guard owner.nameIs("get"), let o = owner.parent else { return false }
                    owner = o
                }
                guard owner.kind == .patternBinding, let name = owner.name else { return false }
                return LayoutContext.nameHasDimensionWord(name)
            case .caseLabel:
                // `switch proxy.size.width { case 390: … }` compares the subject with the pattern
                guard let switchCase = p.parent, let stmt = switchCase.parentSkippingIfConfig, stmt.kind == .switchStmt,
                      let subject = stmt.firstChild, subject.kind != .switchCase else { return false }
                return LayoutContext.namesDimension(subject, excluding: value)
            default:
                return fallback()
            }
        }
        return false
    }

    // MARK: Helpers (static, so they never collide with other analyses' Node extensions)

    /// The operator of a binary node as text.
    static func operatorText(_ binary: Node) -> String? {
        guard binary.kind == .binary, binary.nameToken >= 0 else { return nil }
        return binary.tree.tokenText(binary.nameToken)
    }

    /// Words that mark a size as an image's or a bitmap's, not a view's.
    static let imageWords: Set<String> = [
        "image", "images", "img", "photo", "photos", "picture", "thumbnail", "thumbnails", "artwork", "icon", "video",
        "texture", "bitmap", "pixel", "pixels", "renderer", "render", "rendering", "resize", "resized", "resizing",
        "downsample", "downsampled", "downsized", "scaled", "target", "context", "draw",
    ]

    /// A `CGSize`/`CGRect` that sizes an image or bitmap rather than a view: an argument of an image-ish call or
    /// label (`UIGraphicsImageRenderer(size:)`, `image.resized(to:)`, `requestImage(for:targetSize:…)`,
    /// `UIGraphicsBeginImageContextWithOptions`), or the initializer of an image-ish name (`let thumbnailSize = …`).
    static func isImageSizing(_ call: Node) -> Bool {
        guard let parent = call.parent else { return false }
        func hasImageWord(_ name: String?) -> Bool {
            guard let name = name else { return false }
            let words = NameWords.split(name)
            // `UIImageView(frame:)`, `ThumbnailView(frame:)`: a view's frame
            if let last = words.last, last == "view" || last == "button" || last == "layer" || last == "cell" { return false }
            return words.contains { imageWords.contains($0) }
        }
        switch parent.kind {
        case .argument:
            if hasImageWord(parent.name) { return true }
            guard let outer = parent.parent, outer.kind == .call else { return false }
            if hasImageWord(outer.calleeName) { return true }
            // `image.resized(to:)`, `UIImage(named:).preparingThumbnail(of:)`: the receiver names an image
            if let callee = outer.firstChild, callee.kind == .memberAccess, let base = callee.firstChild,
               let chain = base.memberChain, let last = chain.last, hasImageWord(last) { return true }
            return false
        case .initializer:
            return hasImageWord(parent.parent?.name)
        case .codeBlock, .returnStmt:
            // `var videoSize: CGSize { CGSize(width: 390, height: 694) }`
            var block = parent
            if parent.kind == .returnStmt, let b = parent.parentSkippingIfConfig { block = b }
            var owner = block.parent
            if owner?.kind == .accessor { owner = owner?.parent }
            guard let o = owner, o.kind == .patternBinding else { return false }
            return hasImageWord(o.name)
        default:
            return false
        }
    }

    /// `.init(width: 390, height: 600)` assigned or passed where a CGSize/CGRect/CGPoint/insets is expected.
    static func isImplicitGeometryInit(_ call: Node) -> Bool {
        guard let callee = call.firstChild, callee.kind == .memberAccess, callee.childCount == 0 else { return false }
        let labels: Set<String> = ["width", "height", "x", "y", "top", "left", "bottom", "right", "leading", "trailing"]
        var sawArgument = false
        for a in call.children where a.kind == .argument && !a.isTrailingClosure {
            guard let label = a.name, labels.contains(label) else { return false }
            sawArgument = true
        }
        return sawArgument
    }

    /// The value of a literal or same-file constant, also through `CGFloat(…)`/`Double(…)` conversions.
    static func literalValue(_ node: Node, _ constants: FileConstants) -> Double? {
        if let v = constants.literalValue(node) { return v }
        let n = node.unparenthesized
        guard n.kind == .call, n.childCount == 2, let name = n.calleeName,
              ["CGFloat", "Double", "Float", "Int"].contains(name),
              let arg = n.child(1), arg.kind == .argument, arg.nameToken < 0, let v = arg.firstChild else { return nil }
        return constants.literalValue(v)
    }

    /// `constraint(equalToConstant: 390)`, `constraint(equalTo: x, constant: 390)`,
    /// `NSLayoutConstraint(item:…, constant: 390)`, SnapKit `make.width.equalTo(390)`.
    static func isConstraintConstant(argument: Node, call: Node, calleeName: String) -> Bool {
        if let label = argument.name {
            if label.hasSuffix("Constant") { return true }
            if label == "constant" {
                return calleeName.lowercased().contains("constraint")
            }
            return false
        }
        switch calleeName {
        case "equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo":
            guard let callee = call.firstChild, callee.kind == .memberAccess, let base = callee.firstChild,
                  let chain = base.memberChain, let last = chain.last else { return false }
            return ["width", "height", "size"].contains(last)
        default:
            return false
        }
    }

    /// Whether an assignment target is a layout dimension: `….constant`, a name with the word width/height,
    /// or a member of a `frame`/`bounds` (`view.frame.origin.x`).
    static func isDimensionTarget(_ lhs: Node) -> Bool {
        guard let chain = lhs.memberChain, let last = chain.last else { return false }
        if last == "constant" && chain.count >= 2 { return true }
        if nameHasDimensionWord(last) { return true }
        return chain.dropLast().contains { $0 == "frame" || $0 == "bounds" }
    }

    /// A name containing the word `width` or `height`.
    static func nameHasDimensionWord(_ name: String) -> Bool {
        let words = NameWords.split(name)
        return words.contains("width") || words.contains("height")
    }

    /// Whether the expression names `width`, `height`, `bounds`, `frame` (as a word of an identifier or member)
    /// or a member/identifier called exactly `size`, not counting the subtree `excluding`.
    static func namesDimension(_ expr: Node, excluding: Node) -> Bool {
        var found = false
        var budget = 2_000
        expr.walk { node in
            if found || budget <= 0 { return false }
            budget -= 1
            if node == excluding { return false }
            switch node.kind {
            case .identifier, .memberAccess:
                if let name = node.name {
                    if name == "size" { found = true; return false }
                    if NameWords.split(name).contains(where: { dimensionWords.contains($0) }) {
                        found = true
                        return false
                    }
                }
                return true
            case .closure, .stringLiteral:
                return false
            default:
                return true
            }
        }
        return found
    }

    /// The member chain of an expression after looking through `x ?? fallback` (its left side) and parentheses.
    static func dimensionChain(_ expr: Node) -> [String]? {
        var n = expr.unparenthesized
        var steps = 0
        while steps < 100, n.kind == .binary, operatorText(n) == "??", let lhs = n.firstChild {
            steps += 1
            n = lhs.unparenthesized
        }
        return n.memberChain
    }
}
