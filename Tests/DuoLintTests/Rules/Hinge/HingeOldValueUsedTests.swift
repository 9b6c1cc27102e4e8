import XCTest
@testable import DuoLint

final class HingeOldValueUsedTests: XCTestCase {
    let id = "hinge-old-value-used"

    func testFirstParameterReadSecondNot() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                Text("a")
                    .onHingeChange { context, _ in bend = context.hinge?.angle.radians ?? 0 } // want: hinge-old-value-used
                    .onHingeChange { new, old in progress.update(new.hinge) } // want: hinge-old-value-used
                    .onHingeChange(isEnabled: visible) { a, b in // want: hinge-old-value-used
                        withAnimation { lift = a.hinge == nil ? 0 : 1 }
                    }
                    .onHingeChange({ (a: DeviceHingeContext, b: DeviceHingeContext) in use(a) }) // want: hinge-old-value-used
                    .onHingeChange { a, b in // want: hinge-old-value-used
                        items.forEach { b in print(b) }
                        use(a)
                    }
                    .onHingeChange { ctx, _ in if let ctx { use(ctx) } } // want: hinge-old-value-used
                    .onHingeChange { print($0.hinge as Any) } // want: hinge-old-value-used
            }
        }
        """, rule: id)
    }

    func testNewValueBothNeitherOldNamesAndOtherHandlers() {
        LintHarness.assertClean("""
        struct V: View {
            var body: some View {
                Text("a")
                    .onHingeChange { _, new in progress.update(new.hinge) }
                    .onHingeChange { _, context in bend = context.hinge?.angle.radians ?? 0 }
                    .onHingeChange { old, new in if old.hinge?.status != new.hinge?.status { replay() } }
                    .onHingeChange { a, b in }
                    .onHingeChange { previous, current in log(previous) }
                    .onHingeChange { prevContext, _ in log(prevContext) }
                    .onHingeChange { fromState, _ in log(fromState) }
                    .onHingeChange { stateBefore, _ in log(stateBefore) }
                    .onHingeChange { a, b in items.map { a in a.id }; use(b) }
                    .onHingeChange { print($0, $1) }
                    .onHingeChange { print($1) }
                    .onHingeChange { items.map { $0.id } }
                    .onHingeChange(handleHinge)
                    .onHingeChange(perform: model.hingeChanged)
                    .onChange(of: x) { a, b in use(a) }
            }
        }
        final class VC: UIViewController {
            func setUp() {
                view.addInteraction(UIHingeInteraction { interaction, update in use(interaction) })
            }
        }
        """, rule: id)
    }
}
