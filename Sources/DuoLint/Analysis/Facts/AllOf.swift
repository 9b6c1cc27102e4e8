/// Several questions that must all hold for one finding (a toolbar item in a custom view whose symbol is declared in
/// yet another file: the use's question and the symbol's). The witness is the first question's that has one.
struct AllOfQuery: ProjectQuery {
    var conditions: [ProjectCondition]

    func mayHold(in project: ProjectVocabulary) -> Bool { conditions.allSatisfy { $0.query.mayHold(in: project) } }

    func evaluate(in store: FactStore) -> QueryAnswer {
        var witness: RelatedLocation?
        for c in conditions {
            let answer = store.evaluate(c)
            guard answer.holds else { return .no }
            if witness == nil { witness = answer.witness }
        }
        return QueryAnswer(true, witness: witness)
    }

    func namesAsked(of kind: ObjectIdentifier) -> [String] { conditions.flatMap { $0.query.namesAsked(of: kind) } }

    var asksAboutDeferredFacts: Bool { conditions.contains { $0.asksAboutDeferredFacts } }
}

extension ProjectCondition {
    /// Every one of `conditions` holds.
    public static func allOf(_ conditions: [ProjectCondition]) -> ProjectCondition { ProjectCondition(AllOfQuery(conditions: conditions)) }
}
