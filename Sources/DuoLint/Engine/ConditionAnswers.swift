/// The answers of the cross-file index to the conditions of pending findings. Equal conditions have equal
/// answers (the index memoises each answer the first time it is asked), so each distinct condition is put to the
/// index once, in the order of first appearance — the same questions in the same order as asking every time.
struct ConditionAnswers {
    /// A conditional finding whose condition holds: its index in the file's findings, and the location that
    /// proves the condition.
    typealias Held = (finding: Int, witness: RelatedLocation?)

    private let index: FactStore
    private var known: [ProjectCondition: QueryAnswer]

    /// `expectedConditions`: roughly how many distinct conditions there will be (room is made for them).
    init(index: FactStore, expectedConditions: Int) {
        self.index = index
        known = Dictionary(minimumCapacity: expectedConditions)
    }

    /// The conditional findings of `result` whose condition holds, in order, but for those the workers answer.
    /// (Findings are read in place: most are conditional and dropped.)
    mutating func held(in result: FileResult) -> [Held] {
        var held: [Held] = []
        result.findings.withUnsafeBufferPointer { pending in
            for i in pending.indices {
                guard let condition = pending[i].condition else { continue }
                // The most frequent questions are answered by the workers that finalize the files (`SharedFacts`).
                if condition.answeredOnWorkers { continue }
                let answer: QueryAnswer
                if let cached = known[condition] {
                    answer = cached
                } else {
                    answer = index.evaluate(condition)
                    known[condition] = answer
                }
                if answer.holds { held.append((i, answer.witness)) }
            }
        }
        return held
    }
}
