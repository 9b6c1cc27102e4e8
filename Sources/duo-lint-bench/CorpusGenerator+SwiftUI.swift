/// The generated corpus's SwiftUI files: views, arrangements, hinge handlers, toolbars, grids (see `CorpusGenerator`).
extension CorpusGenerator {
    // MARK: SwiftUI

    mutating func swiftUIView(_ w: inout SwiftWriter) {
        let name = typeName("View")
        docComment(&w)
        w.open("struct \(name): View {")
        properties(&w)
        w.line("")
        w.open("var body: some View {")
        viewTree(&w, depth: 0)
        w.close()
        if rng.chance(0.6) {
            w.line("")
            w.line("@ViewBuilder")
            w.open("private var \(lowerName())Section: some View {")
            viewTree(&w, depth: 2)
            w.close()
        }
        if rng.chance(0.5) {
            w.line("")
            w.open("private func \(verbName())() {")
            statements(&w, count: rng.int(2...6))
            w.close()
        }
        w.close()
        if rng.chance(0.35) {
            w.line("")
            w.open("#Preview {")
            w.line("\(name)()")
            w.close()
        }
    }

    mutating func properties(_ w: inout SwiftWriter) {
        for _ in 0..<rng.int(1...5) {
            switch rng.int(8) {
            case 0: w.line("@State private var \(lowerName()) = \(rng.pick(["false", "true", "0", "\"\"", "[]", "nil as String?"]))")
            case 1: w.line("@Environment(\\.horizontalSizeClass) private var horizontalSizeClass")
            case 2: w.line("@Environment(\\.dismiss) private var dismiss")
            case 3: w.line("@Binding var \(lowerName()): \(rng.pick(["Bool", "String", "Int", "Double"]))")
            case 4: w.line("@StateObject private var model = \(noun())ViewModel()")
            case 5: w.line("let \(lowerName()): [\(noun())]")
            case 6: w.line("@Environment(\\.accessibilityReduceMotion) private var reduceMotion")
            default: w.line("private let \(lowerName()): CGFloat = \(cgFloat())")
            }
        }
    }

    mutating func modifiers(_ w: inout SwiftWriter, count: Int) {
        for _ in 0..<count {
            switch rng.int(22) {
            case 0: w.line(".padding()")
            case 1: w.line(".padding(.\(rng.pick(["horizontal", "vertical", "top", "bottom", "leading"])), \(cgFloat()))")
            case 2: w.line(".frame(width: \(cgFloat()), height: \(cgFloat()))")
            case 3: w.line(".frame(maxWidth: .infinity, alignment: .\(rng.pick(["leading", "center", "trailing"])))")
            case 4: w.line(".font(\(rng.pick(CorpusGenerator.fonts)))")
            case 5: w.line(".foregroundStyle(\(rng.pick(CorpusGenerator.colors)))")
            case 6: w.line(".background(\(rng.pick(CorpusGenerator.colors)), in: RoundedRectangle(cornerRadius: \(cgFloat())))")
            case 7: w.line(".clipShape(Capsule())")
            case 8: w.line(".opacity(\(rng.pick(["0.5", "isEnabled ? 1 : 0.4", "0.8"])))")
            case 9: w.line(".accessibilityLabel(\"\(sentence(1...3))\")")
            case 10: w.line(".animation(.\(rng.pick(["smooth", "easeInOut", "spring(response: 0.4, dampingFraction: 0.8)", "bouncy"])), value: \(lowerName()))")
            case 11:
                w.open(".onAppear {")
                statements(&w, count: rng.int(1...2))
                w.close()
            case 12:
                w.open(".task {")
                w.line("await model.\(verbName())()")
                w.close()
            case 13: w.line(".navigationTitle(\"\(sentence(1...2))\")")
            case 14:
                w.open(".sheet(isPresented: $\(lowerName())) {")
                w.line("\(typeName("View"))()")
                w.close()
            case 15:
                w.open(".overlay(alignment: .\(rng.pick(["top", "bottom", "topTrailing"]))) {")
                w.line("Image(systemName: \"\(rng.pick(CorpusGenerator.symbols))\")")
                w.close()
            case 16: w.line(".offset(x: \(cgFloat()), y: 0)")
            case 17: w.line(".ignoresSafeArea(\(rng.pick(["", ".keyboard", "edges: .bottom"])))")
            case 18:
                w.open(".onTapGesture {")
                w.line("\(verbName())()")
                w.close()
            case 19: w.line(".listRowSeparator(.hidden)")
            case 20: w.line(".refreshable { await model.reload() }")
            default: w.line(".tint(\(rng.pick(CorpusGenerator.colors)))")
            }
        }
    }

    mutating func leafView(_ w: inout SwiftWriter) {
        switch rng.int(14) {
        case 0: w.line("Text(\"\(sentence())\")")
        case 1: w.line("Text(\"\\(\(lowerName()).count) \(sentence(1...2))\")")
        case 2: w.line("Image(systemName: \"\(rng.pick(CorpusGenerator.symbols))\")")
        case 3: w.line("Label(\"\(title())\", systemImage: \"\(rng.pick(CorpusGenerator.symbols))\")")
        case 4:
            w.open("Button(\"\(title())\") {")
            w.line("\(verbName())()")
            w.close()
        case 5:
            w.open("Button {")
            w.line("\(lowerName()).toggle()")
            w.close("} label: {")
            w.indent += 1
            w.line("Image(systemName: \"\(rng.pick(CorpusGenerator.symbols))\")")
            w.close()
        case 6: w.line("Spacer()")
        case 7: w.line("Divider()")
        case 8: w.line("Toggle(\"\(sentence(1...3))\", isOn: $\(lowerName()))")
        case 9: w.line("TextField(\"\(sentence(1...2))\", text: $\(lowerName()))")
        case 10: w.line("ProgressView()")
        case 11: w.line("\(typeName("Row"))(\(lowerName()): \(lowerName()))")
        case 12: w.line("Text(verbatim: #\"\(sentence()) \"quoted\" \\n\"#)")
        default: w.line("Color.clear.frame(height: \(cgFloat()))")
        }
        modifiers(&w, count: rng.int(0...3))
    }

    mutating func viewTree(_ w: inout SwiftWriter, depth: Int) {
        if depth >= 4 || (depth > 1 && rng.chance(0.35)) {
            leafView(&w)
            return
        }
        switch rng.int(16) {
        case 0, 1, 2:
            w.open("\(rng.pick(["VStack", "HStack", "ZStack"]))(\(rng.pick(["", "spacing: \(cgFloat())", "alignment: .leading", "alignment: .leading, spacing: 8"]))) {")
            for _ in 0..<rng.int(2...4) { viewTree(&w, depth: depth + 1) }
            w.close()
        case 3:
            w.open("NavigationStack {")
            viewTree(&w, depth: depth + 1)
            toolbar(&w)
            w.close()
        case 4:
            w.open("List(\(lowerName())) { \(rng.pick(["item", "entry", "row"])) in")
            viewTree(&w, depth: depth + 2)
            w.close()
        case 5:
            w.open("ScrollView(.\(rng.pick(["vertical", "horizontal"]))) {")
            viewTree(&w, depth: depth + 1)
            w.close()
        case 6:
            let columns = rng.int(1...5)
            if rng.chance(0.5) {
                w.line("LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: \(cgFloat())), count: \(columns)), spacing: \(cgFloat())) {")
            } else {
                let items = (0..<columns).map { _ in "GridItem(.\(rng.pick(["flexible()", "fixed(\(cgFloat()))", "adaptive(minimum: \(cgFloat()))"])))" }
                w.line("LazyVGrid(columns: [\(items.joined(separator: ", "))]) {")
            }
            w.indent += 1
            w.open("ForEach(\(lowerName()), id: \\.id) { item in")
            viewTree(&w, depth: depth + 2)
            w.close()
            w.close()
        case 7:
            w.open("GeometryReader { proxy in")
            w.open("if proxy.size.width > \(rng.pick(["600", "0", "proxy.size.height", "\(rng.int(100...1200))"])) {")
            viewTree(&w, depth: depth + 2)
            w.close("} else {")
            w.indent += 1
            viewTree(&w, depth: depth + 2)
            w.close()
            w.close()
        case 8:
            w.open("ForEach(0..<\(rng.int(2...12)), id: \\.self) { index in")
            viewTree(&w, depth: depth + 1)
            w.close()
        case 9:
            w.open("if \(lowerName()).isEmpty {")
            w.line("ContentUnavailableView(\"\(sentence(2...4))\", systemImage: \"\(rng.pick(CorpusGenerator.symbols))\")")
            w.close("} else {")
            w.indent += 1
            viewTree(&w, depth: depth + 1)
            w.close()
        case 10:
            w.open("Form {")
            w.open("Section(\"\(sentence(1...2))\") {")
            for _ in 0..<rng.int(1...3) { leafView(&w) }
            w.close()
            w.close()
        case 11:
            w.open("switch \(lowerName()) {")
            w.line("case .\(rng.pick(["loading", "idle", "empty"])):")
            w.indent += 1
            leafView(&w)
            w.indent -= 1
            w.line("case .failed(let error):")
            w.indent += 1
            w.line("Text(error.localizedDescription)")
            w.indent -= 1
            w.line("default:")
            w.indent += 1
            viewTree(&w, depth: depth + 1)
            w.indent -= 1
            w.line("}")
        case 12:
            w.open("if horizontalSizeClass == .regular {")
            w.open("HStack {")
            viewTree(&w, depth: depth + 2)
            viewTree(&w, depth: depth + 2)
            w.close()
            w.close("} else {")
            w.indent += 1
            w.open("VStack {")
            viewTree(&w, depth: depth + 2)
            viewTree(&w, depth: depth + 2)
            w.close()
            w.close()
        default:
            w.open("\(rng.pick(["VStack", "Group", "HStack"])) {")
            for _ in 0..<rng.int(1...3) { viewTree(&w, depth: depth + 1) }
            w.close()
        }
        modifiers(&w, count: rng.int(0...4))
    }

    mutating func toolbar(_ w: inout SwiftWriter) {
        w.open(".toolbar {")
        for _ in 0..<rng.int(1...3) {
            switch rng.int(6) {
            case 0:
                w.open("ToolbarItem(placement: .\(rng.pick(["topBarTrailing", "cancellationAction", "confirmationAction", "primaryAction", "bottomBar"]))) {")
                w.line("Button(\"\(title())\", systemImage: \"\(rng.pick(CorpusGenerator.symbols))\") { \(verbName())() }")
                w.close()
            case 1:
                w.open("ToolbarItem {")
                w.open("Button(action: \(verbName())) {")
                w.line("Image(systemName: \"\(rng.pick(CorpusGenerator.symbols))\")")
                w.close()
                w.close()
            case 2:
                w.open("ToolbarItemGroup(placement: .bottomBar) {")
                w.line("Button(\"\(title())\") { \(verbName())() }")
                w.line("Spacer()")
                w.line("Button(\"\(title())\", systemImage: \"\(rng.pick(CorpusGenerator.symbols))\") { \(verbName())() }")
                w.close()
            case 3:
                w.open("ToolbarItem(placement: .primaryAction) {")
                w.open("Menu {")
                w.line("Button(\"\(title())\") { }")
                w.line("Button(\"\(title())\", role: .destructive) { }")
                w.close("} label: {")
                w.indent += 1
                w.line("Label(\"More\", systemImage: \"ellipsis.circle\")")
                w.close()
                w.close()
            case 4:
                w.line("ToolbarSpacer(.\(rng.pick(["flexible", "fixed"])))")
            default:
                w.open("ToolbarItem(placement: .cancellationAction) {")
                w.line("Button(\"Close\") { dismiss() }")
                w.close()
            }
        }
        w.close()
    }

    mutating func arrangementView(_ w: inout SwiftWriter) {
        let name = typeName("Screen")
        w.open("struct \(name): View {")
        w.line("@State private var selection: \(noun()).ID?")
        if rng.chance(0.3) { w.line("@Environment(\\.overlayArrangementZIndex) private var zIndex") }
        w.line("")
        w.open("var body: some View {")
        let wrapInScroll = rng.chance(0.15)
        if wrapInScroll { w.open("ScrollView {") }
        w.open("ArrangementView {")
        viewTree(&w, depth: 2)
        w.close("} secondary: {")
        w.indent += 1
        if rng.chance(0.2) {
            w.open("NavigationStack {")
            viewTree(&w, depth: 3)
            w.close()
        } else {
            viewTree(&w, depth: 2)
        }
        w.close()
        if wrapInScroll { w.close() }
        w.close()
        w.close()
    }

    mutating func hingeView(_ w: inout SwiftWriter) {
        let name = typeName("HingeEffect")
        w.open("struct \(name): View {")
        w.line("@State private var bend: Double = 0")
        w.line("@State private var \(rng.pick(["columnCount", "revealProgress", "isShowingSheet", "layoutAxis"])) = \(rng.pick(["2", "0.0", "false", "Axis.horizontal"]))")
        w.line("private var maxSeenAngle = 1.0")
        w.line("")
        w.open("var body: some View {")
        w.open("GeometryReader { proxy in")
        w.line("let regions = proxy.reservedRegions(.division)")
        w.open("ZStack {")
        viewTree(&w, depth: 3)
        w.close()
        w.line(".frame(width: proxy.size.width / 2)")
        w.close()
        w.open(".onHingeChange { update in")
        w.line("guard let hinge = update.hinge else { return }")
        switch rng.int(4) {
        case 0:
            w.open("if hinge.status == .partiallyOpen {")
            w.line("bend = hinge.angle.degrees / \(rng.pick(["180", "maxSeenAngle", "Double.pi"]))")
            w.close("} else {")
            w.indent += 1
            w.line("bend = 0")
            w.close()
        case 1:
            w.open("withAnimation(.\(rng.pick(["smooth", "bouncy", "spring(duration: 0.3, bounce: 0)"]))) {")
            w.line("bend = min(1, hinge.angle.degrees / maxSeenAngle)")
            w.close()
        case 2:
            w.open("if hinge.angle.degrees > \(rng.int(30...170)) {")
            w.line("bend = 1")
            w.close()
        default:
            w.line("let angle = hinge.angle")
            w.line("bend = angle.radians / .pi")
        }
        w.close()
        w.close()
        w.close()
    }
}
