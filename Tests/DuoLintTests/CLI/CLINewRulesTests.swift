import Foundation
import XCTest

/// The ten rules added in v3 (see ARCHITECTURE.md, adding a rule) reach every place that lists rules — `duo-lint rules`, the shell
/// completions, SARIF's rule metadata — and their findings reach every CI format, because all of them are read from
/// the registry. (Checked here on the binary, for the five of issue 24.)
final class CLINewRulesTests: CLITestCase {
    static let ids = ["bar-geometry-assumption", "idiom-gated-layout", "size-class-resets-state",
                      "system-bar-hidden-custom-bar", "width-scaled-font"]

    /// One finding of each of the five rules.
    private func writeSources() throws {
        try write("App/Root.swift", """
        import SwiftUI
        struct Root: View {
            @Environment(\\.horizontalSizeClass) var sizeClass
            var body: some View {
                if UIDevice.current.userInterfaceIdiom == .pad {
                    NavigationSplitView { Text("a") } detail: { Text("b") }
                } else {
                    HStack { Text("a") }
                }
                if sizeClass == .regular { NavigationStack { Text("c") } }
                GeometryReader { proxy in Text("d").font(.system(size: proxy.size.width / 10)) }
            }
        }
        struct Tabs: View {
            var body: some View {
                VStack { Text("e"); HStack { Button("A") { }; Button("B") { } } }
                    .toolbar(.hidden, for: .tabBar)
            }
        }

        """)
        try write("App/Player.swift", """
        import UIKit
        final class PlayerViewController: UIViewController {
            let mini = UIView()
            override func viewDidLayoutSubviews() {
                mini.frame.origin.y = view.bounds.height - tabBarController!.tabBar.frame.height - 64
            }
        }

        """)
    }

    func testRulesListAndCompletionsNameThem() throws {
        let rules = try lint(["rules", "--format", "json"])
        XCTAssertEqual(rules.status, 0, rules.stderr)
        let list = try JSONSerialization.jsonObject(with: Data(rules.stdout.utf8)) as? [[String: Any]] ?? []
        let byID = Dictionary(uniqueKeysWithValues: list.compactMap { r in (r["id"] as? String).map { ($0, r) } })
        let expected: [String: (Int, String)] = [
            "idiom-gated-layout": (1, "warning"), "size-class-resets-state": (1, "warning"), "width-scaled-font": (2, "warning"),
            "system-bar-hidden-custom-bar": (1, "warning"), "bar-geometry-assumption": (2, "warning"),
        ]
        for (id, (tier, severity)) in expected {
            XCTAssertEqual(byID[id]?["tier"] as? Int, tier, id)
            XCTAssertEqual(byID[id]?["severity"] as? String, severity, id)
        }
        for shell in ["bash", "zsh", "fish"] {
            let script = try lint(["completions", shell])
            XCTAssertEqual(script.status, 0, script.stderr)
            for id in Self.ids { XCTAssertTrue(script.stdout.contains(id), "\(shell) completions lack \(id)") }
        }
    }

    func testSARIFAndCIFormatsCarryThem() throws {
        try writeSources()
        let sarif = try lint(["lint", "App", "--format", "sarif"])
        let log = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any]
        let run = (log?["runs"] as? [[String: Any]])?.first
        let driver = (run?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        let rules = driver?["rules"] as? [[String: Any]] ?? []
        for id in Self.ids {
            let rule = rules.first { $0["id"] as? String == id }
            XCTAssertNotNil(rule, "SARIF rule metadata lacks \(id)")
            let help = (rule?["help"] as? [String: Any])?["markdown"] as? String ?? (rule?["help"] as? [String: Any])?["text"] as? String
            XCTAssertTrue(help?.contains("## Why it matters") ?? false || help?.isEmpty == false, "SARIF help of \(id)")
        }
        let results = (run?["results"] as? [[String: Any]] ?? []).compactMap { $0["ruleId"] as? String }
        XCTAssertEqual(Set(results), Set(Self.ids), sarif.stdout.prefix(2000).description)
        for format in ["github", "gitlab", "sonarqube", "checkstyle", "junit", "json", "text"] {
            let out = try lint(["lint", "App", "--format", format])
            let text = out.stdout + out.stderr
            for id in Self.ids { XCTAssertTrue(text.contains(id), "\(format) output lacks \(id)") }
        }
    }
}
