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
                        withAnimation(.interpolatingSpring) { lift = 0 }
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

    /// Rules/fold-animation-bounce.md: the full list of springs that are not critically damped.
    func testTheFullSpringList() {
        LintHarness.assertMarked("""
        let damping = 0.6
        struct V: View {
            var body: some View {
                Panel()
                    .animation(.bouncy(extraBounce: -0.3), value: isFolded) // want: fold-animation-bounce
                    .animation(.bouncy(duration: speed), value: isFolded) // want: fold-animation-bounce
                    .animation(.snappy, value: isFolded) // want: fold-animation-bounce
                    .animation(.snappy(), value: isFolded) // want: fold-animation-bounce
                    .animation(.snappy(duration: 0.3), value: isFolded) // want: fold-animation-bounce
                    .animation(.snappy(extraBounce: -0.1), value: isFolded) // want: fold-animation-bounce
                    .animation(.smooth(extraBounce: 0.1), value: isFolded) // want: fold-animation-bounce
                    .animation(.smooth(duration: 0.5, extraBounce: 0.2), value: isFolded) // want: fold-animation-bounce
                    .animation(.spring, value: isFolded) // want: fold-animation-bounce
                    .animation(.spring(), value: isFolded) // want: fold-animation-bounce
                    .animation(.spring(response: 0.3), value: isFolded) // want: fold-animation-bounce
                    .animation(.spring(response: 0.3, dampingFraction: damping), value: isFolded) // want: fold-animation-bounce
                    .animation(.spring(dampingFraction: 0.9), value: isFolded) // want: fold-animation-bounce
                    .animation(.spring(bounce: 0.1), value: isFolded) // want: fold-animation-bounce
                    .animation(.spring(.snappy), value: isFolded) // want: fold-animation-bounce
                    .animation(.spring(.bouncy(duration: 0.3)), value: isFolded) // want: fold-animation-bounce
                    .animation(.interactiveSpring, value: isFolded) // want: fold-animation-bounce
                    .animation(.interactiveSpring(), value: isFolded) // want: fold-animation-bounce
                    .animation(.interactiveSpring(response: 0.2, dampingFraction: 0.9), value: isFolded) // want: fold-animation-bounce
                    .animation(.interactiveSpring(duration: 0.2, extraBounce: 0), value: isFolded) // want: fold-animation-bounce
                    .animation(.interpolatingSpring(duration: 0.3, bounce: 0.3), value: isFolded) // want: fold-animation-bounce
                    .animation(.interpolatingSpring(mass: 2, stiffness: 100, damping: 20), value: isFolded) // want: fold-animation-bounce
                    .animation(Animation.snappy.speed(2), value: hinge) // want: fold-animation-bounce
            }
        }
        final class VC: UIViewController {
            func hingeInteraction(_ i: UIHingeInteraction, didUpdate update: UIHingeInteraction.Update) {
                UIView.animate(springDuration: 0.5, bounce: 0.3) { self.card.alpha = 1 } // want: fold-animation-bounce
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
                    .animation(.smooth(duration: 0.3), value: hingeState)
                    .animation(.smooth(extraBounce: 0), value: hingeState)
                    .animation(.spring(duration: 0.4, bounce: 0), value: foldRegion)
                    .animation(.spring(duration: 0.4), value: foldRegion)
                    .animation(.spring(duration: 0.4, bounce: -0.2), value: foldRegion)
                    .animation(.spring(response: 0.3, dampingFraction: 1), value: isFolded)
                    .animation(.spring(response: r, dampingFraction: 0.5), value: isFolded)
                    .animation(.spring(duration: 0.4, bounce: b), value: isFolded)
                    .animation(.spring(.smooth), value: isFolded)
                    .animation(.snappy(extraBounce: -0.15), value: isFolded)
                    .animation(.snappy(duration: d), value: isFolded)
                    .animation(.interactiveSpring(response: 0.2, dampingFraction: 1), value: isFolded)
                    .animation(.interpolatingSpring, value: isFolded)
                    .animation(.interpolatingSpring(duration: 0.3), value: isFolded)
                    .animation(.interpolatingSpring(duration: 0.3, bounce: 0), value: isFolded)
                    .animation(.interpolatingSpring(mass: 1, stiffness: 100, damping: 20), value: isFolded)
                    .animation(.easeInOut, value: isFolded)
                    .animation(.linear(duration: 0.2), value: isFolded)
                    .animation(.bouncy, value: folderCount)
                    .animation(.snappy, value: selection)
                    .onHingeChange { _, new in
                        withAnimation(.smooth) { lift = 1 }
                        UIView.animate(springDuration: 0.4, bounce: 0) { }
                        UIView.animate(springDuration: 0.4) { }
                        let name = ".bouncy"
                        // withAnimation(.bouncy) { }
                    }
                    .onTapGesture { withAnimation(.bouncy) { lift = 0 } }
            }
        }
        """, rule: id)
    }

    /// VOCABULARY.md *hinge handler*: same-type methods a handler calls are inside it.
    func testMethodsCalledFromAHandler() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                Panel().onHingeChange { _, new in settle(new.hinge?.status == .partiallyOpen) }
            }
            func settle(_ partial: Bool) { animateLift(partial) }
            func animateLift(_ partial: Bool) {
                withAnimation(.snappy) { lift = partial ? 1 : 0 } // want: fold-animation-bounce
            }
            func tapped() { withAnimation(.snappy) { lift = 0 } }
        }
        """, rule: id)
    }
}
