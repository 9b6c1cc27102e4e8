/// `game-letterbox`: a SpriteKit scene letterboxed with `scaleMode = .aspectFit` (or `scaleMode: .aspectFit`).
/// Only SpriteKit's scale mode counts (Rules/game-letterbox.md): the value written `SKSceneScaleMode.aspectFit`, a
/// file that imports SpriteKit or names its scene types, or a receiver that is a scene by name.
public final class GameLetterbox: Rule {
    public static let descriptor = RuleDescriptor(
        id: "game-letterbox", tier: 3, severity: .warning, category: .platform,
        summary: "A SpriteKit scene letterboxed with scaleMode .aspectFit; games should fill both iPhone Duo screens.")
    public static let interests: Set<NodeKind> = [.binary, .argument]
    /// `.aspectFit`
    public static let requiredNames: Set<String> = ["aspectFit"]

    private var candidates: [Node] = []

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        if node.kind == .binary {
            guard node.tree.token(node.nameToken, is: "="), let lhs = node.child(0), let rhs = node.child(1),
                  Self.isAspectFit(rhs), lhs.memberChain?.last == "scaleMode" else { return }
            candidates.append(node)
        } else {
            guard node.nameIs("scaleMode"), let v = node.firstChild, Self.isAspectFit(v) else { return }
            candidates.append(node)
        }
    }

    public func finish(_ ctx: FileContext) {
        guard !candidates.isEmpty else { return }
        // Searched once, only in a file with a candidate.
        let fileUsesSpriteKit = Self.usesSpriteKit(ctx.tree)
        for node in candidates where fileUsesSpriteKit || Self.isSpriteKitByItself(node) {
            ctx.report(Self.descriptor, at: node, Self.message)
        }
    }

    static let message = "scaleMode .aspectFit letterboxes the game on iPhone Duo's two screen shapes; use .resizeFill and adapt the scene."

    /// `.aspectFit`, `SKSceneScaleMode.aspectFit`.
    static func isAspectFit(_ expr: Node) -> Bool {
        let e = expr.unparenthesized
        guard e.kind == .memberAccess, e.nameIs("aspectFit") else { return false }
        guard let base = e.firstChild else { return true }
        return isSceneScaleModeType(base)
    }

    static func isSceneScaleModeType(_ base: Node) -> Bool { base.kind == .identifier && base.nameIs("SKSceneScaleMode") }

    /// Narrowed on real code (Mammoth: SDWebImage's `SDImageResizingTransformer(size:scaleMode: .aspectFit)`, an image
    /// thumbnail): an `.aspectFit` scale mode of another library is not a scene's. Without SpriteKit in the file, the
    /// finding needs the scene itself: the value written `SKSceneScaleMode.aspectFit`, or a receiver whose name has the
    /// word scene — `scene.scaleMode = …`, a bare `scaleMode` in a type named …Scene, a helper such as
    /// `SceneFactory.make(scaleMode:)` or `makeScene(scaleMode:)`.
    static func isSpriteKitByItself(_ node: Node) -> Bool {
        let value: Node?
        let receiver: [String]
        if node.kind == .binary {
            value = node.child(1)
            let chain = node.child(0)?.memberChain ?? []
            receiver = chain.count > 1 ? Array(chain.dropLast()) : [node.enclosingTypeDecl?.name ?? ""]
        } else {
            value = node.firstChild
            guard let call = node.parent, call.kind == .call, let callee = call.firstChild else { return false }
            receiver = callee.memberChain ?? [call.calleeName ?? ""]
        }
        if let v = value?.unparenthesized, let base = v.firstChild, isSceneScaleModeType(base) { return true }
        return receiver.contains { NameWords.containsAny($0, ["scene", "scenes"]) }
    }

    /// The SpriteKit names whose use in a file shows that its scale modes are a scene's.
    static let spriteKitTypes: Set<String> = ["SKScene", "SKView", "SKSceneScaleMode", "SpriteView"]

    /// Whether the file's present code imports SpriteKit (`import SpriteKit`, `import class SpriteKit.SKScene`) or
    /// names one of `spriteKitTypes` (a subclass of `SKScene`, `view as? SKView`, SwiftUI's `SpriteView`).
    static func usesSpriteKit(_ tree: SyntaxTree) -> Bool {
        for i in tree.nodes.indices {
            let kind = tree.nodes[i].kind
            guard kind == .importDecl || kind == .identifier || kind == .typeRef, !tree.isAbsent(Int32(i)) else { continue }
            let n = Node(tree: tree, id: Int32(i))
            if kind == .importDecl {
                if n.nameIs("SpriteKit") || importsSpriteKitMember(n) { return true }
            } else if let name = n.name, spriteKitTypes.contains(name) {
                return true
            }
        }
        return false
    }

    /// `import class SpriteKit.SKScene`: the module name after the kind keyword.
    private static func importsSpriteKitMember(_ n: Node) -> Bool {
        var t = n.firstToken
        while t <= n.lastToken {
            if n.tree.token(t, is: "SpriteKit") { return true }
            t += 1
        }
        return false
    }
}
