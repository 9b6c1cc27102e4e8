/// The second stage of absent code (RULES.md *code that runs on an iPhone*, scope 4 and 5): what the files of a run
/// say about each other's absent code, decided from their `ScopeFacts` once every file has been analysed, and the
/// files whose absent code grows analysed again with it (`ExternalAbsence`).
///
/// The first stage is each file's own (`AbsentCode`, in `DuoLintBuild`, when it is parsed). Then:
///
/// 1. **Idiom properties** (scope 4). A property whose whole value is an idiom comparison
///    (`static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }`) has that value where its name is
///    a condition, in any file, when every property of that name in the linted sources is one with the same value.
///    The files that mention such a name are parsed again with the values (`check`); those whose absent code grows
///    are analysed again.
/// 2. **Declarations referenced only from absent code** (scope 5), in at most `maxRounds` rounds. A *suspect* is a
///    name that absent code references and some file declares. A suspect is kept — every declaration of it stays —
///    when a file that does not declare it uses the word in present code (`ScopeFacts.presentWords`: the cheap,
///    conservative half), or when more than `maxDeclaringFiles` files declare it. The files that declare the other
///    suspects are parsed again (`ReferenceScan.scan`), and each declaration of a suspect is decided by RULES.md's
///    reference rules: absent when some absent reference can resolve to it and no present one can (its own body's
///    uses of itself, and a type's uses inside itself and its extensions, left out). Extensions of a type go with
///    it. The files with new absent declarations are analysed again; the names their newly absent code references
///    are the next round's suspects (a helper only an absent helper calls).
///
/// Cost: each round reads every file's facts once (a few hundred bytes a file: linear in the number of files);
/// the files parsed or analysed again are only those a question is about (none in most projects; see README,
/// "Speed"). Nothing recurses; a round that finds nothing new ends the stage.
struct ScopeRounds {
    /// Rounds of scope 5 at most (the first, then one per level of helpers only absent helpers use).
    static let maxRounds = 4
    /// A suspect declared in more files than this is kept (its uses are not worth the parses).
    static let maxDeclaringFiles = 16

    /// Per input: its facts (nil: not analysed, or out of scope), how many of its nodes are absent.
    var facts: [ScopeFacts?]
    var absentNodes: [Int]
    /// Per input: what the other files say about it (grows round by round).
    private(set) var externals: [ExternalAbsence]
    /// Type name → the names it inherits from / its subtypes (hashes), for bare references (RULES.md: `x` inside
    /// the declaring type, its extensions and, for a protocol requirement, the protocol's extensions).
    private var parents: [UInt32: [UInt32]] = [:]
    private var children: [UInt32: [UInt32]] = [:]
    private var families: [UInt32: Set<UInt32>] = [:]
    /// Classes the Objective-C runtime may create by name, without a Swift reference (storyboards, nibs,
    /// `Info.plist`): subclasses of `UI…` and `NS…` classes, directly or through classes of the linted sources.
    /// RULES.md scope 5 never makes them absent ("declarations that run without a Swift reference").
    private var objectiveCClasses: Set<UInt32> = []

    /// Parses input `i` again with `external`: its absent node count and, for `names`, its declarations and present
    /// references (nil when it cannot be read).
    typealias Check = (_ i: Int, _ external: ExternalAbsence, _ names: Set<UInt32>)
        -> (absentNodes: Int, declarations: [DeclarationFact], references: [LocatedReference])?
    /// Analyses inputs again with their externals (in parallel); returns their new facts and absent node counts.
    typealias Reanalyze = (_ files: [Int], _ externals: [ExternalAbsence]) -> [Int: (ScopeFacts?, Int)]
    /// Runs `check` for several inputs (in parallel), results in the same order.
    typealias CheckMany = (_ files: [Int], _ externals: [ExternalAbsence], _ names: [Set<UInt32>])
        -> [(absentNodes: Int, declarations: [DeclarationFact], references: [LocatedReference])?]

    init(facts: [ScopeFacts?], absentNodes: [Int], types: [[TypeFact]]) {
        self.facts = facts
        self.absentNodes = absentNodes
        externals = Array(repeating: .none, count: facts.count)
        var classes: [(UInt32, UInt32)] = []   // (class, superclass or first inherited type)
        for file in types {
            for fact in file {
                let t = FileWords.hash(fact.name)
                for p in fact.inheritedTypes {
                    let h = FileWords.hash(p)
                    parents[t, default: []].append(h)
                    children[h, default: []].append(t)
                }
                guard fact.isClass, let first = fact.inheritedTypes.first else { continue }
                if first.hasPrefix("UI") || first.hasPrefix("NS") { objectiveCClasses.insert(t) }
                classes.append((t, FileWords.hash(first)))
            }
        }
        // Subclasses of those, class by class, until a pass adds none (at most one pass a class).
        var added = !objectiveCClasses.isEmpty
        var passes = 0
        while added && passes <= classes.count {
            added = false
            passes += 1
            for (c, superclass) in classes where objectiveCClasses.contains(superclass) && objectiveCClasses.insert(c).inserted {
                added = true
            }
        }
    }

    /// Runs both stages; returns the inputs analysed again (their results replaced by `reanalyze`).
    mutating func run(check: CheckMany, reanalyze: Reanalyze) -> Set<Int> {
        var redone: Set<Int> = []
        redone.formUnion(idiomProperties(check: check, reanalyze: reanalyze))
        redone.formUnion(declarations(check: check, reanalyze: reanalyze))
        return redone
    }

    // MARK: 1. Idiom properties

    private mutating func idiomProperties(check: CheckMany, reanalyze: Reanalyze) -> [Int] {
        // Names with an idiom value somewhere, and whether every property of the name agrees.
        var values: [UInt32: (text: String, value: Bool, agrees: Bool)] = [:]
        for case let f? in facts {
            for p in f.properties {
                guard let v = p.idiomValue, let text = p.text else { continue }
                if let known = values[p.name] {
                    if known.value != v || known.text != text { values[p.name]!.agrees = false }
                } else {
                    values[p.name] = (text, v, true)
                }
            }
        }
        if values.isEmpty { return [] }
        for case let f? in facts {
            for p in f.properties where p.idiomValue == nil && values[p.name] != nil { values[p.name]!.agrees = false }
        }
        var table: [String: Bool] = [:]
        for (_, v) in values where v.agrees { table[v.text] = v.value }
        if table.isEmpty { return [] }
        let hashes = Set(table.keys.map { FileWords.hash($0) })
        var files: [Int] = []
        for i in facts.indices {
            externals[i].idiomProperties = table
            guard let f = facts[i], f.presentWords.contains(where: { hashes.contains($0) }) else { continue }
            files.append(i)
        }
        return reanalyzeWhereAbsenceGrows(files, check: check, reanalyze: reanalyze)
    }

    /// Parses `files` again with their externals; analyses again those whose absent code grew.
    private mutating func reanalyzeWhereAbsenceGrows(_ files: [Int], check: CheckMany, reanalyze: Reanalyze) -> [Int] {
        if files.isEmpty { return [] }
        let checked = check(files, externals, Array(repeating: [], count: files.count))
        var grown: [Int] = []
        for (k, i) in files.enumerated() {
            if let c = checked[k], c.absentNodes > absentNodes[i] { grown.append(i) }
        }
        apply(reanalyze(grown, externals))
        return grown
    }

    private mutating func apply(_ redone: [Int: (ScopeFacts?, Int)]) {
        for (i, r) in redone {
            facts[i] = r.0
            absentNodes[i] = r.1
        }
    }

    // MARK: 2. Declarations referenced only from absent code

    private mutating func declarations(check: CheckMany, reanalyze: Reanalyze) -> [Int] {
        var redone: [Int] = []
        // The first round asks about every absent reference; later ones about those of the files analysed again.
        var askedFiles = Array(facts.indices)
        for _ in 0..<ScopeRounds.maxRounds {
            // Suspects: names absent code references (in the files asked about) that some file declares.
            var referenced: Set<UInt32> = []
            for i in askedFiles {
                for r in facts[i]?.absentReferences ?? [] { referenced.insert(r.reference.name) }
            }
            if referenced.isEmpty { break }
            var declaring: [UInt32: [Int]] = [:]
            for i in facts.indices {
                for n in facts[i]?.declaredNames ?? [] where referenced.contains(n) { declaring[n, default: []].append(i) }
            }
            if declaring.isEmpty { break }
            // Kept: declared in too many files, or used in the present code of a file that does not declare it.
            var kept: Set<UInt32> = []
            for (n, files) in declaring where files.count > ScopeRounds.maxDeclaringFiles { kept.insert(n) }
            for i in facts.indices {
                guard let f = facts[i] else { continue }
                for w in f.presentWords {
                    guard let files = declaring[w], !kept.contains(w), !files.contains(i) else { continue }
                    kept.insert(w)
                }
            }
            var suspects: Set<UInt32> = []
            for n in declaring.keys where !kept.contains(n) { suspects.insert(n) }
            if suspects.isEmpty { break }
            // The declaring files, parsed again: declarations and present references of the suspects.
            var checkFiles = Set<Int>()
            for n in suspects { checkFiles.formUnion(declaring[n]!) }
            let files = checkFiles.sorted()
            let names = Array(repeating: suspects, count: files.count)
            let checked = check(files, externals, names)
            var declarationsByName: [UInt32: [(file: Int, fact: DeclarationFact)]] = [:]
            var referencesByName: [UInt32: [(file: Int, reference: LocatedReference)]] = [:]
            var unreadable = false
            for (k, i) in files.enumerated() {
                guard let c = checked[k] else { unreadable = true; continue }
                for d in c.declarations { declarationsByName[d.name, default: []].append((i, d)) }
                for r in c.references { referencesByName[r.reference.name, default: []].append((i, r)) }
            }
            if unreadable { break }
            var absentByName: [UInt32: [(file: Int, reference: LocatedReference)]] = [:]
            for i in facts.indices {
                for r in facts[i]?.absentReferences ?? [] where suspects.contains(r.reference.name) {
                    absentByName[r.reference.name, default: []].append((i, r))
                }
            }
            // Decide each suspect's declarations.
            var newlyAbsent: [Int: [Int32]] = [:]
            for n in suspects.sorted() {
                guard let decls = declarationsByName[n] else { continue }
                let absentRefs = absentByName[n] ?? []
                let presentRefs = referencesByName[n] ?? []
                var deadTypes = 0, liveTypes = 0
                var dead: [(Int, Int32)] = []
                for (file, d) in decls where !d.isExtension {
                    if isAbsent(d, file: file, absent: absentRefs, present: presentRefs) {
                        dead.append((file, d.node))
                        if d.kind == .type { deadTypes += 1 }
                    } else if d.kind == .type {
                        liveTypes += 1
                    }
                }
                // Extensions go with the type when every declaration of it is absent.
                if deadTypes > 0 && liveTypes == 0 {
                    for (file, d) in decls where d.isExtension { dead.append((file, d.node)) }
                }
                for (file, node) in dead { newlyAbsent[file, default: []].append(node) }
            }
            if newlyAbsent.isEmpty { break }
            for (file, nodes) in newlyAbsent { externals[file].declarations += nodes }
            let again = newlyAbsent.keys.sorted()
            apply(reanalyze(again, externals))
            redone += again
            askedFiles = again
        }
        return redone
    }

    /// RULES.md scope 5: `d` (in input `file`) is absent when some absent reference can resolve to it and no
    /// present one can, its uses of itself left out.
    private mutating func isAbsent(_ d: DeclarationFact, file: Int, absent: [(file: Int, reference: LocatedReference)],
                                   present: [(file: Int, reference: LocatedReference)]) -> Bool {
        if d.isExempt || (d.kind == .type && objectiveCClasses.contains(d.name)) { return false }
        let family = d.kind == .type || d.containers.isEmpty ? [] : self.family(of: d.containers[0])
        /// A use inside the declaration itself; for a type, inside the type or one of its extensions.
        func isOwn(_ f: Int, _ r: LocatedReference) -> Bool {
            (f == file && r.token >= d.firstToken && r.token <= d.lastToken) || (d.kind == .type && r.reference.isInside(d.name))
        }
        guard absent.contains(where: { $0.reference.reference.matches(d, family: family, present: false) && !isOwn($0.file, $0.reference) })
        else { return false }
        for (f, p) in present where p.reference.matches(d, family: family, present: true) && !isOwn(f, p) { return false }
        return true
    }

    /// A type, the types it inherits from and the types that inherit from it, transitively (hashes).
    private mutating func family(of type: UInt32) -> Set<UInt32> {
        if let known = families[type] { return known }
        var out: Set<UInt32> = [type]
        for edges in [parents, children] {
            var stack = [type]
            var seen: Set<UInt32> = [type]
            while let t = stack.popLast() {
                for next in edges[t] ?? [] where seen.insert(next).inserted {
                    out.insert(next)
                    stack.append(next)
                }
            }
        }
        families[type] = out
        return out
    }
}
