import XCTest
@testable import DuoLint

final class FoldAnimationBounceTests: XCTestCase {
    let id = "fold-animation-bounce"

    func testBouncyAnimationsOnFoldChanges() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                Panel()
                    .animation(.bouncy(duration: 0.4), value: hingeState) // want: fold-animation-bounce
                    .animation(.spring(duration: 0.4, bounce: 0.2), value: foldRegion?.frame) // want: fold-animation-bounce
                    .animation(.interpolatingSpring(stiffness: 170, damping: 15), value: regions.count) // want: fold-animation-bounce
                    .animation(.snappy(extraBounce: 0.1), value: model.isFolded) // want: fold-animation-bounce
                    .animation(Animation.bouncy, value: hingeProgress) // want: fold-animation-bounce
                    .onHingeChange { _, new in
                        withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) { lift = 1 } // want: fold-animation-bounce
                        withAnimation(.interpolatingSpring) { lift = 0 } // want: fold-animation-bounce
                    }
            }
        }
        final class VC: UIViewController {
            lazy var i = UIHingeInteraction { _, update in
                UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.2, options: []) { // want: fold-animation-bounce
                    self.card.alpha = 1
                }
            }
        }
        """, rule: id)
    }

    func testCriticallyDampedAndUnrelated() {
        LintHarness.assertClean("""
        struct V: View {
            var body: some View {
                Panel()
                    .animation(.smooth, value: hingeState)
                    .animation(.spring(duration: 0.4, bounce: 0), value: foldRegion)
                    .animation(.spring(response: 0.3, dampingFraction: 1), value: isFolded)
                    .animation(.snappy, value: isFolded)
                    .animation(.bouncy, value: folderCount)
                    .animation(.bouncy, value: selection)
                    .onHingeChange { _, new in
                        withAnimation(.smooth) { lift = 1 }
                        UIView.animate(springDuration: 0.4, bounce: 0) { }
                        let name = ".bouncy"
                        // withAnimation(.bouncy) { }
                    }
                    .onTapGesture { withAnimation(.bouncy) { lift = 0 } }
            }
        }
        """, rule: id)
    }
}
