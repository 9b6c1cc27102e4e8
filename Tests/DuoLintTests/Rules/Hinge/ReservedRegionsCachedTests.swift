import XCTest
@testable import DuoLint

final class ReservedRegionsCachedTests: XCTestCase {
    let id = "reserved-regions-cached"

    func testLifecycleReadsAndStoredPropertiesTrigger() {
        LintHarness.assertMarked("""
        import UIKit
        final class VC: UIViewController {
            static var cachedFolds: [UIView.ReservedRegion] = []
            private var folds: [UIView.ReservedRegion] = []
            @Published var foldFrame: CGRect = .zero
            init(host: UIView) {
                super.init(nibName: nil, bundle: nil)
                _ = host.reservedRegions(kind: .division) // want: reserved-regions-cached
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                let count = view.reservedRegions(kind: .occlusion).count // want: reserved-regions-cached
                print(count)
            }
            override func viewDidAppear(_ animated: Bool) {
                folds = view.reservedRegions(kind: .division) // want: reserved-regions-cached
            }
            func remember() {
                let all = view.reservedRegions(kind: .division, options: [.includeInactive])
                let first = all.first
                let frame = first?.frame ?? .zero
                self.foldFrame = frame // want: reserved-regions-cached
                Self.cachedFolds = all // want: reserved-regions-cached
            }
        }
        """, rule: id)
    }

    func testSwiftUIOnAppearAndTaskTrigger() {
        LintHarness.assertMarked("""
        struct V: View {
            let proxy: GeometryProxy
            @State private var regions: [ReservedRegion] = []
            var body: some View {
                Text("a")
                    .onAppear { regions = proxy.reservedRegions(kind: .division) } // want: reserved-regions-cached
                    .task {
                        print(proxy.reservedRegions(kind: .division)) // want: reserved-regions-cached
                    }
            }
        }
        """, rule: id)
    }

    func testExemptContextsWinEvenForAssignments() {
        LintHarness.assertClean("""
        struct V: View {
            @State private var regions: [ReservedRegion] = []
            @State private var width: CGFloat = 0
            var body: some View {
                GeometryReader { proxy in
                    Color.clear.onAppear { regions = proxy.reservedRegions(kind: .division) }
                }
                .onGeometryChange(for: [ReservedRegion].self) { proxy in
                    proxy.reservedRegions(kind: .division)
                } action: { new in
                    regions = new
                }
                .onHingeChange { _, _ in
                    let width = lastProxy?.reservedRegions(kind: .division).first?.frame.width ?? 0
                    print(width)
                }
            }
        }
        final class Host: UIView {
            private var fold: CGRect = .zero
            override func layoutSubviews() {
                super.layoutSubviews()
                fold = reservedRegions(kind: .division).first?.frame ?? .zero
            }
        }
        final class VC: UIViewController {
            private var fold: CGRect = .zero
            override func viewDidLayoutSubviews() { fold = view.reservedRegions(kind: .division).first?.frame ?? .zero }
            override func viewWillLayoutSubviews() { print(view.reservedRegions(kind: .division)) }
        }
        """, rule: id)
    }

    func testLocalsStringsCommentsAndLookAlikes() {
        LintHarness.assertClean("""
        final class VC: UIViewController {
            private var regionsLabel = "reservedRegions(kind: .division)"
            private var folds: [Int] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                // folds = view.reservedRegions(kind: .division)
                let title = "view.reservedRegions(kind:)"
                folds = reservedSeats(kind: .window)
                print(title)
            }
            func place() {
                let folds = view.reservedRegions(kind: .division)   // a local, not the property
                button.frame.origin.x = folds.first?.frame.maxX ?? 0
            }
        }
        """, rule: id)
    }

    /// Rules/reserved-regions-cached.md: an assignment to a stored property inside a hinge handler caches the regions too; a read whose
    /// value is used there and not stored does not.
    func testAssignmentsInsideHingeHandlers() {
        LintHarness.assertMarked("""
        struct V: View {
            @State private var foldWidth: CGFloat = 0
            let proxy: GeometryProxy
            var body: some View {
                Text("a")
                    .onHingeChange { _, _ in
                        foldWidth = proxy.reservedRegions(kind: .division).first?.frame.width ?? 0 // want: reserved-regions-cached
                        let active = proxy.reservedRegions(kind: .division).contains { $0.isActive }
                        if active { print("folded") }
                    }
            }
        }
        final class VC: UIViewController {
            private var fold: CGRect = .zero
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addInteraction(UIHingeInteraction { [weak self] _, _ in
                    guard let self else { return }
                    if self.view.reservedRegions(kind: .division).first?.isActive == true { self.view.setNeedsLayout() }
                    self.remember()
                })
            }
            private func remember() {
                fold = view.reservedRegions(kind: .division).first?.frame ?? .zero // want: reserved-regions-cached
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                fold = view.reservedRegions(kind: .division).first?.frame ?? .zero
            }
        }
        """, rule: id)
    }
}
