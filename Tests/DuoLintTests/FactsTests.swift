import XCTest
@testable import DuoLint

/// The cross-file facts mechanism (ARCHITECTURE.md, "Facts across files"): questions as values, the store's
/// per-kind indexes, the one deferral that completes facts across files, and no rule names in the engine.
final class FactsTests: XCTestCase {
    /// A kind the engine has never heard of: counts how often its index is built.
    private enum CountingKind: FactKind {
        final class Index {
            let typeCount: Int
            var asked = 0
            init(typeCount: Int) { self.typeCount = typeCount }
        }
        nonisolated(unsafe) static var built = 0
        static func makeIndex(_ store: FactStore) -> Index {
            built += 1
            return Index(typeCount: store.files.reduce(0) { $0 + $1.types.count })
        }
    }

    /// A question of the test's own: at least `atLeast` types are declared in the project.
    private struct AtLeastTypes: ProjectQuery {
        var atLeast: Int
        func evaluate(in store: FactStore) -> QueryAnswer {
            let index = store.index(CountingKind.self)
            index.asked += 1
            return QueryAnswer(index.typeCount >= atLeast)
        }
    }

    /// Same stored value, another type: never equal to `AtLeastTypes`.
    private struct OtherQuestion: ProjectQuery {
        var atLeast: Int
        func evaluate(in store: FactStore) -> QueryAnswer { .no }
    }

    private func summary(_ names: [String]) -> FileSummary {
        FileSummary(types: names.map { TypeFact(name: $0, isClass: false, inheritedTypes: [], readsOverlayZIndex: false,
                                               bodyReferences: []) })
    }

    func testAQuestionOfAnyTypeIsEvaluatedAgainstAnIndexBuiltOnce() {
        CountingKind.built = 0
        let store = FactStore(files: [summary(["A", "B"]), summary(["C"])])
        XCTAssertTrue(store.evaluate(ProjectCondition(AtLeastTypes(atLeast: 3))).holds)
        XCTAssertFalse(store.evaluate(ProjectCondition(AtLeastTypes(atLeast: 4))).holds)
        XCTAssertEqual(CountingKind.built, 1, "the index is built on first use and kept")
        XCTAssertEqual(store.index(CountingKind.self).asked, 2)
    }

    func testConditionsAreEqualOnlyForEqualQuestionsOfTheSameType() {
        let a = ProjectCondition(AtLeastTypes(atLeast: 2))
        XCTAssertEqual(a, ProjectCondition(AtLeastTypes(atLeast: 2)))
        XCTAssertNotEqual(a, ProjectCondition(AtLeastTypes(atLeast: 3)))
        XCTAssertNotEqual(a, ProjectCondition(OtherQuestion(atLeast: 2)))
        XCTAssertEqual(Set([a, ProjectCondition(AtLeastTypes(atLeast: 2)), ProjectCondition(OtherQuestion(atLeast: 2))]).count, 2)
        // The rules' spellings make the same values.
        XCTAssertEqual(ProjectCondition.viewIsHandMadeBar("Bar"), .viewIsHandMadeBar("Bar"))
        XCTAssertNotEqual(ProjectCondition.viewIsHandMadeBar("Bar"), .viewExposesNavigation("Bar"))
    }

    func testTheSystemBarQuestionIsAnsweredOnTheWorkersFromTheSharedFacts() {
        let sub = FileSummary(types: [TypeFact(name: "MyBar", isClass: true, inheritedTypes: ["UIToolbar"],
                                               readsOverlayZIndex: false, bodyReferences: []),
                                      TypeFact(name: "MyBar2", isClass: true, inheritedTypes: ["MyBar"],
                                               readsOverlayZIndex: false, bodyReferences: [])])
        let store = FactStore(files: [sub, summary(["Other"])])
        let shared = store.shared()
        let bar = ProjectCondition.classIsSystemBar("MyBar2")
        XCTAssertTrue(bar.query.answeredOnWorkers)
        XCTAssertTrue(bar.query.holds(in: shared))
        XCTAssertFalse(ProjectCondition.classIsSystemBar("Other").query.holds(in: shared))
        XCTAssertFalse(ProjectCondition.viewIsHandMadeBar("MyBar2").query.answeredOnWorkers)
    }

    func testEveryDeferredKindHasItsOwnFlag() {
        XCTAssertFalse(FactRegistry.deferred.isEmpty)
        var project = ProjectVocabulary.everything
        for kind in FactRegistry.deferred { XCTAssertFalse(project.defers(kind)) }
        project.defersViewStructure = true
        XCTAssertTrue(project.defers(ViewStructureFactKind.self))
        XCTAssertFalse(project.defers(ToolbarFactKind.self))
        XCTAssertFalse(project.defersInteractiveFacts)
        project.defersViewStructure = false
        XCTAssertFalse(project.defers(ViewStructureFactKind.self))
    }

    /// The deferral follows names through files it completes: the asked view is in one file, the view its body
    /// uses in a second, the control in a third (each file's interactive facts are completed only once a
    /// completed file's facts reach it).
    func testDeferredFactsAreCompletedThroughFilesReachedOnlyByOtherFilesFacts() {
        let id = "ignores-safe-area-interactive"
        let screen = "struct Screen: View { var body: some View { Outer().ignoresSafeArea() } }"
        let outer = "struct Outer: View { var body: some View { VStack { Middle() } } }"
        let middleWithControl = "struct Middle: View { var body: some View { HStack { Inner() } } }\nstruct Inner: View { var body: some View { Button(\"Go\") { } } }"
        let kept = LintHarness.lint(["A.swift": screen, "B.swift": outer, "C.swift": middleWithControl], rules: [id])
        XCTAssertEqual(kept.map(\.path), ["A.swift"])
        let middleWithout = "struct Middle: View { var body: some View { HStack { Inner() } } }\nstruct Inner: View { var body: some View { Text(\"Go\") } }"
        XCTAssertEqual(LintHarness.lint(["A.swift": screen, "B.swift": outer, "C.swift": middleWithout], rules: [id]), [])
        // Split across four files, the control two hops away from the first file completed.
        let four = ["A.swift": screen, "B.swift": outer,
                    "C.swift": "struct Middle: View { var body: some View { HStack { Inner() } } }",
                    "D.swift": "struct Inner: View { var body: some View { Toggle(\"On\", isOn: .constant(true)) } }"]
        XCTAssertEqual(LintHarness.lint(four, rules: [id]).map(\.path), ["A.swift"])
    }

    /// ARCHITECTURE.md's invariant: the engine's code (comments aside) names no rule.
    func testTheEngineNamesNoRule() throws {
        let engine = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/DuoLint/Engine")
        let files = try FileManager.default.contentsOfDirectory(atPath: engine.path).filter { $0.hasSuffix(".swift") }
        XCTAssertFalse(files.isEmpty)
        let ids = RuleRegistry.all.map { $0.descriptor.id }
        XCTAssertFalse(ids.isEmpty)
        for file in files {
            let text = try String(contentsOf: engine.appendingPathComponent(file), encoding: .utf8)
            let code = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { line -> Substring in
                    guard let r = line.range(of: "//") else { return line }
                    return line[..<r.lowerBound]
                }
                .joined(separator: "\n")
            for id in ids {
                XCTAssertFalse(code.contains("\"\(id)\""), "\(file) names the rule \(id)")
            }
        }
    }
}
