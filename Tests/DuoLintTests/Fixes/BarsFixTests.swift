import XCTest
@testable import DuoLint

/// The bar rules' fixes and `mirrored-safe-area-inset`'s (the Fix sections of Rules/<id>.md), row by row.
final class BarsFixTests: XCTestCase {
    func toolbar(_ content: String) -> String {
        """
        import SwiftUI
        struct Sheet: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var on = false
            var body: some View {
                NavigationStack {
                    Text("a")
                        .toolbar {
        \(content)
                        }
                }
            }
            func save() {}
            func share() {}
        }

        """
    }

    // MARK: close-button-placement

    func testCloseButtonPlacement() {
        let rule = "close-button-placement"
        let leading = toolbar("ToolbarItem(placement: .topBarLeading) { Button(\"Close\") { dismiss() }.tint(.red) }")
        FixHarness.assertFixes(leading, to: leading.replacingOccurrences(of: ".topBarLeading", with: ".cancellationAction"), rule: rule)
        let trailing = toolbar("ToolbarItem(placement: .navigationBarTrailing) { Button(\"Cancel\") { dismiss() } }")
        FixHarness.assertNoFix(trailing, rule: rule, unsafe: false)
        FixHarness.assertFixes(trailing, to: trailing.replacingOccurrences(of: ".navigationBarTrailing", with: ".cancellationAction"),
                               rule: rule, unsafe: true)
        for (before, after) in [
            ("ToolbarItem { Button(\"Close\") { dismiss() } }", "ToolbarItem(placement: .cancellationAction) { Button(\"Close\") { dismiss() } }"),
            ("ToolbarItem(id: \"close\") { Button(\"Close\") { dismiss() } }",
             "ToolbarItem(id: \"close\", placement: .cancellationAction) { Button(\"Close\") { dismiss() } }"),
        ] {
            FixHarness.assertNoFix(toolbar(before), rule: rule, unsafe: false)
            FixHarness.assertFixes(toolbar(before), to: toolbar(after), rule: rule, unsafe: true)
        }
        // A group with other items, a placement through a name, two controls in the item: no edit.
        for content in [
            "ToolbarItemGroup(placement: .topBarLeading) { Button(\"Close\") { dismiss() }; Button(\"Save\") { save() } }",
            "ToolbarItem(placement: place) { Button(\"Close\") { dismiss() } }",
            "ToolbarItem(placement: .topBarLeading) { HStack { Button(\"Close\") { dismiss() }; Text(\"x\") } }",
        ] {
            let source = toolbar(content).replacingOccurrences(of: "func save() {}", with: "func save() {}\n    let place = ToolbarItemPlacement.topBarLeading")
            XCTAssertEqual(LintHarness.lint(source, rule: rule).count, 1, content)
            FixHarness.assertNoFix(source, rule: rule)
        }
    }

    // MARK: prominent-action-placement

    func testProminentActionPlacementDependsOnTheDeploymentTarget() {
        let rule = "prominent-action-placement"
        let source = toolbar("""
            ToolbarItem(placement: .topBarTrailing) { Button("Done") { save() } }
            ToolbarItem(placement: .topBarTrailing) { Button("Share", systemImage: "square.and.arrow.up") { share() } }
            """)
        let pinned = source.replacingOccurrences(of: "ToolbarItem(placement: .topBarTrailing) { Button(\"Done\")",
                                                 with: "ToolbarItem(placement: .topBarPinnedTrailing) { Button(\"Done\")")
        FixHarness.assertFixes(source, to: pinned, rule: rule, deploymentTarget: OSVersion([27, 1]))
        FixHarness.assertFixes(source, to: pinned, rule: rule, deploymentTarget: OSVersion([28]))
        // Unknown: unsafe. Below 27.1: nothing.
        FixHarness.assertNoFix(source, rule: rule, unsafe: false)
        FixHarness.assertFixes(source, to: pinned, rule: rule, unsafe: true)
        XCTAssertEqual(LintHarness.lint(source, rule: rule).count, 1)
        FixHarness.assertNoFix(source, rule: rule, unsafe: true, deploymentTarget: OSVersion([26, 4]))
        // .primaryAction is unsafe even at 27.1.
        let primary = source.replacingOccurrences(of: "ToolbarItem(placement: .topBarTrailing) { Button(\"Done\")",
                                                  with: "ToolbarItem(placement: .primaryAction) { Button(\"Done\")")
        FixHarness.assertNoFix(primary, rule: rule, unsafe: false, deploymentTarget: OSVersion([27, 1]))
        FixHarness.assertFixes(primary, to: pinned, rule: rule, unsafe: true, deploymentTarget: OSVersion([27, 1]))
    }

    // MARK: toolbar-fixed-spacer

    func testFixedSpacersAreDeleted() {
        let rule = "toolbar-fixed-spacer"
        let group = toolbar("""
            ToolbarItemGroup(placement: .bottomBar) {
                Button("A") { save() }
                Spacer().frame(width: 12) // a gap
                Button("B") { share() }
                Spacer(minLength: 8); Button("C") { share() }
            }
            """)
        let fixed = group.replacingOccurrences(of: "Spacer().frame(width: 12) // a gap", with: "// a gap")
            .replacingOccurrences(of: "Spacer(minLength: 8); Button(\"C\")", with: "Button(\"C\")")
        FixHarness.assertFixes(group, to: fixed, rule: rule)
        // The only content of an item: no edit.
        let only = toolbar("ToolbarItem(placement: .bottomBar) { Spacer().frame(width: 12) }\nToolbarItem { Button(\"A\") { save() } }")
        XCTAssertEqual(LintHarness.lint(only, rule: rule).count, 1)
        FixHarness.assertNoFix(only, rule: rule)
    }

    func testFixedSpaceElementsOfArraysAreDeletedWithOneComma() {
        let rule = "toolbar-fixed-spacer"
        func controller(_ line: String) -> String {
            """
            import UIKit
            final class C: UIViewController {
                let a = UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil)
                let b = UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(line)
                }
            }

            """
        }
        for (before, after) in [
            ("toolbarItems = [a, .fixedSpace(8), b]", "toolbarItems = [a, b]"),
            ("toolbarItems = [a, b, UIBarButtonItem.fixedSpace(8)]", "toolbarItems = [a, b]"),
            ("setToolbarItems([UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil), a], animated: true)",
             "setToolbarItems([a], animated: true)"),
            ("toolbarItems = [\n            a,\n            .fixedSpace(8),\n            b,\n        ]", "toolbarItems = [\n            a,\n            b,\n        ]"),
            ("toolbarItems = [\n            a,\n            .fixedSpace(8)\n        ]", "toolbarItems = [\n            a\n        ]"),
        ] {
            FixHarness.assertFixes(controller(before), to: controller(after), rule: rule)
        }
        // Bound to a name and configured, or the only element: no edit.
        for line in ["let gap = UIBarButtonItem.fixedSpace(8)\n        gap.width = 20\n        toolbarItems = [a, gap, b]",
                     "toolbarItems = [.fixedSpace(8)]"] {
            XCTAssertEqual(LintHarness.lint(controller(line), rule: rule).count, 1, line)
            FixHarness.assertNoFix(controller(line), rule: rule)
        }
    }

    // MARK: toolbar-symbol-without-title

    func testSymbolOnlyControlsGetATitleFromTheirAccessibilityLabel() {
        let rule = "toolbar-symbol-without-title"
        let cases: [(String, String)] = [
            ("Button { save() } label: { Image(systemName: \"tray\") }.accessibilityLabel(\"Archive\")",
             "Button(\"Archive\", systemImage: \"tray\") { save() }.accessibilityLabel(\"Archive\")"),
            ("Button(action: save) { Image(systemName: \"tray\").accessibilityLabel(Text(\"Archive\")) }",
             "Button(\"Archive\", systemImage: \"tray\", action: save)"),
            ("Menu { Button(\"A\") { save() } } label: { Image(systemName: \"ellipsis\") }.help(\"More\")",
             "Menu(\"More\", systemImage: \"ellipsis\") { Button(\"A\") { save() } }.help(\"More\")"),
        ]
        for (before, after) in cases {
            let b = toolbar("ToolbarItemGroup(placement: .bottomBar) {\n\(before)\nButton(\"X\") { share() }\n}")
            let a = toolbar("ToolbarItemGroup(placement: .bottomBar) {\n\(after)\nButton(\"X\") { share() }\n}")
            FixHarness.assertNoFix(b, rule: rule, unsafe: false)
            FixHarness.assertFixes(b, to: a, rule: rule, unsafe: true)
        }
        // Toggle: only with a deployment target of iOS 17 or later.
        let toggle = toolbar("ToolbarItemGroup(placement: .bottomBar) {\nToggle(isOn: $on) { Image(systemName: \"flag\") }.accessibilityLabel(\"Flag\")\nButton(\"X\") { share() }\n}")
        FixHarness.assertNoFix(toggle, rule: rule, unsafe: true)
        FixHarness.assertNoFix(toggle, rule: rule, unsafe: true, deploymentTarget: OSVersion([16]))
        FixHarness.assertFixes(toggle, to: toggle.replacingOccurrences(of: "Toggle(isOn: $on) { Image(systemName: \"flag\") }",
                                                                        with: "Toggle(\"Flag\", systemImage: \"flag\", isOn: $on)"),
                               rule: rule, unsafe: true, deploymentTarget: OSVersion([17]))
        // No known title, an image with other modifiers, a title from the symbol's name: no edit.
        for content in ["Button { save() } label: { Image(systemName: \"tray\") }",
                        "Button { save() } label: { Image(systemName: \"tray\").font(.title) }.accessibilityLabel(\"Archive\")"] {
            let s = toolbar("ToolbarItemGroup(placement: .bottomBar) {\n\(content)\nButton(\"X\") { share() }\n}")
            XCTAssertEqual(LintHarness.lint(s, rule: rule).count, 1, content)
            FixHarness.assertNoFix(s, rule: rule)
        }
    }

    // MARK: mirrored-safe-area-inset

    func testMirroredInsetsGetTheirOwnSide() {
        let rule = "mirrored-safe-area-inset"
        func controller(_ body: String) -> String {
            """
            import UIKit
            final class C: UIViewController {
                let list = UITableView()
                override func viewSafeAreaInsetsDidChange() {
                    super.viewSafeAreaInsetsDidChange()
                    \(body)
                }
            }

            """
        }
        let direct = controller("list.contentInset = UIEdgeInsets(top: 0, left: view.safeAreaInsets.right, bottom: 0, right: view.safeAreaInsets.right)")
        FixHarness.assertNoFix(direct, rule: rule, unsafe: false)
        FixHarness.assertFixes(direct, to: direct.replacingOccurrences(of: "left: view.safeAreaInsets.right", with: "left: view.safeAreaInsets.left"),
                               rule: rule, unsafe: true)
        let directional = controller("list.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: self.view.safeAreaInsets.right, bottom: 0, trailing: 8)")
        FixHarness.assertFixes(directional, to: directional.replacingOccurrences(of: "leading: self.view.safeAreaInsets.right",
                                                                                  with: "leading: self.view.safeAreaInsets.left"),
                               rule: rule, unsafe: true)
        // max/min, arithmetic and a base with a call: no edit.
        for body in ["list.contentInset = UIEdgeInsets(top: 0, left: max(view.safeAreaInsets.right, view.safeAreaInsets.top), bottom: 0, right: 0)",
                     "list.contentInset = UIEdgeInsets(top: 0, left: view.safeAreaInsets.right + 8, bottom: 0, right: view.safeAreaInsets.right)",
                     "list.contentInset = UIEdgeInsets(top: 0, left: host().safeAreaInsets.right, bottom: 0, right: 0)"] {
            let s = controller(body).replacingOccurrences(of: "let list = UITableView()", with: "let list = UITableView()\n    func host() -> UIView { view }")
            XCTAssertEqual(LintHarness.lint(s, rule: rule).count, 1, body)
            FixHarness.assertNoFix(s, rule: rule)
        }
        let padding = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    GeometryReader { proxy in
                        Text("a").padding(.vertical, proxy.safeAreaInsets.bottom)
                    }
                }
            }

            """
        FixHarness.assertFixes(padding, to: padding.replacingOccurrences(
            of: ".padding(.vertical, proxy.safeAreaInsets.bottom)",
            with: ".padding(.top, proxy.safeAreaInsets.top).padding(.bottom, proxy.safeAreaInsets.bottom)"), rule: rule, unsafe: true)
        let allEdges = padding.replacingOccurrences(of: ".padding(.vertical, proxy.safeAreaInsets.bottom)", with: ".padding(proxy.safeAreaInsets.bottom)")
        XCTAssertEqual(LintHarness.lint(allEdges, rule: rule).count, 1)
        FixHarness.assertNoFix(allEdges, rule: rule)
    }
}
