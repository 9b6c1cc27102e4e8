import XCTest
@testable import DuoLint
@testable import DuoLintServer

/// The workspace keeps its merged cross-file facts up to date edit by edit (`IndexedFacts`): after any sequence of
/// edits, creations and deletions, every kept file has the findings a batch run over the current files gives it.
final class WorkspaceEditTests: XCTestCase {
    static let pool: [String] = [
        "import UIKit\nclass BrandBar: UIToolbar {}\n",
        "import UIKit\nclass FancyBar: BrandBar {}\nlet fancy = FancyBar()\n",
        "import UIKit\nlet plain = BrandBar()\nlet other = FancyBar(frame: .zero)\n",
        "import SwiftUI\nstruct Panes: View {\n    var body: some View {\n        ArrangementView { Text(\"a\") } secondary: { Text(\"b\") }\n    }\n}\n",
        "import SwiftUI\nstruct Panes: View { var body: some View { Text(\"none\") } }\n",
        "import SwiftUI\nstruct Screen: View {\n    var body: some View { ScrollView { Panes() } }\n}\n",
        "import SwiftUI\nstruct Wrapper: View { var body: some View { VStack { Panes() } } }\nstruct Outer: View { var body: some View { List { Wrapper() } } }\n",
        "import SwiftUI\nstruct Stack: View { var body: some View { ArrangementView { NavigationStack { Text(\"x\") } } secondary: { Detail() } } }\n",
        "import SwiftUI\nstruct Detail: View { var body: some View { NavigationView { Text(\"d\") } } }\n",
        "\n\n// shifted\nimport SwiftUI\nstruct Panes: View {\n    var body: some View {\n        ArrangementView { Text(\"a\") } secondary: { Text(\"b\") }\n    }\n}\n",
        "",
    ]

    func testEditsKeepTheSameFindingsAsABatchRun() {
        let options = LintOptions(enabledRules: Set(RuleRegistry.all.map { $0.descriptor.id }), jobs: 1)
        let workspace = Workspace { _ in options }
        var random = SeededRandom(seed: 16)
        var files: [String: String] = [:]
        let names = (0..<6).map { "F\($0).swift" }
        let kept: Set<String> = ["F0.swift", "F1.swift", "F2.swift"]
        var crossFileFindings = 0
        for step in 0..<300 {
            let name = names[Int(random.next() % UInt64(names.count))]
            if random.next() % 7 == 0 {
                files[name] = nil
                if kept.contains(name) { workspace.close(path: name) }
                workspace.remove(path: name)
            } else {
                let text = Self.pool[Int(random.next() % UInt64(Self.pool.count))]
                files[name] = text
                workspace.update(path: name, bytes: Array(text.utf8), keep: kept.contains(name))
            }
            let inputs = files.keys.sorted().map { LintInput(path: $0, text: files[$0]!) }
            let batch = LintRunner.run(inputs, options: options).findings
            crossFileFindings += batch.filter { ["custom-bar-instance", "arrangement-in-scroll-view", "navigation-in-arrangement"].contains($0.ruleID) }.count
            for name in kept where files[name] != nil {
                XCTAssertEqual(workspace.findings(for: name), batch.filter { $0.path == name }, "step \(step), \(name)")
            }
        }
        XCTAssertGreaterThan(crossFileFindings, 100, "the pool exercises the cross-file facts")
    }

    func testIndexReportsProgressWhileItWorks() {
        let inputs = (0..<300).map { LintInput(path: "F\($0).swift", text: "struct V\($0): View { var body: some View { Text(\"\") } }\n") }
        let workspace = Workspace { _ in LintOptions(jobs: 1) }
        var reports: [(Int, Int)] = []
        XCTAssertEqual(workspace.index(inputs, jobs: 2) { reports.append(($0, $1)) }, [])
        XCTAssertGreaterThan(reports.count, 3)
        XCTAssertEqual(reports.last?.0, 300)
        XCTAssertEqual(reports.map(\.0), reports.map(\.0).sorted())
        XCTAssertEqual(workspace.indexedFileCount, 300)
    }
}
