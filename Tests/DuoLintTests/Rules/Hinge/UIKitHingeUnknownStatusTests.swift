import XCTest
@testable import DuoLint

final class UIKitHingeUnknownStatusTests: XCTestCase {
    let id = "uikit-hinge-unknown-status"

    func testUIKitStatusSwitchesWithAnAssigningDefault() {
        LintHarness.assertMarked("""
        final class VC: UIViewController {
            var progress = 0.0
            var storedHinge: UIHinge?
            var lastStatus: UIHinge.Status = .closed
            func setUp() {
                view.addInteraction(UIHingeInteraction { [weak self] _, update in
                    guard let self, let hinge = update.hinge else { return }
                    switch hinge.status { // want: uikit-hinge-unknown-status
                    case .closed: progress = 0
                    case .fullyOpen: progress = 1
                    default: progress = hinge.angle / maxSeen
                    }
                    switch update.hinge?.status { // want: uikit-hinge-unknown-status
                    case .closed: progress = 0
                    @unknown default: progress = 1
                    }
                    let status = hinge.status
                    switch status { // want: uikit-hinge-unknown-status
                    default:
                        if hinge.angle > 0 { progress += 0.1 }
                    }
                    switch (update.hinge!.status) { // want: uikit-hinge-unknown-status
                    case .partiallyOpen: progress = 0.5
                    default: DispatchQueue.main.async { self.progress = 1 }
                    }
                })
                let interaction = UIHingeInteraction(updateHandler: { _, u in })
                interaction.updateHandler = { _, u in
                    if let h = u.hinge {
                        switch h.status { case .closed: self.progress = 0; default: self.progress = 1 } // want: uikit-hinge-unknown-status
                    }
                }
            }
            func apply(_ status: UIHinge.Status) {
                switch status { case .closed: progress = 0; default: progress = 1 } // want: uikit-hinge-unknown-status
            }
            func apply(update: UIHingeInteraction.Update) {
                switch update.hinge?.status ?? .closed { case .closed: progress = 0; default: progress = 1 } // want: uikit-hinge-unknown-status
            }
            func apply(hinge: UIHinge?) {
                guard let hinge else { return }
                switch hinge.status { case .closed: progress = 0; default: progress = 1 } // want: uikit-hinge-unknown-status
            }
            func stored() {
                switch storedHinge?.status { case .closed: progress = 0; default: progress = 1 } // want: uikit-hinge-unknown-status
                switch self.lastStatus { case .closed: progress = 0; default: progress = 1 } // want: uikit-hinge-unknown-status
            }
        }
        """, rule: id)
    }

    func testUnknownCasesNonAssigningDefaultsSwiftUIAndOtherValues() {
        LintHarness.assertClean("""
        final class VC: UIViewController {
            var progress = 0.0
            func setUp() {
                view.addInteraction(UIHingeInteraction { [weak self] _, update in
                    guard let self, let hinge = update.hinge else { return }
                    switch hinge.status {
                    case .closed: progress = 0
                    case .unknown: break
                    default: progress = 1
                    }
                    switch hinge.status {
                    case .partiallyOpen, .unknown: progress = 0.5
                    default: progress = 1
                    }
                    switch hinge.status {
                    case UIHinge.Status.unknown: return
                    default: progress = 1
                    }
                    switch hinge.status {
                    case .closed: progress = 0
                    default: break
                    }
                    switch hinge.status {
                    case .closed: progress = 0
                    default:
                        print("other")
                        return
                    }
                    switch hinge.status {
                    case .closed: progress = 0
                    case .partiallyOpen: progress = 0.5
                    case .fullyOpen: progress = 1
                    }
                    switch mode { case .a: progress = 0; default: progress = 1 }
                })
            }
            func apply(_ h: DeviceHinge) {
                switch h.status { case .closed: progress = 0; default: progress = 1 }
            }
            func apply(status: DeviceHinge.Status) {
                switch status { case .closed: progress = 0; default: progress = 1 }
            }
        }
        struct V: View {
            @State private var lift = 0.0
            var body: some View {
                Text("a").onHingeChange { _, new in
                    switch new.hinge?.status { case .closed: lift = 0; default: lift = 1 }
                    guard let hinge = new.hinge else { return }
                    switch hinge.status { case .closed: lift = 0; default: lift = 1 }
                }
            }
        }
        """, rule: id)
        // No UIKit hinge type in the file: the gate skips it.
        LintHarness.assertClean("""
        func f(door: Door) { switch door.status { case .closed: open = false; default: open = true } }
        """, rule: id)
    }
}
