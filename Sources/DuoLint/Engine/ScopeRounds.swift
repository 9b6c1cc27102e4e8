import Foundation

/// The second stage of absent code (VOCABULARY.md *code that runs on an iPhone*, scope 4 and 5): what the files of a run
/// say about each other's absent code, decided from their `ScopeFacts` once every file has been analysed, and the
/// files whose absent code grows analysed again with it (`ExternalAbsence`).
///
/// The first stage is each file's own (`AbsentCode`, in `DuoLintBuild`, when it is parsed). Then:
///
/// 1. **Idiom properties** (scope 4). A property whose whole value is an idiom comparison
///    (`static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }`) has that value where its name is
///    a condition, in any file, when every property of that name in the linted sources is one with the same value.
///    The files that use such a name are parsed again with the values (`check`); the facts of those whose absent
///    code grows are read again.
/// 2. **Declarations referenced only from absent code** (scope 5), in at most `maxRounds` rounds. A *suspect* is a
///    name that absent code references and some file declares. A suspect is kept — every declaration of it stays —
///    when a file that does not declare it uses the word in present code (`ScopeFacts.presentWords`: the cheap,
///    conservative half), when the files that declare it use it more than `maxOwnUses` times, or when more than
///    `maxDeclaringFiles` files declare it. The files that declare the other suspects are parsed again
///    (`ReferenceScan.scan`), and each declaration of a suspect is decided by the reference rules of VOCABULARY.md scope 5: absent
///    when some absent reference can resolve to it and no present one can (its own body's uses of itself, and a
///    type's uses inside itself and its extensions, left out). Extensions of a type go with it. What a newly absent
///    declaration holds (its references and words, read by the same parse) moves to its file's absent facts, and
///    the names it references are the next round's suspects (a helper only an absent helper calls).
/// 3. The files whose absent code grew are analysed again, once, with everything decided.
///
/// Cost: each round reads every file's facts once (a few hundred bytes a file: linear in the number of files);
/// the files parsed again are only the declaring files of the suspects and the files using idiom properties, and
/// those analysed again only the files that change (see README, "Speed"). Nothing recurses; a round that finds
/// nothing new ends the stage.
struct ScopeRounds {
    /// Rounds of scope 5 at most (the first, then one per level of helpers only absent helpers use).
    static let maxRounds = 4
    /// A suspect declared in more files than this is kept (its uses are not worth the parses).
    static let maxDeclaringFiles = 32
    /// A suspect its declaring files use more often than this (outside the declarations) is kept.
    static let maxOwnUses = 24

    /// Per input: its facts (empty for an input not analysed, or out of scope: `hasFacts` false), how many of its
    /// nodes are absent. (Not optional: every round reads the parts of every file's facts in place, where unwrapping
    /// an optional would copy the whole facts, a retain and a release of each of their arrays.)
    private(set) var facts: [ScopeFacts]
    private var hasFacts: [Bool]
    var absentNodes: [Int]
    /// Per input: what the other files say about it (grows round by round).
    private(set) var externals: [ExternalAbsence]
    /// Type name → the names it inherits from / its subtypes (hashes), for bare references (VOCABULARY.md: `x` inside
    /// the declaring type, its extensions and, for a protocol requirement, the protocol's extensions).
    private var parents: [UInt32: [UInt32]] = [:]
    private var children: [UInt32: [UInt32]] = [:]
    private var families: [UInt32: Set<UInt32>] = [:]
    /// Classes the Objective-C runtime may create by name, without a Swift reference (storyboards, nibs,
    /// `Info.plist`): subclasses of `UI…` and `NS…` classes, directly or through classes of the linted sources.
    /// VOCABULARY.md scope 5 never makes them absent ("declarations that run without a Swift reference").
    private var objectiveCClasses: Set<UInt32> = []

    /// What parsing a file again with its external absence says: how many nodes are absent, the declarations of the
    /// names asked about and the present references to them, and (when asked) the file's facts.
    struct Checked {
        var absentNodes: Int
        var declarations: [DeclarationFact]
        var references: [LocatedReference]
        var facts: ScopeFacts?
    }
    /// Parses inputs again with their externals (in parallel), results in the same order (nil: cannot be read).
    typealias CheckMany = (_ files: [Int], _ externals: [ExternalAbsence], _ names: [WordSet], _ wantsFacts: Bool) -> [Checked?]
    /// Analyses inputs again with their externals (in parallel).
    typealias Reanalyze = (_ files: [Int], _ externals: [ExternalAbsence]) -> Void

    init(facts: consuming [ScopeFacts?], absentNodes: [Int], types: [[TypeFact]]) {
        hasFacts = facts.map { $0 != nil }
        var all = facts
        var unwrapped: [ScopeFacts] = []
        unwrapped.reserveCapacity(all.count)
        for i in all.indices { unwrapped.append(all[i].take() ?? ScopeFacts()) }
        all = []
        self.facts = unwrapped
        self.absentNodes = absentNodes
        externals = Array(repeating: .none, count: hasFacts.count)
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
        // Subclasses of those, to any depth: a worklist over each class's subclasses (each class enters it once), so
        // that a chain declared subclass first costs one step a class, not one pass over every class a level.
        var subclasses: [UInt32: [UInt32]] = [:]
        for (c, superclass) in classes { subclasses[superclass, default: []].append(c) }
        var work = Array(objectiveCClasses)
        while let next = work.popLast() {
            for c in subclasses[next] ?? [] where objectiveCClasses.insert(c).inserted { work.append(c) }
        }
    }

    /// With `DUO_LINT_SCOPE_STATS` set, what each round did goes to stderr (suspects, files parsed and analysed
    /// again): for measuring, not for users.
    static let printsStats = ProcessInfo.processInfo.environment["DUO_LINT_SCOPE_STATS"] != nil

    static func stat(_ line: @autoclosure () -> String) {
        if printsStats { FileHandle.standardError.write(Data("scope: \(line())\n".utf8)) }
    }

    /// Runs both stages and analyses again the files whose absent code grew; returns them.
    mutating func run(check: CheckMany, reanalyze: Reanalyze) -> [Int] {
        var changed = Set(idiomProperties(check: check))
        changed.formUnion(declarations(check: check))
        let files = changed.sorted()
        ScopeRounds.stat("analysed again \(files.count)")
        if !files.isEmpty { reanalyze(files, externals) }
        return files
    }

    // MARK: 1. Idiom properties

    /// The files whose absent code the idiom properties make grow (their facts read again).
    private mutating func idiomProperties(check: CheckMany) -> [Int] {
        // Names with an idiom value somewhere, and whether every property of the name agrees.
        var values: [UInt32: (text: String, value: Bool, agrees: Bool)] = [:]
        for i in facts.indices {
            for p in facts[i].properties {
                guard let v = p.idiomValue, let text = p.text else { continue }
                if let known = values[p.name] {
                    if known.value != v || known.text != text { values[p.name]!.agrees = false }
                } else {
                    values[p.name] = (text, v, true)
                }
            }
        }
        if values.isEmpty { return [] }
        for i in facts.indices {
            for p in facts[i].properties where p.idiomValue == nil && values[p.name] != nil { values[p.name]!.agrees = false }
        }
        var table: [String: Bool] = [:]
        for (_, v) in values where v.agrees { table[v.text] = v.value }
        ScopeRounds.stat("idiom properties \(values.count), agreeing \(table.count)")
        if table.isEmpty { return [] }
        let hashes = WordSet(table.keys.map { FileWords.hash($0) })
        var files: [Int] = []
        for i in facts.indices {
            externals[i].idiomProperties = table
            guard facts[i].presentWords.contains(where: { hashes.contains($0) }) else { continue }
            files.append(i)
        }
        if files.isEmpty { return [] }
        let checked = check(files, externals, Array(repeating: WordSet(), count: files.count), true)
        var grown: [Int] = []
        for (k, i) in files.enumerated() {
            guard let c = checked[k], c.absentNodes > absentNodes[i] else { continue }
            grown.append(i)
            facts[i] = c.facts ?? ScopeFacts()
            hasFacts[i] = c.facts != nil
            absentNodes[i] = c.absentNodes
        }
        ScopeRounds.stat("idiom: parsed again \(files.count), absent code grew in \(grown.count)")
        return grown
    }

    // MARK: 2. Declarations referenced only from absent code

    /// The files with newly absent declarations (their facts brought up to date).
    private mutating func declarations(check: CheckMany) -> [Int] {
        var changed: Set<Int> = []
        // The first round asks about every absent reference; later ones about the references of what became absent.
        var asked: [LocatedReference] = []
        for i in facts.indices { asked += facts[i].absentReferences }
        for _ in 0..<ScopeRounds.maxRounds {
            // Suspects: names absent code references that some file declares.
            var referenced = WordSet(capacity: 1024)
            for r in asked { referenced.insert(r.reference.name) }
            if referenced.isEmpty { break }
            var declared = WordIndex(capacity: 1024)
            var declaring: [[Int]] = []
            for i in facts.indices {
                for n in facts[i].declaredNames where referenced.contains(n) {
                    let k = declared.insert(n)
                    if k == declaring.count { declaring.append([]) }
                    declaring[k].append(i)
                }
            }
            if declaring.isEmpty { break }
            // Kept: declared in too many files, used in the present code of a file that does not declare it, or
            // used too often by the files that do.
            var kept = declaring.map { $0.count > ScopeRounds.maxDeclaringFiles }
            var ownUses = [Int](repeating: 0, count: declaring.count)
            for i in facts.indices {
                for (w, c) in zip(facts[i].presentWords, facts[i].presentCounts) {
                    guard let k = declared.index(of: w), !kept[k] else { continue }
                    if declaring[k].contains(i) {
                        ownUses[k] += Int(c)
                        if ownUses[k] > ScopeRounds.maxOwnUses { kept[k] = true }
                    } else {
                        kept[k] = true
                    }
                }
            }
            var suspects = WordSet()
            var checkFiles = Set<Int>()
            for k in declaring.indices where !kept[k] {
                suspects.insert(declared.words[k])
                checkFiles.formUnion(declaring[k])
            }
            ScopeRounds.stat("round: referenced \(referenced.count), declared \(declaring.count), suspects \(suspects.count)")
            if suspects.isEmpty { break }
            // The declaring files, parsed again: declarations and present references of the suspects.
            let files = checkFiles.sorted()
            let checked = check(files, externals, Array(repeating: suspects, count: files.count), false)
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
                for r in facts[i].absentReferences where suspects.contains(r.reference.name) {
                    absentByName[r.reference.name, default: []].append((i, r))
                }
            }
            // Decide each suspect's declarations.
            var newlyAbsent: [(file: Int, fact: DeclarationFact)] = []
            for n in suspects.elements.sorted() {
                guard let decls = declarationsByName[n] else { continue }
                let absentRefs = absentByName[n] ?? []
                let presentRefs = referencesByName[n] ?? []
                var deadTypes = 0, liveTypes = 0
                var dead: [(Int, DeclarationFact)] = []
                for (file, d) in decls where !d.isExtension {
                    if isAbsent(d, file: file, absent: absentRefs, present: presentRefs) {
                        dead.append((file, d))
                        if d.kind == .type { deadTypes += 1 }
                    } else if d.kind == .type {
                        liveTypes += 1
                    }
                }
                // Extensions go with the type when every declaration of it is absent.
                if deadTypes > 0 && liveTypes == 0 {
                    for (file, d) in decls where d.isExtension { dead.append((file, d)) }
                }
                newlyAbsent += dead
            }
            ScopeRounds.stat("round: parsed again \(files.count), absent declarations \(newlyAbsent.count)")
            if newlyAbsent.isEmpty { break }
            // What they hold becomes absent code of their files; its references are the next round's question. (A
            // declaration inside another one absent in the same round goes with it.)
            newlyAbsent.sort { ($0.file, $0.fact.firstToken, -$0.fact.lastToken) < ($1.file, $1.fact.firstToken, -$1.fact.lastToken) }
            var outermost: [(file: Int, fact: DeclarationFact)] = []
            for x in newlyAbsent {
                if let last = outermost.last, last.file == x.file, x.fact.firstToken >= last.fact.firstToken,
                   x.fact.lastToken <= last.fact.lastToken { continue }
                outermost.append(x)
            }
            asked = []
            for (file, d) in outermost {
                externals[file].declarations.append(d.node)
                changed.insert(file)
                if hasFacts[file] {
                    facts[file].absentReferences += d.innerReferences
                    facts[file].removeWords(d.innerWords, counts: d.innerCounts)
                }
                asked += d.innerReferences
            }
        }
        return Array(changed)
    }

    /// VOCABULARY.md scope 5: `d` (in input `file`) is absent when some absent reference can resolve to it and no
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
