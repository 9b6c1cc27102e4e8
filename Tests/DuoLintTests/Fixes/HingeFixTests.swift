import XCTest
@testable import DuoLint

/// The hinge rules' fixes, row by row (the Fix sections of Rules/<id>.md): the edit, its class, when it is offered and
/// when it is not.
final class HingeFixTests: XCTestCase {
    // MARK: hinge-force-unwrap

    func handler(_ body: String) -> String {
        """
        import SwiftUI
        struct V: View {
            @State private var x = 0.0
            var body: some View {
                Text("a").onHingeChange { _, new in
        \(body)
                }
            }
        }

        """
    }

    func testForceUnwrapInComparedStatusConditionsIsSafe() {
        let rule = "hinge-force-unwrap"
        for (before, after) in [
            ("if new.hinge!.status == .partiallyOpen { x = 1 }", "if new.hinge?.status == .partiallyOpen { x = 1 }"),
            ("if .closed == new.hinge!.status { x = 1 }", "if .closed == new.hinge?.status { x = 1 }"),
            ("guard new.hinge!.status == .fullyOpen else { return }", "guard new.hinge?.status == .fullyOpen else { return }"),
            ("while new.hinge!.status == .closed && x < 1 { x += 1 }", "while new.hinge?.status == .closed && x < 1 { x += 1 }"),
            ("x = new.hinge!.status == .closed ? 0 : 1", "x = new.hinge?.status == .closed ? 0 : 1"),
            ("if (new.hinge!.status == .closed) || x > 1 { x = 0 }", "if (new.hinge?.status == .closed) || x > 1 { x = 0 }"),
        ] {
            FixHarness.assertFixes(handler(before), to: handler(after), rule: rule)
        }
    }

    func testOtherForceUnwrapsGetASuggestionOnly() {
        let rule = "hinge-force-unwrap"
        for source in [
            "if new.hinge!.status != .closed { x = 1 }",          // != : nil would be true
            "switch new.hinge!.status { default: x = 1 }",
            "x = new.hinge!.angle.radians",
            "let isOpen = new.hinge!.status == .fullyOpen\nprint(isOpen)", // a stored value, not a condition
            "if new.hinge!.status == expected { x = 1 }",          // not an implicit member
        ] {
            FixHarness.assertNoFix(handler(source), rule: rule)
            let findings = LintHarness.lint(handler(source), rule: rule)
            XCTAssertEqual(findings.count, 1, source)
            XCTAssertEqual(findings.first?.fixes.map(\.isApplicable), [false], "a suggestion without an edit: \(source)")
            XCTAssertTrue(findings.first?.fixes.first?.title.contains("guard let hinge = new.hinge else") ?? false)
        }
    }

    // MARK: hinge-old-value-used

    func testOldValueClosuresSwapTheirParameters() {
        let rule = "hinge-old-value-used"
        FixHarness.assertFixes(handler("x = 0").replacingOccurrences(of: "{ _, new in", with: "{ context, _ in\nx = context.hinge?.angle.radians ?? 0"),
                               to: handler("x = 0").replacingOccurrences(of: "{ _, new in", with: "{ _, context in\nx = context.hinge?.angle.radians ?? 0"),
                               rule: rule)
        // Type annotations stay where they are.
        let typed = "import SwiftUI\nstruct V: View {\n    @State private var x = 0.0\n    var body: some View {\n        Text(\"a\").onHingeChange { (a: DeviceHingeContext, b: DeviceHingeContext) in x = a.hinge?.angle.radians ?? 0 }\n    }\n}\n"
        FixHarness.assertFixes(typed, to: typed.replacingOccurrences(of: "(a: DeviceHingeContext, b: DeviceHingeContext)",
                                                                     with: "(b: DeviceHingeContext, a: DeviceHingeContext)"), rule: rule)
    }

    func testShorthandClosuresReadDollarOne() {
        let rule = "hinge-old-value-used"
        let source = "import SwiftUI\nstruct V: View {\n    let p: P\n    var body: some View {\n        Text(\"a\").onHingeChange { p.update($0.hinge); p.log([1].map { $0 + 1 }); p.seen($0) }\n    }\n}\n"
        FixHarness.assertFixes(source, to: source.replacingOccurrences(of: "p.update($0.hinge)", with: "p.update($1.hinge)")
                                             .replacingOccurrences(of: "p.seen($0)", with: "p.seen($1)"), rule: rule)
        // `$0` inside an interpolation cannot be reached: no edit.
        let interpolated = "import SwiftUI\nstruct V: View {\n    let p: P\n    var body: some View {\n        Text(\"a\").onHingeChange { p.update($0.hinge); print(\"\\($0)\") }\n    }\n}\n"
        XCTAssertEqual(LintHarness.lint(interpolated, rule: rule).count, 1)
        FixHarness.assertNoFix(interpolated, rule: rule)
    }

    // MARK: uikit-hinge-unknown-status

    func uikit(_ switchText: String) -> String {
        """
        import UIKit
        final class C: UIViewController {
            var progress: CGFloat = 0
            func apply(_ update: UIHingeInteraction.Update) {
                guard let hinge = update.hinge else { return }
        \(switchText)
            }
        }

        """
    }

    func testUnknownCaseIsInsertedBeforeTheDefault() {
        let rule = "uikit-hinge-unknown-status"
        FixHarness.assertFixes(uikit("        switch hinge.status {\n        case .closed: progress = 0\n        @unknown default: progress = 1\n        }"),
                               to: uikit("        switch hinge.status {\n        case .closed: progress = 0\n        case .unknown: break\n        @unknown default: progress = 1\n        }"),
                               rule: rule)
        // CRLF files get a CRLF line; tabs are copied.
        let crlf = uikit("\tswitch hinge.status {\n\tcase .closed: progress = 0\n\tdefault: progress = 1\n\t}").replacingOccurrences(of: "\n", with: "\r\n")
        FixHarness.assertFixes(crlf, to: crlf.replacingOccurrences(of: "\tdefault:", with: "\tcase .unknown: break\r\n\tdefault:"), rule: rule)
    }

    func testNoUnknownCaseWhenACaseSitsInAnIfOrTheDefaultSharesItsLine() {
        let rule = "uikit-hinge-unknown-status"
        let inIf = uikit("        switch hinge.status {\n        case .closed: progress = 0\n        #if DEBUG\n        case .fullyOpen: progress = 1\n        #endif\n        default: progress = 0.5\n        }")
        XCTAssertEqual(LintHarness.lint(inIf, rule: rule).count, 1)
        FixHarness.assertNoFix(inIf, rule: rule)
        let oneLine = uikit("        switch hinge.status { case .closed: progress = 0; default: progress = 0.5 }")
        XCTAssertEqual(LintHarness.lint(oneLine, rule: rule).count, 1)
        FixHarness.assertNoFix(oneLine, rule: rule)
    }

    // MARK: hinge-effect-not-reset

    func testResetIsAddedOnlyWithLiteralInitialisersAndOnlyUnsafe() {
        let rule = "hinge-effect-not-reset"
        let source = """
            import SwiftUI
            struct V: View {
                @State private var bend = 0.0
                @State private var lifted = false
                var body: some View {
                    Text("a").onHingeChange { _, new in
                        if new.hinge?.status == .partiallyOpen { bend = 1; self.lifted = true }
                    }
                }
            }

            """
        FixHarness.assertNoFix(source, rule: rule, unsafe: false)
        FixHarness.assertFixes(source, to: source.replacingOccurrences(
            of: "self.lifted = true }", with: "self.lifted = true } else { bend = 0.0; self.lifted = false }"), rule: rule, unsafe: true)
        // A property without a literal initialiser, a local, a compound assignment: no edit.
        for body in ["if new.hinge?.status == .partiallyOpen { offset = 1 }",
                     "var local = 0.0\n if new.hinge?.status == .partiallyOpen { local = 1 }\n print(local)",
                     "if new.hinge?.status == .partiallyOpen { bend += 1 }"] {
            let s = source.replacingOccurrences(of: "if new.hinge?.status == .partiallyOpen { bend = 1; self.lifted = true }", with: body)
                .replacingOccurrences(of: "@State private var lifted = false", with: "@State private var offset = CGFloat.zero")
            XCTAssertEqual(LintHarness.lint(s, rule: rule).count, 1, body)
            FixHarness.assertNoFix(s, rule: rule)
        }
    }

    // MARK: fold-animation-bounce

    func animation(_ a: String) -> String {
        """
        import SwiftUI
        struct V: View {
            @State private var folded = false
            var body: some View {
                Text("a").onHingeChange { _, new in
                    withAnimation(\(a)) { folded = new.hinge != nil }
                }
            }
        }

        """
    }

    func testFoldAnimationRows() {
        let rule = "fold-animation-bounce"
        let safe: [(String, String)] = [
            (".bouncy", ".smooth"), (".snappy", ".smooth"), (".spring", ".smooth"), (".spring()", ".smooth"),
            ("Animation.bouncy", "Animation.smooth"),
            (".snappy(extraBounce: 0.1)", ".smooth"), (".smooth(extraBounce: 0.2)", ".smooth"),
            (".bouncy(duration: 0.4)", ".spring(duration: 0.4, bounce: 0)"),
            (".snappy(duration: 0.25, extraBounce: 0.1)", ".spring(duration: 0.25, bounce: 0)"),
            (".smooth(duration: 0.3, extraBounce: 0.2)", ".spring(duration: 0.3, bounce: 0)"),
            (".spring(duration: 0.3, bounce: 0.25)", ".spring(duration: 0.3, bounce: 0)"),
        ]
        for (before, after) in safe {
            FixHarness.assertFixes(animation(before), to: animation(after), rule: rule)
        }
        let unsafe: [(String, String)] = [
            (".spring(response: 0.35, dampingFraction: 0.6)", ".spring(duration: 0.35, bounce: 0)"),
            (".spring(response: 0.35)", ".spring(duration: 0.35, bounce: 0)"),
            (".interactiveSpring", ".spring(duration: 0.15, bounce: 0)"),
            (".interactiveSpring(response: 0.2, dampingFraction: 0.5)", ".spring(duration: 0.2, bounce: 0)"),
            (".spring(.snappy)", ".spring(duration: 0.5, bounce: 0)"),
            (".spring(.bouncy(duration: 0.3))", ".spring(duration: 0.3, bounce: 0)"),
            (".interpolatingSpring(duration: 0.4, bounce: 0.3)", ".interpolatingSpring(duration: 0.4, bounce: 0)"),
        ]
        for (before, after) in unsafe {
            FixHarness.assertNoFix(animation(before), rule: rule, unsafe: false)
            FixHarness.assertFixes(animation(before), to: animation(after), rule: rule, unsafe: true)
        }
        // No edit: a blendDuration, a damped interpolating spring, a non-literal response.
        for source in [".spring(response: 0.3, dampingFraction: 0.5, blendDuration: 0.1)",
                       ".interpolatingSpring(mass: 1, stiffness: 100, damping: 10)"] {
            XCTAssertEqual(LintHarness.lint(animation(source), rule: rule).count, 1, source)
            FixHarness.assertNoFix(animation(source), rule: rule)
        }
    }

    func testAConstantBounceIsUnsafeAndANamedAnimationIsNotEdited() {
        let rule = "fold-animation-bounce"
        let constant = animation(".spring(duration: 0.3, bounce: springBounce)") + "let springBounce = 0.3\n"
        FixHarness.assertNoFix(constant, rule: rule, unsafe: false)
        FixHarness.assertFixes(constant, to: constant.replacingOccurrences(of: "bounce: springBounce)", with: "bounce: 0)"),
                               rule: rule, unsafe: true)
        let named = animation("fold").replacingOccurrences(of: "withAnimation(fold)", with: "let fold = Animation.bouncy\n            withAnimation(fold)")
        XCTAssertEqual(LintHarness.lint(named, rule: rule).count, 1)
        FixHarness.assertNoFix(named, rule: rule)
    }

    func testUIKitSpringAnimations() {
        let rule = "fold-animation-bounce"
        func uikitAnimation(_ call: String) -> String {
            """
            import UIKit
            final class C: UIViewController {
                func hingeInteraction(_ interaction: UIHingeInteraction, didUpdate update: UIHingeInteraction.Update) {
                    \(call) { self.view.layoutIfNeeded() }
                }
            }

            """
        }
        FixHarness.assertFixes(uikitAnimation("UIView.animate(springDuration: 0.5, bounce: 0.3)"),
                               to: uikitAnimation("UIView.animate(springDuration: 0.5, bounce: 0)"), rule: rule)
        let damping = "UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: [])"
        FixHarness.assertNoFix(uikitAnimation(damping), rule: rule, unsafe: false)
        FixHarness.assertFixes(uikitAnimation(damping), to: uikitAnimation(damping.replacingOccurrences(of: "0.6", with: "1.0")),
                               rule: rule, unsafe: true)
    }
}
