import XCTest
@testable import DuoLint

/// Which types are screens, how they are reached, and what each uses.
final class ScreenInventoryTests: XCTestCase {
    static let app: [String: String] = [
        "App.swift": """
        import SwiftUI
        @main
        struct NotesApp: App {
            var body: some Scene {
                WindowGroup { RootTabs() }
            }
        }
        struct RootTabs: View {
            var body: some View {
                TabView {
                    Tab("Notes", systemImage: "note") { NavigationStack { NoteList() } }
                    SettingsScreen().tabItem { Label("Settings", systemImage: "gear") }
                }
            }
        }
        """,
        "NoteList.swift": """
        import SwiftUI
        struct NoteList: View {
            @State private var composing = false
            let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]
            var body: some View {
                ScrollView {
                    LazyVGrid(columns: columns) { NoteCard() }
                    NavigationLink("Archive") { ArchiveView() }
                    NavigationLink(value: 1) { Text("One") }
                }
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .detail: NoteDetail()
                    case .tags: TagsView()
                    }
                }
                .sheet(isPresented: $composing) { NavigationStack { Composer() } }
                .toolbar {
                    ToolbarItem { Button("New", systemImage: "plus") { composing = true } }
                    ToolbarItem { Button("Sort", systemImage: "arrow.up.arrow.down") { } }
                }
            }
        }
        struct NoteCard: View {
            var body: some View { Text("card").frame(width: 320) }
        }
        """,
        "Detail.swift": """
        import SwiftUI
        struct NoteDetail: View {
            var body: some View {
                ArrangementView { NotePane() } secondary: { InfoPane() }
                    .onHingeChange { _, new in effect = new?.angle ?? 0 }
            }
        }
        struct NotePane: View { var body: some View { Text("n") } }
        struct InfoPane: View {
            var body: some View {
                GeometryReader { proxy in Color.clear.frame(height: proxy.reservedRegions(kind: .division).first?.frame.height ?? 0) }
            }
        }
        struct ArchiveView: View { var body: some View { List { NoteCard() } } }
        struct TagsView: View { var body: some View { List { NoteCard() } } }
        struct Composer: View { var body: some View { TextEditor(text: .constant("")) } }
        struct SettingsScreen: View { var body: some View { Form { PlanPicker() } } }
        struct PlanPicker: View { var body: some View { SubscriptionStoreView(groupID: "1") } }
        struct Unused: View { var body: some View { Text("x").frame(width: 400) } }
        """,
        "Controllers.swift": """
        import UIKit
        import SwiftUI
        class BaseController: UIViewController {}
        final class InboxController: BaseController {
            override func viewDidLoad() {
                let detail = MessageController()
                navigationController?.pushViewController(detail, animated: true)
                present(UIHostingController(rootView: HelpView()), animated: true)
                let bar = UIToolbar()
                view.addSubview(bar)
            }
        }
        final class MessageController: UIViewController {}
        final class SplitRoot: UISplitViewController {}
        struct HelpView: View { var body: some View { Text("help") } }
        """,
    ]

    func testScreensAreFoundFromHowTheAppShowsThem() {
        let report = ReportHarness.report(Self.app)
        func reasons(_ name: String) -> [String] { ReportHarness.screen(report, name)?.screen.reasons ?? [] }
        XCTAssertEqual(reasons("RootTabs"), ["window root"])
        XCTAssertEqual(Set(reasons("NoteList")), ["navigation root", "tab"])
        XCTAssertEqual(reasons("SettingsScreen"), ["tab"])
        XCTAssertEqual(reasons("ArchiveView"), ["navigation destination"])
        XCTAssertEqual(reasons("NoteDetail"), ["navigation destination"])
        XCTAssertEqual(reasons("TagsView"), ["navigation destination"])
        XCTAssertEqual(Set(reasons("Composer")), ["sheet", "navigation root"])
        XCTAssertEqual(reasons("HelpView"), ["hosted in UIKit"])
        XCTAssertEqual(reasons("InboxController"), ["view controller"], "through a project base class")
        XCTAssertEqual(reasons("MessageController"), ["view controller"])
        XCTAssertEqual(reasons("NotesApp"), ["app scenes"])
        for part in ["NoteCard", "NotePane", "InfoPane", "PlanPicker", "Unused"] {
            XCTAssertNil(ReportHarness.screen(report, part), "\(part) is part of a screen, not one")
        }
        XCTAssertEqual(ReportHarness.screen(report, "NoteDetail")?.screen.panes, ["InfoPane", "NotePane"])
        XCTAssertEqual(ReportHarness.screen(report, "InboxController")?.screen.presents.map(\.type).sorted(),
                       ["HelpView", "MessageController"])
    }

    func testWhatScreensUseRollsUpTheViewsTheyEmbed() throws {
        let report = ReportHarness.report(Self.app)
        let list = try XCTUnwrap(ReportHarness.screen(report, "NoteList")).screen
        XCTAssertEqual(list.uses.grids.map { "\($0.kind) \($0.columns ?? -1)" }, ["LazyVGrid 3"])
        XCTAssertEqual(list.uses.toolbarItems, 2)
        XCTAssertEqual(list.uses.fixedWidths, [320], "NoteCard's width, embedded")
        XCTAssertTrue(list.views.contains("NoteCard"))

        let detail = try XCTUnwrap(ReportHarness.screen(report, "NoteDetail")).screen
        XCTAssertEqual(detail.uses.arrangements, 1)
        XCTAssertEqual(detail.uses.hingeHandlers, 1)
        XCTAssertEqual(detail.uses.reservedRegionReads, 1, "the pane's reads are the screen's")

        let settings = try XCTUnwrap(ReportHarness.screen(report, "SettingsScreen")).screen
        XCTAssertEqual(settings.uses.paywall, ["SubscriptionStoreView"])

        let inbox = try XCTUnwrap(ReportHarness.screen(report, "InboxController")).screen
        XCTAssertEqual(inbox.uses.customBars, ["UIToolbar"])
        XCTAssertEqual(ReportHarness.screen(report, "SplitRoot")?.screen.uses.splitViews, ["UISplitViewController"])
    }

    func testFindingsBelongToTheScreenSharedViewOrFileThatHoldsThem() {
        let report = ReportHarness.report(Self.app)
        func home(_ rule: String, line: Int, _ path: String) -> String? {
            report.findings.first { $0.finding.ruleID == rule && $0.finding.line == line && $0.finding.path == path }
                .map { "\($0.homeKind.rawValue) \($0.home)" }
        }
        // NoteCard is embedded by NoteList, ArchiveView and TagsView: a shared view.
        XCTAssertEqual(home("fixed-width", line: 25, "NoteList.swift"), "shared-view NoteCard",
                       report.findings.map { "\($0.finding.path):\($0.finding.line) \($0.finding.ruleID)" }.joined(separator: "\n"))
        XCTAssertEqual(home("odd-grid-columns", line: 7, "NoteList.swift"), "screen NoteList")
        XCTAssertEqual(home("custom-bar-instance", line: 9, "Controllers.swift"), "screen InboxController")
        XCTAssertEqual(home("fixed-width", line: 19, "Detail.swift"), "file Detail.swift", "a view no screen shows")
    }

    func testPostureMatrixForTwoPaneHingeAndPaywallScreens() throws {
        let report = ReportHarness.report(Self.app)
        let names = Set(report.matrices.map(\.screen))
        XCTAssertTrue(names.contains("NoteDetail"))
        XCTAssertTrue(names.contains("SettingsScreen"), "paywall")
        XCTAssertTrue(names.contains("SplitRoot"), "split view")
        XCTAssertFalse(names.contains("Composer"))
        let detail = try XCTUnwrap(report.matrices.first { $0.screen == "NoteDetail" })
        XCTAssertEqual(detail.checks.map(\.check.id), ["no-letterboxing", "nothing-tappable-on-fold", "state-kept", "hinge-reset"])
        XCTAssertTrue(detail.nilHingeRun)
        let settings = try XCTUnwrap(report.matrices.first { $0.screen == "SettingsScreen" })
        XCTAssertEqual(settings.checks.map(\.check.id), ["no-letterboxing", "nothing-tappable-on-fold", "state-kept", "paywall-one-pane"])
    }

    func testPlainLintCollectsNoInventory() {
        let result = LintRunner.run(Self.app.keys.sorted().map { LintInput(path: $0, text: Self.app[$0]!) },
                                    options: LintOptions(enabledRules: RuleRegistry.defaultEnabledIDs.union(["odd-grid-columns"]), jobs: 2))
        XCTAssertTrue(result.inventories.isEmpty)
        XCTAssertEqual(result.findings, ReportHarness.run(Self.app).findings, "the inventory changes no finding")
    }

    func testExamplesAppScreens() throws {
        let dir = LintHarness.repoRoot.appendingPathComponent("Examples/DuoNotes")
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: dir.path) where name.hasSuffix(".swift") {
            files["Examples/DuoNotes/" + name] = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
        }
        let report = ReportHarness.report(files)
        let names = Set(report.screens.map(\.screen.name))
        for screen in ["RootTabView", "NotesListView", "SplitNotesView", "PhotoGridView", "PageCurlView", "SettingsView",
                       "NoteEditorView", "NoteDetailView", "LockScreen", "NotesViewController", "PageFlipViewController"] {
            XCTAssertTrue(names.contains(screen), "\(screen) is a screen of the example app")
        }
        XCTAssertFalse(names.contains("NoteRow"))
        XCTAssertFalse(names.contains("FilterPanel"), "an arrangement pane")
    }
}
