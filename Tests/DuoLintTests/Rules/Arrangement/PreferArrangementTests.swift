import XCTest
@testable import DuoLint

final class PreferArrangementTests: XCTestCase {
    let rule = "prefer-arrangement"

    /// Rules/prefer-arrangement.md: an `if` (or any `else if` of a chain) testing a size class counts, reported once at
    /// the chain's first `if`.
    func testElseIfBranchesCount() {
        LintHarness.assertMarked("""
        struct Reader: View {
            @Environment(\\.horizontalSizeClass) private var horizontalSizeClass
            let isEditing: Bool
            var body: some View {
                if isEditing { // want: prefer-arrangement
                    Editor()
                } else if horizontalSizeClass == .regular {
                    HStack { Outline(); Page() }
                } else {
                    Page()
                }
                if isEditing {
                    Editor()
                } else if horizontalSizeClass == .regular {
                    HStack { Outline(); Page(); Inspector() }
                }
                if isEditing {
                    HStack { Outline(); Page() }
                } else if isEmpty {
                    Placeholder()
                }
            }
            var isEmpty: Bool { false }
        }
        """, rule: rule)
    }
}
