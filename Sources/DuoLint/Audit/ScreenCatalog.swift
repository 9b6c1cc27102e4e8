/// The app's screens, resolved across files from the per-file inventories.
///
/// A **screen** is
/// - a UIKit view controller: a class inheriting from `UIViewController` or another `…ViewController` /
///   `UIHostingController` / `UINavigationController` / `UITabBarController` / `UISplitViewController` /
///   `UISearchController`, directly or through classes declared in the project;
/// - a SwiftUI view (a type conforming to `View`) that the app shows on its own: the content of a `WindowGroup` /
///   `Window` / `DocumentGroup`, a `TabView` child (`Tab { X() }`, `X().tabItem { }`), the root of a
///   `NavigationStack` / `NavigationView`, a `NavigationSplitView` column, a `NavigationLink` destination or
///   `.navigationDestination` content, `.sheet` / `.fullScreenCover` / `.popover` / `.inspector` content, the root
///   view of a `UIHostingController` (or of a `UIHostingController<X>` subclass);
/// - a SwiftUI view that sets its own navigation title or toolbar (`.navigationTitle`, `.toolbar`): what the root
///   view of a screen does, which also finds screens pushed by coordinators and routers the walk cannot follow.
///
/// The primaries and secondaries of an `ArrangementView` are panes of the screen that holds it, not screens.
/// Every other view is a part of the screens that embed it (transitively): its findings are the screen's when one
/// screen embeds it, and a *shared view*'s when several do.
public struct ScreenCatalog {
    public struct Declaration: Hashable, Sendable {
        public var path: String
        public var line: Int
        public var endLine: Int
    }

    public struct Edge: Hashable, Sendable {
        /// The presenting type, or the presented one (for `presents`).
        public var type: String
        public var how: Presentation.How
        public var path: String
        public var line: Int
    }

    public struct Screen: Sendable {
        public var name: String
        /// `swiftui`, `uikit` or `app` (an `App`'s scenes).
        public var kind: String
        public var declarations: [Declaration]
        /// Why duo-lint counts it as a screen (`view controller`, `tab`, `sheet`, `sets a navigation title`, …).
        public var reasons: [String]
        public var reachedBy: [Edge]
        public var presents: [Edge]
        /// Views shown as its arrangement's panes.
        public var panes: [String]
        /// Views it embeds (transitively) that are not screens themselves.
        public var views: [String]
        /// What it uses, with the views it embeds.
        public var uses: ScreenUses

        /// `SwiftUI`, `UIKit` or `App`.
        public var kindLabel: String { kind == "uikit" ? "UIKit" : kind == "app" ? "App" : "SwiftUI" }
    }

    public private(set) var screens: [String: Screen] = [:]
    /// Non-screen views and the screens that embed them.
    public private(set) var owners: [String: Set<String>] = [:]
    public private(set) var declarations: [String: [Declaration]] = [:]
    /// Per file, its type declarations (for homing findings).
    private var typesByPath: [String: [InventoryType]] = [:]
    private var decls: [String: [InventoryType]] = [:]
    private var vcMemo: [String: Bool] = [:]
    private var uiViewMemo: [String: Bool] = [:]
    public let usesBiometrics: Bool
    public let usesDepthCapture: Bool
    /// What every type of the app uses, added up.
    public private(set) var allUses = ScreenUses()

    static let controllerBases: Set<String> = [
        "UIHostingController", "UINavigationController", "UITabBarController", "UISplitViewController",
        "UISearchController", "UIAlertController", "UIImagePickerController", "QLPreviewController",
        "UIArrangementViewController",
    ]
    static let paywallWords: Set<String> = [
        "paywall", "subscription", "subscriptions", "subscribe", "purchase", "purchases", "upgrade", "premium", "pricing",
    ]

    public init(_ inventories: [FileInventory]) {
        var biometrics = false
        var depth = false
        for file in inventories {
            biometrics = biometrics || file.usesBiometrics
            depth = depth || file.usesDepthCapture
            typesByPath[file.path, default: []] += file.types
            for t in file.types where t.keyword != .protocol {
                decls[t.name, default: []].append(t)
                declarations[t.name, default: []].append(Declaration(path: file.path, line: t.line, endLine: t.endLine))
            }
        }
        usesBiometrics = biometrics
        usesDepthCapture = depth
        for file in inventories {
            for t in file.types { allUses.merge(t.uses) }
        }

        // Edges by target, from every declaration of every file.
        var incoming: [String: [Edge]] = [:]
        var outgoing: [String: [Edge]] = [:]
        for file in inventories {
            for t in file.types {
                var seen: Set<Presentation> = []
                for p in t.presents where seen.insert(Presentation(target: p.target, how: p.how, line: 0)).inserted {
                    incoming[p.target, default: []].append(Edge(type: t.name, how: p.how, path: file.path, line: p.line))
                    outgoing[t.name, default: []].append(Edge(type: p.target, how: p.how, path: file.path, line: p.line))
                }
            }
        }

        // Screens (the order of the names does not matter: everything below is keyed by name).
        var reasons: [String: [String]] = [:]
        for name in decls.keys {
            if isViewController(name) {
                reasons[name, default: []].append("view controller")
            } else if isApp(name) {
                reasons[name, default: []].append("app scenes")
            } else if isView(name) {
                for edge in incoming[name] ?? [] where edge.how != .pane {
                    let reason = Self.reasonText(edge.how)
                    if !(reasons[name] ?? []).contains(reason) { reasons[name, default: []].append(reason) }
                }
                if decls[name]!.contains(where: { $0.configuresNavigationBar }), reasons[name] == nil {
                    reasons[name] = ["has its own title or toolbar"]
                }
            }
        }
        for (name, why) in reasons {
            let isUIKit = isViewController(name)
            var uses = ScreenUses()
            for t in decls[name] ?? [] { uses.merge(t.uses) }
            if isUIKit && inherits(name, "UISplitViewController") { uses.splitViews = Array(Set(uses.splitViews + ["UISplitViewController"])).sorted() }
            if isUIKit && inherits(name, "UIArrangementViewController") { uses.arrangements += 1 }
            screens[name] = Screen(
                name: name, kind: isUIKit ? "uikit" : (isApp(name) ? "app" : "swiftui"), declarations: declarations[name] ?? [],
                reasons: why,
                reachedBy: (incoming[name] ?? []).filter { $0.how != .pane && $0.type != name },
                presents: (outgoing[name] ?? []).filter { $0.how != .pane && $0.type != name && (isView($0.type) || isViewController($0.type)) },
                panes: Array(Set((outgoing[name] ?? []).filter { $0.how == .pane }.map { $0.type })).sorted(),
                views: [], uses: uses)
        }

        // Views embedded by each screen (panes included), transitively, stopping at other screens.
        for name in Array(screens.keys) {
            var queue: [String] = []
            for t in decls[name] ?? [] { queue += t.embeds }
            queue += screens[name]!.panes
            var visited: Set<String> = [name]
            var views: [String] = []
            var uses = screens[name]!.uses
            var steps = 0
            while let next = queue.popLast(), steps < 10_000 {
                steps += 1
                guard !visited.contains(next) else { continue }
                visited.insert(next)
                guard screens[next] == nil, isPart(next) else { continue }
                views.append(next)
                owners[next, default: []].insert(name)
                for t in decls[next] ?? [] {
                    uses.merge(t.uses)
                    queue += t.embeds
                    queue += t.presents.filter { $0.how == .pane }.map { $0.target }
                }
            }
            screens[name]!.views = views.sorted()
            screens[name]!.uses = uses
        }
        // Paywalls by name.
        for name in screens.keys {
            let words = Set(NameWords.split(name).map { $0.lowercased() })
            if !words.isDisjoint(with: Self.paywallWords) {
                screens[name]!.uses.paywall = Array(Set(screens[name]!.uses.paywall + ["named \(name)"])).sorted()
            }
        }
    }

    /// How many types (type and extensions together) have at least `n` toolbar items.
    public func typesWithToolbarItems(atLeast n: Int) -> Int {
        decls.values.filter { $0.reduce(0) { $0 + $1.uses.toolbarItems } >= n }.count
    }

    public static func reasonText(_ how: Presentation.How) -> String {
        switch how {
        case .window: return "window root"
        case .tab: return "tab"
        case .navigationRoot: return "navigation root"
        case .splitColumn: return "split view column"
        case .destination: return "navigation destination"
        case .sheet: return "sheet"
        case .push: return "pushed"
        case .hosted: return "hosted in UIKit"
        case .pane: return "arrangement pane"
        }
    }

    public func isView(_ name: String) -> Bool {
        (decls[name] ?? []).contains { t in
            t.inherited.contains { $0 == "View" || $0 == "UIViewRepresentable" || $0 == "UIViewControllerRepresentable" }
        }
    }

    static let partProtocols: Set<String> = [
        "View", "UIViewRepresentable", "UIViewControllerRepresentable", "ToolbarContent", "ViewModifier",
    ]

    /// What a screen can be made of: SwiftUI views, toolbar content and view modifiers, UIKit views and cells.
    public mutating func isPart(_ name: String) -> Bool {
        if (decls[name] ?? []).contains(where: { !$0.inherited.allSatisfy { !Self.partProtocols.contains($0) } }) { return true }
        return isUIKitView(name)
    }

    /// A class inheriting from a UIKit view (`UIView`, `UITableViewCell`, `UIControl`, …), directly or through the
    /// project's classes.
    public mutating func isUIKitView(_ name: String) -> Bool {
        let decls = self.decls
        return Self.inheritsTransitively(name, memo: &uiViewMemo, keywords: [.class], declarations: { decls[$0] ?? [] }) { base in
            base.hasPrefix("UI") && ["View", "Cell", "Control", "Button", "Label", "Bar", "Field"].contains { base.hasSuffix($0) }
        }
    }

    /// Whether a declaration of `name` names `base` after its colon.
    func inherits(_ name: String, _ base: String) -> Bool {
        (decls[name] ?? []).contains { $0.inherited.contains(base) }
    }

    public func isApp(_ name: String) -> Bool {
        (decls[name] ?? []).contains { $0.inherited.contains("App") }
    }

    /// A class that inherits from a view controller, directly or through the project's classes.
    public mutating func isViewController(_ name: String) -> Bool {
        let decls = self.decls
        return Self.inheritsTransitively(name, memo: &vcMemo, keywords: [.class, .extension], declarations: { decls[$0] ?? [] }) {
            $0.hasSuffix("ViewController") || Self.controllerBases.contains($0)
        }
    }

    /// Whether a declaration of `name` with one of `keywords` names a base that `isBase`, or (through the project's
    /// declarations) one that does, to any depth.
    ///
    /// Depth first in the declarations' and bases' order, without recursion (issue 21: a chain of 100,000 classes
    /// must not overflow the stack): a frame per type on the path. The same answers and memo entries as the
    /// recursive walk it replaces: a type is memoised false when entered (so a cycle answers false) and its answer
    /// when its frame ends.
    static func inheritsTransitively(_ name: String, memo: inout [String: Bool], keywords: Set<InventoryType.Keyword>,
                                     declarations: (String) -> [InventoryType], isBase: (String) -> Bool) -> Bool {
        if let known = memo[name] { return known }
        struct Frame {
            var name: String
            var decls: [InventoryType]
            var decl = 0
            var base = 0
        }
        memo[name] = false  // cycles
        var stack = [Frame(name: name, decls: declarations(name))]
        var answer = false
        var returning = false
        while let top = stack.indices.last {
            var result = false
            if returning {
                returning = false
                result = answer
            }
            var pushed = false
            scan: while !result && stack[top].decl < stack[top].decls.count {
                let t = stack[top].decls[stack[top].decl]
                if keywords.contains(t.keyword) {
                    while stack[top].base < t.inherited.count {
                        let base = t.inherited[stack[top].base]
                        stack[top].base += 1
                        if base == stack[top].name { continue }
                        if isBase(base) { result = true; break scan }
                        if let known = memo[base] {
                            if known { result = true; break scan }
                            continue
                        }
                        memo[base] = false  // cycles
                        stack.append(Frame(name: base, decls: declarations(base)))
                        pushed = true
                        break scan
                    }
                }
                stack[top].decl += 1
                stack[top].base = 0
            }
            if pushed { continue }
            let done = stack.removeLast()
            memo[done.name] = result
            answer = result
            returning = true
        }
        return answer
    }

    /// Where a finding at `path:line` belongs.
    public enum Home: Hashable {
        case screen(String)
        case shared(String)
        case file(String)
    }

    /// The innermost type declared around `path:line` (nil at the top level of a file).
    public func innermostType(path: String, line: Int) -> String? {
        (typesByPath[path] ?? []).filter { $0.line <= line && line <= $0.endLine }
            .max { $0.line != $1.line ? $0.line < $1.line : $0.endLine > $1.endLine }?.name
    }

    public func home(path: String, line: Int) -> Home {
        let types = (typesByPath[path] ?? []).filter { $0.line <= line && line <= $0.endLine }
        // Innermost first (latest start, then earliest end).
        let chain = types.sorted { $0.line != $1.line ? $0.line > $1.line : $0.endLine < $1.endLine }
        for t in chain where screens[t.name] != nil { return .screen(t.name) }
        for t in chain {
            if let o = owners[t.name] {
                return o.count == 1 ? .screen(o.first!) : .shared(t.name)
            }
        }
        return .file(path)
    }
}
