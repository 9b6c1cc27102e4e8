import XCTest
@testable import DuoLint

final class HingeAngleNormalizationTests: XCTestCase {
    let id = "hinge-angle-normalization"

    func testDivisionsByHalfTurn() {
        LintHarness.assertMarked("""
        struct V: View {
            static let fullyOpenDegrees = 180.0
            var body: some View {
                Text("a").onHingeChange { _, new in
                    guard let hinge = new.hinge else { return }
                    progress = hinge.angle.degrees / 180.0 // want: hinge-angle-normalization
                    let radians = hinge.angle.radians
                    reveal = radians / Double.pi // want: hinge-angle-normalization
                    bend = CGFloat(radians) / CGFloat.pi // want: hinge-angle-normalization
                    lift = hinge.angle.degrees / Self.fullyOpenDegrees // want: hinge-angle-normalization
                    var t = hinge.angle.degrees
                    t /= 180 // want: hinge-angle-normalization
                }
            }
        }
        """, rule: id)
    }

    func testTrackedMaximumAndNonHingeAngles() {
        LintHarness.assertClean("""
        final class Progress {
            private var maxSeen: Double = .pi
            func update(_ hinge: DeviceHinge?) {
                guard let hinge else { return }
                let radians = hinge.angle.radians
                value = min(radians / maxSeen, 1)
                half = hinge.angle.degrees / 2
                label = "hinge.angle.degrees / 180"
                // hinge.angle.degrees / 180
            }
        }
        """, rule: id)
        LintHarness.assertClean("""
        struct Compass: View {
            var heading: Heading
            var body: some View {
                Text("\\(heading.angle.degrees / 180)")
                    .rotationEffect(.radians(heading.angle.radians / .pi))
            }
        }
        """, rule: id)
    }
}
