/// `lidar-without-fallback` (file-level): RoomPlan capture or ARKit scene depth used in a file that never checks
/// whether the device supports it. Reported once per file, at the first use.
public final class LidarWithoutFallback: Rule {
    public static let descriptor = RuleDescriptor(
        id: "lidar-without-fallback", tier: 3, severity: .note, category: .platform,
        summary: "RoomPlan or ARKit scene depth used without an isSupported / supportsFrameSemantics check; iPhone Duo lists no LiDAR.")
    public static let interests: Set<NodeKind> = [.identifier, .memberAccess, .typeRef]
    /// The LiDAR APIs.
    public static let requiredNames: Set<String> = ["RoomCaptureView", "RoomCaptureSession", "sceneDepth", "smoothedSceneDepth"]

    private var first: Node?
    private var hasSupportCheck = false

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        if hasSupportCheck { return }
        let t = node.nameToken
        guard t >= 0 else { return }
        let tree = node.tree
        if tree.token(t, is: "isSupported") || tree.token(t, is: "supportsFrameSemantics")
            || tree.token(t, is: "supportsSceneReconstruction") {
            if node.kind != .typeRef { hasSupportCheck = true }
            return
        }
        let isUse: Bool
        switch node.kind {
        case .memberAccess:
            isUse = tree.token(t, is: "sceneDepth") || tree.token(t, is: "smoothedSceneDepth")
                || tree.token(t, is: "RoomCaptureView") || tree.token(t, is: "RoomCaptureSession")
        case .identifier:
            isUse = tree.token(t, is: "RoomCaptureView") || tree.token(t, is: "RoomCaptureSession")
        default:
            // a type annotation or inheritance: `var captureView: RoomCaptureView!`, `RoomPlan.RoomCaptureView`
            isUse = Self.typeRefNamesRoomCapture(node)
        }
        guard isUse else { return }
        if let f = first, f.firstToken <= node.firstToken { return }
        first = node
    }

    public func finish(_ ctx: FileContext) {
        guard !hasSupportCheck, let node = first else { return }
        ctx.report(Self.descriptor, fromToken: Self.anchor(node), toToken: Self.anchor(node),
                   "LiDAR capture without a support check (iPhone Duo has no LiDAR); check isSupported and offer a fallback.")
    }

    static func typeRefNamesRoomCapture(_ node: Node) -> Bool {
        let tree = node.tree
        var t = node.firstToken
        while t <= node.lastToken && t >= 0 {
            if tree.token(t, is: "RoomCaptureView") || tree.token(t, is: "RoomCaptureSession") { return true }
            t += 1
        }
        return false
    }

    /// The token naming the API: the member's name (`.sceneDepth` → `sceneDepth`'s period), or the type name.
    static func anchor(_ node: Node) -> Int32 {
        if node.kind == .typeRef {
            let tree = node.tree
            var t = node.firstToken
            while t <= node.lastToken && t >= 0 {
                if tree.token(t, is: "RoomCaptureView") || tree.token(t, is: "RoomCaptureSession") { return t }
                t += 1
            }
            return node.firstToken
        }
        return FileContext.anchorToken(of: node)
    }
}
