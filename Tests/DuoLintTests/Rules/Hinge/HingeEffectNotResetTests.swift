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
}
