import XCTest
@testable import DuoLint
@testable import DuoLintBuild

/// VOCABULARY.md *code that runs on an iPhone*, scope 5: declarations marked unavailable on iOS, and declarations
/// referenced only from absent code (across files), are absent; `obsoleted:` never makes code absent.
final class AbsentDeclarationsTests: XCTestCase {
    func testUnavailableDeclarations() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View { Text("v") }
            @available(iOS, unavailable)
            func macSidebar() -> some View { Text("a").frame(width: 500) }
            @available(*, unavailable, message: "use body")
            var legacy: some View { Text("b").frame(width: 501) }
            @available(iOS, obsoleted: 16)
            func obsolete() -> some View { Text("c").frame(width: 502) } // want: fixed-width
            @available(iOS, deprecated: 15, message: "old")
            func deprecated() -> some View { Text("d").frame(width: 503) } // want: fixed-width
            @available(macOS, unavailable)
            func notOnMac() -> some View { Text("e").frame(width: 504) } // want: fixed-width
            @available(iOSApplicationExtension, unavailable)
            func notInExtensions() -> some View { Text("f").frame(width: 505) } // want: fixed-width
            @available(iOS 28, *)
            func later() -> some View { Text("g").frame(width: 506) } // want: fixed-width
        }
        @available(iOS, unavailable)
        struct MacOnly: View {
            var body: some View { Text("h").frame(width: 507) }
        }
        """, rule: "fixed-width")
    }

    func testHelpersOnlyAbsentCodeCalls() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                if UIDevice.current.userInterfaceIdiom == .pad {
                    padLayout()
                } else {
                    phoneLayout()
                }
                shared()
                if #available(iOS 17, *) { Text("new") } else { legacy() }
                never()
            }
            func padLayout() -> some View { Text("pad").frame(width: 500) }
            func phoneLayout() -> some View { Text("phone").frame(width: 501) } // want: fixed-width
            func shared() -> some View {
                Group {
                    Text("shared").frame(width: 502) // want: fixed-width
                    if UIDevice.current.userInterfaceIdiom == .pad { shared() }
                }
            }
            func legacy() -> some View { Text("legacy").frame(width: 503) }
            func never() -> some View { Text("never called from absent code").frame(width: 504) } // want: fixed-width
            func unused() -> some View { Text("not referenced at all").frame(width: 505) } // want: fixed-width
        }
        """, rule: "fixed-width")
    }

    func testWhatRunsWithoutASwiftReferenceStays() {
        LintHarness.assertMarked("""
        final class C: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                #if os(macOS)
                configure(); tapped(); layoutPad(); objcMembers.go()
                present(PadSplitController(), animated: true)
                _ = Helper().frame()
                #endif
            }
            @objc func configure() { view.frame = CGRect(x: 0, y: 0, width: 500, height: 1) } // want: fixed-width
            @IBAction func tapped() { view.frame = CGRect(x: 0, y: 0, width: 501, height: 1) } // want: fixed-width
            override func viewWillLayoutSubviews() {
                #if os(macOS)
                viewWillLayoutSubviews()
                #endif
                view.frame = CGRect(x: 0, y: 0, width: 502, height: 1) // want: fixed-width
            }
            func layoutPad() { view.frame = CGRect(x: 0, y: 0, width: 503, height: 1) }
        }
        @objcMembers final class Members: NSObject {
            func go() { v.frame = CGRect(x: 0, y: 0, width: 504, height: 1) } // want: fixed-width
        }
        // A storyboard may create it by name.
        final class PadSplitController: UIViewController {
            func layout() { view.frame = CGRect(x: 0, y: 0, width: 505, height: 1) } // want: fixed-width
        }
        final class Helper {
            func frame() -> CGRect { CGRect(x: 0, y: 0, width: 506, height: 1) }
        }
        """, rule: "fixed-width")
    }

    func testReferencesAcrossFiles() {
        LintHarness.assertMarked([
            "Helpers.swift": """
            struct MacSettings: View {
                var body: some View { Text("mac").frame(width: 500) }
            }
            struct Shared: View {
                var body: some View { Text("shared").frame(width: 501) } // want: fixed-width
            }
            enum Layout {
                static func sidebar() -> some View { Text("sidebar").frame(width: 502) }
                static func toolbar() -> some View { Text("toolbar").frame(width: 503) } // want: fixed-width
            }
            """,
            "App.swift": """
            @main struct NotesApp: App {
                var body: some Scene {
                    WindowGroup { Shared() }
                    #if os(macOS)
                    Settings { MacSettings(); Shared() }
                    #endif
                }
            }
            struct Screen: View {
                var body: some View {
                    if UIDevice.current.userInterfaceIdiom == .pad { Layout.sidebar() }
                    Layout.toolbar()
                }
            }
            """,
        ], rule: "fixed-width")
    }

    /// Swiftfin's `PlatformView`: a protocol whose `tvOSView` requirement only an inactive clause of its extension reads,
    /// implemented in 18 files (more than the first cut of suspects once allowed, 16; Swiftfin has 18), and named as a
    /// trailing closure's label elsewhere (a parameter's name, not a use of the property).
    func testPlatformRequirementReadOnlyByAnInactiveClause() {
        var files: [String: String] = [
            "PlatformView.swift": """
            protocol PlatformView: View {
                associatedtype iOSBody: View
                associatedtype tvOSBody: View
                var iOSView: iOSBody { get }
                var tvOSView: tvOSBody { get }
            }
            extension PlatformView {
                #if os(iOS)
                var body: some View { iOSView }
                #elseif os(tvOS)
                var body: some View { tvOSView }
                #endif
            }
            struct InlinePlatformView<A: View, B: View>: PlatformView {
                let iOSView: A
                let tvOSView: B
                init(@ViewBuilder iOSView: () -> A, @ViewBuilder tvOSView: () -> B) {
                    self.iOSView = iOSView()
                    self.tvOSView = tvOSView()
                }
            }
            """,
            "Section.swift": """
            struct Row: View {
                var body: some View {
                    InlinePlatformView { Text("phone") } tvOSView: { Text("tv") }
                }
            }
            """,
        ]
        for i in 0..<18 {
            files["Screen\(i).swift"] = """
            struct Screen\(i): PlatformView {
                var iOSView: some View { Text("phone").frame(width: \(500 + i)) } // want: fixed-width
                var tvOSView: some View { Text("tv").frame(width: \(600 + i)) }
            }
            """
        }
        LintHarness.assertMarked(files, rule: "fixed-width")
    }

    func testPreviewOnlyTypesAndCascades() {
        LintHarness.assertMarked([
            "Card.swift": """
            struct Card: View {
                var body: some View { Text("card").frame(width: 500) } // want: fixed-width
            }
            #Preview { CardPreviewHost() }
            """,
            "PreviewSupport.swift": """
            struct CardPreviewHost: View {
                var body: some View { Card().frame(width: 501) }
                static let sample = CardPreviewHost()
            }
            struct MockStore {
                static let preview = MockStore(items: MockItem.samples)
                var items: [MockItem]
            }
            struct MockItem {
                static var samples: [MockItem] { [MockItem(width: 502)] }
                var width: CGFloat
                func row() -> some View { Text("row").frame(width: 503) }
            }
            """,
            "Screen.swift": """
            struct Screen: View {
                var body: some View { Card() }
            }
            #Preview { Screen().environment(MockStore.preview) }
            """,
            "App.swift": """
            @main struct NotesApp: App {
                var body: some Scene { WindowGroup { Screen() } }
            }
            """,
        ], rule: "fixed-width")
    }

    func testShadowingAssignmentsAndOtherTypesNames() {
        LintHarness.assertMarked([
            "A.swift": """
            final class PadPanel: Panel {
                var panelView: UIView = { let v = UIView(); v.frame = CGRect(x: 0, y: 0, width: 503, height: 1); return v }()
                var observedView: UIView = { let v = UIView(); v.frame = CGRect(x: 0, y: 0, width: 504, height: 1); return v }() { didSet { setNeedsLayout() } } // want: fixed-width
                var sidebar: UIView { let v = UIView(); v.frame = CGRect(x: 0, y: 0, width: 500, height: 1); return v }
                var detail: UIView { let v = UIView(); v.frame = CGRect(x: 0, y: 0, width: 501, height: 1); return v } // want: fixed-width
                func layout() {
                    panelView = UIView()
                    self.panelView = UIView()
                    observedView = UIView()
                    let sidebar = UIView()
                    addSubview(sidebar)
                    if UIDevice.current.userInterfaceIdiom == .pad {
                        addSubview(self.sidebar)
                        addSubview(detail)
                        addSubview(panelView)
                        addSubview(observedView)
                    }
                    addSubview(detail)
                }
            }
            """,
            "B.swift": """
            final class Other: UIView {
                var sidebar: UIView { let v = UIView(); v.frame = CGRect(x: 0, y: 0, width: 502, height: 1); return v } // want: fixed-width
                func layout() { addSubview(sidebar) }
            }
            """,
        ], rule: "fixed-width")
    }

    func testMemberUsesFromAnywhereKeepADeclaration() {
        LintHarness.assertMarked([
            "A.swift": """
            enum Parts {
                static var wide: some View { Text("w").frame(width: 500) } // want: fixed-width
                static var narrow: some View { Text("n").frame(width: 501) }
            }
            struct V: View {
                var body: some View {
                    #if os(macOS)
                    Parts.wide
                    Parts.narrow
                    #endif
                    Text("b")
                }
            }
            """,
            "B.swift": """
            func parts(_ p: Parts.Type) -> some View { p.wide }
            """,
        ], rule: "fixed-width")
    }

    func testPublicDeclarationsOfAPackageStay() {
        let files = [
            "Sources/Kit/Kit.swift": """
            public struct KitView: View {
                public var body: some View { Text("kit") }
                public func padLayout() -> some View { Text("pad").frame(width: 500) }
                func internalPad() -> some View { Text("pad").frame(width: 501) }
            }
            extension KitView {
                public var demo: some View {
                    #if os(macOS)
                    padLayout(); internalPad()
                    #endif
                    EmptyView()
                }
            }
            """,
        ]
        var options = LintOptions(jobs: 2)
        options.enabledRules = ["fixed-width"]
        let inputs = files.keys.sorted().map { LintInput(path: $0, text: files[$0]!) }
        func lines(package: Bool) -> [Int] {
            let result = LintRunner.run(options: options, packageCode: { _ in package }) { submit in
                inputs.forEach(submit)
                return Array(inputs.indices)
            }
            return result.findings.map(\.line)
        }
        XCTAssertEqual(lines(package: true), [3])
        XCTAssertEqual(lines(package: false), [])
    }

    func testImportingATestFrameworkIsTestCode() {
        let files = [
            "AppTests.swift": "import XCTest\nlet w = Text(\"a\").frame(width: 500)\n",
            "Swift Testing.swift": "@testable import App\nimport Testing\nlet w = Text(\"a\").frame(width: 501)\n",
            "Helper.swift": "#if canImport(XCTest)\nimport XCTest\n#endif\nlet w = Text(\"a\").frame(width: 502)\n",
            "Debug.swift": "#if DEBUG\nimport XCTest\n#endif\nlet w = Text(\"a\").frame(width: 503)\n",
            "App.swift": "import UIKit\nlet w = Text(\"a\").frame(width: 504)\n",
        ]
        let findings = LintHarness.lint(files, rules: ["fixed-width"])
        XCTAssertEqual(findings.map(\.path), ["App.swift", "Debug.swift"])
    }
}
