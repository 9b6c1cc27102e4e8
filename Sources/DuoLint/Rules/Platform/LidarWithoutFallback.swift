/// `lidar-without-fallback` (file-level): RoomPlan capture, ARKit scene depth or scene reconstruction, or the LiDAR
/// depth camera used in a file that never checks whether the device supports it. Reported once per file, at the first
/// use. For the camera, the check can also be the device look-up itself: an `AVCaptureDevice.default(
/// .builtInLiDARDepthCamera, …)` result that is optional-bound, compared with `nil` or given a `??` fallback, or a
/// `DiscoverySession` whose `devices` is tested (`isEmpty`, `count`, `first` optional-bound).
public final class LidarWithoutFallback: Rule {
    public static let descriptor = RuleDescriptor(
        id: "lidar-without-fallback", tier: 3, severity: .note, category: .platform,
        summary: "RoomPlan, ARKit scene depth or reconstruction, or the LiDAR camera used without a support check; iPhone Duo lists no LiDAR.")
    public static let interests: Set<NodeKind> = [.identifier, .memberAccess, .typeRef, .binary]
    /// The LiDAR APIs.
    public static let requiredNames: Set<String> = [
        "RoomCaptureView", "RoomCaptureSession", "sceneDepth", "smoothedSceneDepth", "sceneReconstruction",
        "builtInLiDARDepthCamera",
    ]

    private var first: Node?
    /// `.builtInLiDARDepthCamera` mentions: judged in `finish`, since a camera look-up can be its own check.
    private var cameras: [Node] = []
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
        case .binary:
            // `configuration.sceneReconstruction = .mesh` / `.meshWithClassification`
            guard tree.token(t, is: "="), let lhs = node.firstChild, lhs.kind == .memberAccess,
                  lhs.nameIs("sceneReconstruction"), let rhs = node.child(1)?.unparenthesized,
                  rhs.kind == .memberAccess, rhs.nameIs("mesh") || rhs.nameIs("meshWithClassification") else { return }
            if let f = first, f.firstToken <= lhs.firstToken { return }
            first = lhs
            return
        case .memberAccess where tree.token(t, is: "builtInLiDARDepthCamera"):
            cameras.append(node)
            return
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
        guard !hasSupportCheck else { return }
        var node = first
        for c in cameras where node == nil || c.firstToken < node!.firstToken {
            if !Self.isCheckedCameraLookUp(c) { node = c }
        }
        guard let node else { return }
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

    // MARK: The LiDAR camera's own check

    /// Whether `.builtInLiDARDepthCamera` is looked up in a way that handles its absence: an
    /// `AVCaptureDevice.default(…)` whose result is optional-bound, compared with `nil` or given a `??` fallback
    /// (directly or through a name), or a `DiscoverySession(…)` whose `devices` is tested.
    static func isCheckedCameraLookUp(_ camera: Node) -> Bool {
        for a in camera.ancestors {
            guard a.kind == .call else {
                if a.kind == .closure || a.kind == .codeBlock { return false }
                continue
            }
            if a.calleeIs("default"), let callee = a.firstChild, callee.kind == .memberAccess,
               callee.firstChild?.memberChain?.last == "AVCaptureDevice" {
                return handlesNil(a)
            }
            if a.calleeIs("DiscoverySession") {
                return testsDevices(a)
            }
        }
        return false
    }

    /// The value of `expr` is optional-bound, compared with nil or given a `??` fallback, here or through a name.
    static func handlesNil(_ expr: Node) -> Bool {
        if isNilHandled(expr) { return true }
        guard let name = boundName(expr), let scope = scope(of: expr) else { return false }
        var found = false
        scope.walk { n in
            if found { return false }
            if n.kind == .optionalBinding, n.name == name, n.initializerValue == nil { found = true }
            if n.kind == .identifier, n.name == name, n.firstToken > expr.lastToken, isNilHandled(n) { found = true }
            return !found
        }
        return found
    }

    /// `if let d = expr`, `guard let d = expr`, `expr == nil`, `expr != nil`, `expr ?? fallback`.
    static func isNilHandled(_ expr: Node) -> Bool {
        var n = expr
        while let p = n.parent, p.kind == .tryExpr || (p.kind == .tuple && p.childCount == 1) || p.kind == .argument && p.parent?.kind == .tuple {
            n = p
        }
        guard let p = n.parent else { return false }
        if p.kind == .initializer, p.parent?.kind == .optionalBinding { return true }
        if p.kind == .binary, let op = LayoutContext.operatorText(p) {
            if op == "??", p.firstChild == n { return true }
            if op == "==" || op == "!=", let other = p.firstChild == n ? p.child(1) : p.firstChild,
               other.kind == .nilLiteral { return true }
        }
        return false
    }

    /// `session.devices.isEmpty`, `.count`, or `.first` optional-bound, on the session or a name bound to it (or to
    /// its `devices`).
    static func testsDevices(_ session: Node) -> Bool {
        func testsList(_ list: Node) -> Bool {
            guard let p = list.parent, p.kind == .memberAccess, p.firstChild == list else {
                return false
            }
            if p.nameIs("isEmpty") || p.nameIs("count") { return true }
            if p.nameIs("first") || p.nameIs("last") { return handlesNil(p) }
            return false
        }
        func devicesTested(_ s: Node) -> Bool {
            guard let p = s.parent, p.kind == .memberAccess, p.firstChild == s, p.nameIs("devices") else { return false }
            if testsList(p) { return true }
            // `let devices = session.devices`
            guard let name = boundName(p), let scope = scope(of: p) else { return false }
            var found = false
            scope.walk { n in
                if found { return false }
                if n.kind == .identifier, n.name == name, n.firstToken > p.lastToken, testsList(n) { found = true }
                return !found
            }
            return found
        }
        if devicesTested(session) { return true }
        guard let name = boundName(session), let scope = scope(of: session) else { return false }
        var found = false
        scope.walk { n in
            if found { return false }
            if n.kind == .identifier, n.name == name, n.firstToken > session.lastToken, devicesTested(n) { found = true }
            return !found
        }
        return found
    }

    /// The name a `let`/`var` binds `expr` to (`let device = AVCaptureDevice.default(…)`).
    static func boundName(_ expr: Node) -> String? {
        guard let p = expr.parent, p.kind == .initializer, let b = p.parent, b.kind == .patternBinding else { return nil }
        return b.name
    }

    /// The function, closure or file whose body holds `node`.
    static func scope(of node: Node) -> Node? {
        for a in node.ancestors where a.kind == .funcDecl || a.kind == .closure || a.kind == .accessor || a.kind == .sourceFile {
            return a
        }
        return nil
    }
}
