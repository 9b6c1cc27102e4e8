import SwiftUI

/// "Flip": read notes like a book. Half-folding the phone lifts the page.
/// The hinge drives the effect; the layout comes from the reserved regions.
struct PageCurlView: View {
    @Environment(NoteStore.self) private var store
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var foldCurl: Double = 0      // 0 = flat page, 1 = fully lifted
    @State private var maxSeen: Double = .pi     // the largest angle seen at .fullyOpen
    @State private var page = 0
    @State private var showingCover = false

    private var pageText: String {
        store.notes.indices.contains(page) ? store.notes[page].body : ""
    }

    var body: some View {
        GeometryReader { proxy in
            // Regions appear after the first layout: read them here, every time.
            let fold = proxy.reservedRegions(kind: .division).first { $0.isActive }
            // Half of the region itself, not half of the screen: fine.
            let foldHalfWidth = fold.map { $0.frame.width / 2 } ?? 0
            let centerX = proxy.size.width / 2
            // EXPECT: hinge-as-half-width
            let hingeX = proxy.size.width / 2

            ZStack(alignment: .bottom) {
                ScrollView {
                    Text(pageText)
                        .frame(maxWidth: 600, alignment: .leading)
                        .padding()
                }
                // Scrolling content adapts on its own; only controls are displaced.
                // EXPECT: scroll-content-displaced
                .padding(.top, fold?.frame.height ?? 0)

                PageCurlOverlay(progress: foldCurl, reduceMotion: reduceMotion)
                    .position(x: centerX, y: proxy.size.height / 2)
                    .allowsHitTesting(false)

                BookmarkRibbon()
                    .position(x: hingeX, y: 24)

                HStack(spacing: 24) {
                    Button("Previous Page", systemImage: "chevron.backward") { page = max(page - 1, 0) }
                    Button("Next Page", systemImage: "chevron.forward") { page += 1 }
                }
                .labelStyle(.iconOnly)
                // Moving controls clear of the fold is what displacement is for: fine.
                .padding(.leading, foldHalfWidth)
                .padding(.bottom, 20)
            }
        }
        .onHingeChange { _, update in
            guard let hinge = update.hinge else {
                foldCurl = 0    // no hinge on this device: behave as if flat
                return
            }
            if hinge.status == .fullyOpen {
                maxSeen = max(maxSeen, hinge.angle.radians)
            }
            if hinge.status == .partiallyOpen {
                // Normalised by the largest angle seen, not by 180°.
                foldCurl = 1 - min(hinge.angle.radians / maxSeen, 1)
            } else {
                foldCurl = 0
            }
        }
        // Critically damped: fine for a fold-driven change.
        .animation(reduceMotion ? .easeInOut(duration: 0.2) : .spring(duration: 0.35, bounce: 0), value: foldCurl)
        .navigationTitle("Flip Through")
        .toolbar {
            Button("Cover", systemImage: "book.closed") { showingCover = true }
        }
        .sheet(isPresented: $showingCover) {
            NoteCoverView(note: store.notes.indices.contains(page) ? store.notes[page] : .empty)
        }
    }
}

/// The first cut of the cover reveal, still shown from the toolbar.
struct NoteCoverView: View {
    let note: Note
    @Environment(\.dismiss) private var dismiss
    @State private var reveal: Double = 0
    @State private var hingeProgress: Double = 0
    @State private var columnCount = 1

    var body: some View {
        LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: columnCount)) {
            CoverArt(note: note)
                .rotation3DEffect(.degrees(reveal * 80), axis: (x: 0, y: 1, z: 0), anchor: .leading)
            if columnCount > 1 {
                Text(note.excerpt)
                    .padding()
            }
        }
        // EXPECT: fold-animation-bounce
        .animation(.bouncy, value: hingeProgress)
        .onHingeChange { _, update in
            guard let hinge = update.hinge else { return }
            // EXPECT: hinge-angle-normalization
            hingeProgress = hinge.angle.radians / .pi
            // EXPECT: hinge-effect-not-reset
            if hinge.status == .partiallyOpen {
                reveal = hingeProgress
            }
            // EXPECT: hinge-angle-threshold
            let looksHalfOpen = hinge.angle.degrees < 120
            // EXPECT: hinge-driven-layout
            columnCount = looksHalfOpen ? 2 : 1
            // Folding is not closing: the scene only resized.
            // EXPECT: hinge-close-dismisses
            if hinge.status == .closed { dismiss() }
        }
    }
}

struct CoverArt: View {
    let note: Note

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(.tint.gradient)
            .overlay {
                Text(note.title)
                    .font(.largeTitle.bold())
                    .foregroundStyle(.white)
                    .padding()
            }
            .aspectRatio(0.7, contentMode: .fit)
    }
}

struct PageCurlOverlay: View {
    let progress: Double
    let reduceMotion: Bool

    var body: some View {
        if reduceMotion {
            // Reduce Motion: a cross-fade instead of the curl.
            Rectangle()
                .fill(.background)
                .opacity(progress * 0.6)
        } else {
            Rectangle()
                .fill(.linearGradient(colors: [.clear, .black.opacity(0.25)], startPoint: .leading, endPoint: .trailing))
                .rotation3DEffect(.degrees(progress * 70), axis: (x: 0, y: 1, z: 0), anchor: .leading, perspective: 0.6)
        }
    }
}

struct BookmarkRibbon: View {
    var body: some View {
        Image(systemName: "bookmark.fill")
            .font(.title)
            .foregroundStyle(.red)
    }
}
