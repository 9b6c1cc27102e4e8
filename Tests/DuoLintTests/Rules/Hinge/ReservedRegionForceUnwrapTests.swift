import XCTest
@testable import DuoLint

final class ReservedRegionForceUnwrapTests: XCTestCase {
    let id = "reserved-region-force-unwrap"

    func testForceUnwrapsAndFixedIndexesOnRegionsValues() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                GeometryReader { proxy in
                    let fold = proxy.reservedRegions(kind: .division).first! // want: reserved-region-force-unwrap
                    let last = proxy.reservedRegions(kind: .division).last! // want: reserved-region-force-unwrap
                    let camera = view.reservedRegions(kind: .occlusion, options: [.includeInactive])[0] // want: reserved-region-force-unwrap
                    let folds = proxy.reservedRegions(kind: .division).filter { $0.isActive }
                    let a = folds.first { $0.isActive }! // want: reserved-region-force-unwrap
                    let b = folds.first(where: { $0.isActive })! // want: reserved-region-force-unwrap
                    let c = folds.last(where: { $0.isActive })! // want: reserved-region-force-unwrap
                    let d = folds.min(by: { $0.frame.minX < $1.frame.minX })! // want: reserved-region-force-unwrap
                    let e = folds.max { $0.frame.minX < $1.frame.minX }! // want: reserved-region-force-unwrap
                    let f = folds.randomElement()! // want: reserved-region-force-unwrap
                    let g = folds[folds.startIndex] // want: reserved-region-force-unwrap
                    let sorted = folds.sorted { $0.frame.minX < $1.frame.minX }.reversed()
                    let h = sorted[1] // want: reserved-region-force-unwrap
                    let frames = folds.lazy.map(\\.frame)
                    let i = frames.prefix(2).first! // want: reserved-region-force-unwrap
                    let j = try proxy.reservedRegions(kind: .division).suffix(1)[0] // want: reserved-region-force-unwrap
                    let k = lastProxy?.reservedRegions(kind: .division).first! // want: reserved-region-force-unwrap
                    Text("x")
                }
            }
        }
        """, rule: id)
    }

    func testAssignedNamesAndUIKit() {
        LintHarness.assertMarked("""
        final class VC: UIViewController {
            override func viewDidLayoutSubviews() {
                var regions = view.reservedRegions(kind: .division)
                regions = regions.compactMap { $0 }
                if let first = regions.first { print(first) }
                button.frame.origin.x = regions.first!.frame.maxX // want: reserved-region-force-unwrap
                if regions.count > 0 { print(regions[1]) } // want: reserved-region-force-unwrap
                if regions.indices.contains(2) { print(regions[1]) } // want: reserved-region-force-unwrap
            }
        }
        """, rule: id)
    }

    func testSafeFormsGuardsAndOtherCollections() {
        LintHarness.assertClean("""
        struct V: View {
            let items = [1, 2]
            var body: some View {
                GeometryReader { proxy in
                    let folds = proxy.reservedRegions(kind: .division)
                    let a = folds.first?.frame
                    let b = folds.first ?? fallback
                    if let fold = folds.first(where: { $0.isActive }) { Text("\\(fold.frame.width)") }
                    for region in folds { Text("\\(region.frame.width)") }
                    if !folds.isEmpty { Text("\\(folds[0].frame.width)") }
                    if folds.count > 1 { Text("\\(folds[1].frame.width)") }
                    if folds.count >= 2, folds.indices.contains(1) { Text("\\(folds[1].frame.width)") }
                    if folds.count >= 1 + 1 { Text("\\(folds[1].frame.width)") }
                    if folds.indices.contains(0) { Text("\\(folds.first!.frame.width)") }
                    if folds.isEmpty == false && x { Text("\\(folds.last!.frame.width)") }
                    let c = folds.isEmpty ? nil : folds[0]
                    let d = !folds.isEmpty ? folds[0] : nil
                    let e = folds.count > 0 ? folds.first! : nil
                    let f = items.first!
                    let g = items[0]
                    let fold = folds.first
                    let h = fold!.frame
                    let isEmpty = folds.isEmpty
                    let n = folds.count
                    let has = folds.contains { $0.isActive }
                    let s = "proxy.reservedRegions(kind: .division).first!"
                    // proxy.reservedRegions(kind: .division)[0]
                    Text("x")
                }
            }
            func place(_ proxy: GeometryProxy) {
                let folds = proxy.reservedRegions(kind: .division)
                guard !folds.isEmpty else { return }
                print(folds[0], folds.first!)
                if true {
                    print(folds.last!)
                }
            }
            func place2(_ proxy: GeometryProxy) {
                let folds = proxy.reservedRegions(kind: .division)
                if folds.isEmpty { return }
                print(folds[0])
                let window = UIApplication.shared.windows.first!
                let hinge = context.hinge!
            }
            func place3(_ proxy: GeometryProxy) {
                let folds = proxy.reservedRegions(kind: .division)
                guard folds.count > 2 else { fatalError() }
                print(folds[2])
            }
        }
        """, rule: id)
    }

    func testAGuardInAnotherFunctionOrOnAnotherListDoesNotCount() {
        LintHarness.assertMarked("""
        func a(_ proxy: GeometryProxy) {
            let folds = proxy.reservedRegions(kind: .division)
            let others = proxy.reservedRegions(kind: .occlusion)
            guard !others.isEmpty else { return }
            print(folds[0]) // want: reserved-region-force-unwrap
            if folds.isEmpty { print("none") }
            print(folds.first!) // want: reserved-region-force-unwrap
        }
        func b(_ folds: [ReservedRegion]) {
            print(folds[0])
        }
        """, rule: id)
    }
}
