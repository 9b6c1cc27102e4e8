import XCTest
@testable import DuoLint

final class HingeAngleThresholdTests: XCTestCase {
    let id = "hinge-angle-threshold"

    func testComparisonsWithLiteralsAndPi() {
        LintHarness.assertMarked("""
        struct V: View {
            static let closedAngle = 20.0
            var body: some View {
                Text("a").onHingeChange { old, new in
                    if new.hinge?.angle.degrees ?? 0 > 150 { flat = true } // want: hinge-angle-threshold
                    let degrees = new.hinge?.angle.degrees ?? 0
                    let d2 = Double(degrees)
                    if d2 <= Self.closedAngle { closed = true } // want: hinge-angle-threshold
                    if 90 < degrees { open = true } // want: hinge-angle-threshold
                    if let hinge = new.hinge, hinge.angle > .degrees(100) { tent = true } // want: hinge-angle-threshold
                    tilted = new.hinge!.angle.radians >= Double.pi * 0.5 // want: hinge-angle-threshold
                    same = old.hinge?.angle == new.hinge?.angle
                }
            }
        }
        """, rule: id)
    }

    func testUIKitHandlerAndHelperFunction() {
        LintHarness.assertMarked("""
        final class VC: UIViewController {
            func isNearlyFlat(_ hinge: UIHinge) -> Bool {
                hinge.angle > 3.0 // want: hinge-angle-threshold
            }
            lazy var interaction = UIHingeInteraction { _, update in
                let a = update.hinge?.angle ?? 0
                let degrees = a * 180 / .pi
                if degrees < 45 { print("closed") } // want: hinge-angle-threshold
            }
        }
        """, rule: id)
    }

    func testStatusStringsCommentsAndNonHingeFiles() {
        LintHarness.assertClean("""
        struct V: View {
            var body: some View {
                Text("hinge.angle.degrees < 90").onHingeChange { _, new in
                    isHalf = new.hinge?.status == .partiallyOpen
                    // if new.hinge!.angle.degrees < 90 { }
                    progress = (new.hinge?.angle.radians ?? 0) / maxSeen
                    let p = progress
                    if p > 0.5 { done = true }
                    if rotationAngle > 90 { }
                    if maxSeen < .pi { maxSeen = .pi }
                }
            }
        }
        """, rule: id)
        LintHarness.assertClean("""
        struct Dial: View {
            var needle: Needle
            var body: some View {
                Text(needle.angle.degrees > 45 ? "High" : "Low")
                    .rotationEffect(gesture.angle < .pi ? .zero : .degrees(180))
            }
        }
        """, rule: id)
    }
}
