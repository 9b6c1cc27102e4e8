import XCTest
@testable import DuoLint

final class HingeCloseDismissesTests: XCTestCase {
    let id = "hinge-close-dismisses"

    func testDismissalsInHandlers() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                Text("a").onHingeChange { _, new in
                    presentationMode.wrappedValue.dismiss() // want: hinge-close-dismisses
                    showSheet = false // want: hinge-close-dismisses
                    self.isShowingPaywall = false // want: hinge-close-dismisses
                    showingPaywall = false // want: hinge-close-dismisses
                    isPresented = false // want: hinge-close-dismisses
                }
            }
        }
        final class VC: UIViewController {
            lazy var hinge = UIHingeInteraction { [weak self] _, update in
                guard update.hinge?.status == .closed else { return }
                self?.navigationController?.dismiss(animated: true, completion: nil) // want: hinge-close-dismisses
            }
        }
        """, rule: id)
    }

    func testOtherValuesNamesAndContexts() {
        LintHarness.assertClean("""
        struct V: View {
            var body: some View {
                Text("a").onHingeChange { _, new in
                    isPresented = true
                    isFolded = false
                    showDetails = false
                    hasSeenPaywall = false
                    isSheetDismissed = false
                    isPaywallPresented = new.hinge == nil
                    let text = "dismiss()"
                    // dismiss()
                }
                Button("Close") { dismiss(); isPaywallPresented = false }
            }
        }
        """, rule: id)
    }
}
