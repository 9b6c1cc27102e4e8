import XCTest
@testable import DuoLint

final class HingeDrivenLayoutTests: XCTestCase {
    let id = "hinge-driven-layout"

    func testLayoutAssignmentsInHandlers() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                Grid().onHingeChange { _, new in
                    columns = new.hinge?.status == .partiallyOpen ? 4 : 2 // want: hinge-driven-layout
                    self.splitRatio = 0.5 // want: hinge-driven-layout
                    model.posture = .book // want: hinge-driven-layout
                    applyHinge(new)
                }
            }
            func applyHinge(_ c: DeviceHingeContext) {
                sidebarWidth += 20 // want: hinge-driven-layout
            }
        }
        final class VC: UIViewController {
            func setUp() {
                view.addInteraction(UIHingeInteraction(updateHandler: hingeDidChange))
            }
            func hingeDidChange(_ i: UIHingeInteraction, _ u: UIHingeInteraction.Update) {
                panel.frame = view.bounds // want: hinge-driven-layout
                stackView.spacing = 24 // want: hinge-driven-layout
                view.setNeedsLayout()
            }
            func hingeInteraction(_ interaction: UIHingeInteraction, didUpdate update: UIHingeInteraction.Update) {
                isBookLayout = true // want: hinge-driven-layout
            }
        }
        """, rule: id)
    }

    func testEffectStateAndOtherContexts() {
        LintHarness.assertClean("""
        struct V: View {
            var body: some View {
                Grid().onHingeChange { _, new in
                    bend = 1
                    progress = 0.5
                    reveal = 1
                    angle = new.hinge?.angle ?? .zero
                    parallaxOffset = 4
                    revealHeight = 200
                    bookmark = nil
                    let columns = 4
                    print("columns = 4")
                    // columns = 4
                }
                .onAppear { columns = 4 }
            }
            func relayout() { columns = 4; isTabletop = true }
        }
        """, rule: id)
        LintHarness.assertClean("""
        func apply() { columns = 4; layoutMode = .split }
        """, rule: id)
    }

    /// VOCABULARY.md *hinge handler*: same-type methods the handler calls, and the ones those call (3 calls deep).
    func testSameTypeMethodsCalledFromAHandler() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                Grid().onHingeChange { _, new in step1() }
            }
            func step1() { self.step2() }
            func step2() { columns = 4; step3() } // want: hinge-driven-layout
            func step3() { isBookLayout = true; step4() } // want: hinge-driven-layout
            func step4() { layoutMode = .split }            // four calls deep: not followed
            func unrelated() { columns = 2 }
        }
        extension V {
            func other() { axis = .vertical }
        }
        final class VC: UIViewController {
            func setUp() {
                view.addInteraction(UIHingeInteraction { [weak self] _, update in self?.update() })
            }
            func update() { refresh() }
            func refresh() { isTabletopLayout = true } // want: hinge-driven-layout
            func refresh(_ x: Int) { panelWidth = 3 } // want: hinge-driven-layout
        }
        final class Other {
            func refresh() { isTabletopLayout = true }
        }
        """, rule: id)
    }
}
