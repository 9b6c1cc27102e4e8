import XCTest
@testable import DuoLint

final class HingeEffectReduceMotionTests: XCTestCase {
    let id = "hinge-effect-reduce-motion"

    func testOncePerFileAtFirstUse() {
        LintHarness.assertMarked("""
        // accessibilityReduceMotion is mentioned only in this comment
        final class VC: UIViewController {
            private var interaction: UIHingeInteraction? // want: hinge-effect-reduce-motion
            let note = "UIAccessibility.isReduceMotionEnabled"
            override func viewDidLoad() {
                interaction = UIHingeInteraction { _, update in self.flip(update) }
                view.addInteraction(UIHingeInteraction { _, _ in })
            }
        }
        """, rule: id)
        LintHarness.assertMarked([
            "A.swift": """
            struct A: View {
                var body: some View { Text("a").onHingeChange { _, _ in } } // want: hinge-effect-reduce-motion
            }
            """,
            "B.swift": """
            struct B: View {
                @Environment(\\.accessibilityReduceMotion) var reduceMotion
                var body: some View { Text("b").onHingeChange { _, _ in } }
            }
            """,
        ], rule: id)
    }

    func testNoHingeUseOrReduceMotionRead() {
        LintHarness.assertClean("""
        final class VC: UIViewController {
            let text = ".onHingeChange { }"
            // UIHingeInteraction { _, update in }
            func apply(_ update: UIHingeInteraction.Update) { }
        }
        """, rule: id)
        LintHarness.assertClean("""
        final class VC: UIViewController {
            lazy var i = UIHingeInteraction { _, update in
                guard !UIAccessibility.isReduceMotionEnabled else { return }
            }
        }
        """, rule: id)
    }
}
