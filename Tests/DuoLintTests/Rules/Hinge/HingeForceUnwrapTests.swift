import XCTest
@testable import DuoLint

final class HingeForceUnwrapTests: XCTestCase {
    let id = "hinge-force-unwrap"

    func testForceUnwraps() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                Text("a").onHingeChange { _, new in
                    bend = new.hinge!.angle.radians // want: hinge-force-unwrap
                    let s = new
                        .hinge! // want: hinge-force-unwrap
                        .status
                }
            }
        }
        """, rule: id)
    }

    func testSafeUnwrapsAndLookAlikes() {
        LintHarness.assertClean("""
        struct V: View {
            var body: some View {
                Text("new.hinge!").onHingeChange { _, new in
                    if let hinge = new.hinge { bend = hinge.angle.radians }
                    guard let hinge = new.hinge else { return }
                    let a = new.hinge?.angle
                    let h = hinge
                    let door = doors.first!.hingeSide
                    let x = hingeValue!
                    // new.hinge!.angle
                }
            }
        }
        """, rule: id)
    }
}
