import XCTest
@testable import DuoLint

final class HingeEffectNotResetTests: XCTestCase {
    let id = "hinge-effect-not-reset"

    func testIfWithoutElseAndGuard() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                Text("a").onHingeChange { _, new in
                    if new.hinge?.status == .partiallyOpen { // want: hinge-effect-not-reset
                        withAnimation { bend += 0.1 }
                    }
                    if new.hinge?.status == .closed { save() } else if new.hinge?.status == .partiallyOpen { // want: hinge-effect-not-reset
                        tilt = 1
                    }
                }
                .onHingeChange { _, new in update(new) }
            }
            func update(_ new: DeviceHingeContext) {
                guard new.hinge?.status == .partiallyOpen else { return } // want: hinge-effect-not-reset
                bend = 1
            }
        }
        """, rule: id)
    }

    func testElseBranchesAndOtherContexts() {
        LintHarness.assertClean("""
        struct V: View {
            var body: some View {
                Text("a").onHingeChange { _, new in
                    if new.hinge?.status == .partiallyOpen { bend = 1 } else { bend = 0 }
                    if new.hinge?.status == .partiallyOpen { print("half") }
                    guard new.hinge?.status == .partiallyOpen else { bend = 0; return }
                    bend = 1
                }
                .onAppear {
                    if status == .partiallyOpen { bend = 1 }      // not a hinge handler
                }
            }
            func other() {
                if status == .partiallyOpen { bend = 1 }
            }
        }
        """, rule: id)
        // No hinge API in the file at all.
        LintHarness.assertClean("""
        func f() { if door.status == .partiallyOpen { ajar = true } }
        """, rule: id)
    }

    /// Rules/hinge-effect-not-reset.md: in UIKit, an `else` that resets also runs on `.unknown` unless `.unknown` is handled.
    func testUIKitElseThatAlsoResetsOnUnknown() {
        LintHarness.assertMarked("""
        final class VC: UIViewController {
            func setUp() {
                view.addInteraction(UIHingeInteraction { [weak self] _, update in
                    guard let hinge = update.hinge else { return }
                    if hinge.status == .partiallyOpen { self?.bend = hinge.angle } else { self?.bend = 0 } // want: hinge-effect-not-reset
                    if hinge.status == .closed { self?.tilt = 0 } else if hinge.status == .partiallyOpen { self?.tilt = 1 } else { self?.tilt = 2 } // want: hinge-effect-not-reset
                    if hinge.status == .partiallyOpen { self?.bend = hinge.angle } else if hinge.status != .unknown { self?.bend = 0 }
                    if hinge.status == .partiallyOpen { self?.bend = hinge.angle } else if hinge.status == .unknown { } else { self?.bend = 0 }
                    if hinge.status == .partiallyOpen { self?.bend = hinge.angle } else { print("left") }
                })
                view.addInteraction(UIHingeInteraction { [weak self] _, update in
                    guard let hinge = update.hinge, hinge.status != .unknown else { return }
                    if hinge.status == .partiallyOpen { self?.bend = hinge.angle } else { self?.bend = 0 }
                })
                view.addInteraction(UIHingeInteraction { [weak self] _, update in
                    if update.hinge?.status == .unknown { return }
                    if update.hinge?.status == .partiallyOpen { self?.bend = 1 } else { self?.bend = 0 }
                })
                view.addInteraction(UIHingeInteraction(updateHandler: { [weak self] _, update in self?.apply(update) }))
            }
            func apply(_ update: UIHingeInteraction.Update) {
                if update.hinge?.status == .partiallyOpen { bend = 1 } else { bend = 0 } // want: hinge-effect-not-reset
            }
            func hingeInteraction(_ interaction: UIHingeInteraction, didUpdate update: UIHingeInteraction.Update) {
                if update.hinge?.status == .partiallyOpen { bend = 1 } else { bend = 0 } // want: hinge-effect-not-reset
            }
        }
        struct V: View {
            var body: some View {
                Text("a").onHingeChange { _, new in
                    if new.hinge?.status == .partiallyOpen { bend = 1 } else { bend = 0 }
                }
                .onHingeChange { _, new in reset(new) }
            }
            func reset(_ c: DeviceHingeContext) {
                if c.hinge?.status == .partiallyOpen { bend = 1 } else { bend = 0 }
            }
        }
        """, rule: id)
    }
}
