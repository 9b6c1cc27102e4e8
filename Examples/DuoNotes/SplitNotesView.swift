import SwiftUI

/// List and detail side by side. RootTabView wraps this view in a NavigationStack,
/// so the navigation container sits outside the arrangement: the correct shape.
struct SplitNotesView: View {
    @Environment(NoteStore.self) private var store
    @State private var selection: Note?
    @State private var showingReadingRoom = false

    var body: some View {
        ArrangementView {
            // A List inside the primary pane is fine (scrolling inside the arrangement).
            NoteSidebar(selection: $selection)
                .splitArrangementLayoutRatio(0.4)
        } secondary: {
            if let selection {
                NoteDetailView(note: selection)
            } else {
                ContentUnavailableView("No Note Selected", systemImage: "note.text")
            }
        }
        .arrangementViewStyle(.split.axes([.horizontal, .vertical]))
        .navigationTitle("Side by Side")
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Reading Room", systemImage: "books.vertical") { showingReadingRoom = true }
            }
        }
        .fullScreenCover(isPresented: $showingReadingRoom) {
            ReadingRoomView(note: selection ?? store.notes[0])
        }
    }
}

struct NoteSidebar: View {
    @Environment(NoteStore.self) private var store
    @Binding var selection: Note?

    var body: some View {
        List(store.notes, selection: $selection) { note in
            NoteRow(note: note)
                .tag(note)
        }
        .listStyle(.sidebar)
    }
}

/// Full-screen reading mode. Presented modally, so there is no NavigationStack
/// around it, and the navigation containers ended up inside the panes.
struct ReadingRoomView: View {
    let note: Note

    var body: some View {
        ArrangementView {
            // NotesListView (NotesListView.swift) owns a NavigationStack.
            // EXPECT: navigation-in-arrangement
            NotesListView()
        } secondary: {
            // EXPECT: navigation-in-arrangement
            NavigationStack {
                NoteDetailView(note: note)
            }
        }
        .arrangementViewStyle(.split)
    }
}

/// Every revision of a note, before and after.
struct RevisionHistoryView: View {
    let revisions: [NoteRevision]

    var body: some View {
        List(revisions) { revision in
            // EXPECT: arrangement-in-scroll-view
            ArrangementView {
                Text(revision.before)
                    .foregroundStyle(.secondary)
            } secondary: {
                Text(revision.after)
            }
            .arrangementViewStyle(.split)
        }
    }
}

/// A note's attachments: the photo fills the container, the caption panel floats over it.
/// Used by NoteDetailView.swift.
struct AttachmentsArrangement: View {
    let note: Note

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ArrangementView {
                // The panel's root is a VStack; the view that reads
                // overlayArrangementZIndex is a child of it: fine.
                VStack(alignment: .leading, spacing: 6) {
                    Text("Attachments")
                        .font(.headline)
                    AttachmentDetails(note: note)
                }
                .padding()
                .background(.regularMaterial, in: .rect(cornerRadius: 12))
                .overlayArrangementEdge(.leading)
            } secondary: {
                Image(note.photoNames.first ?? "placeholder")
                    .resizable()
                    .scaledToFill()
            }
            .arrangementViewStyle(.overlay)

            // A scroll view next to the arrangement (not around it) is fine.
            ScrollView(.horizontal) {
                LazyHStack(spacing: 8) {
                    ForEach(note.photoNames, id: \.self) { name in
                        Image(name)
                            .resizable()
                            .scaledToFill()
                            .frame(width: 80, height: 80)
                            .clipShape(.rect(cornerRadius: 8))
                    }
                }
            }
        }
    }
}

struct AttachmentDetails: View {
    let note: Note
    @Environment(\.overlayArrangementZIndex) private var zIndex

    var body: some View {
        if zIndex > 0 {
            // Floating over the photo: compact form.
            Label("\(note.photoNames.count)", systemImage: "photo.on.rectangle")
                .font(.caption)
        } else {
            VStack(alignment: .leading, spacing: 4) {
                ForEach(note.photoNames, id: \.self) { name in
                    Text(name)
                        .font(.caption)
                }
            }
        }
    }
}

/// The pre-Duo layout, kept for the iPad build.
struct LegacyNotesSplit: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var selection: Note?

    var body: some View {
        // EXPECT: prefer-arrangement
        if horizontalSizeClass == .regular {
            HStack(spacing: 0) {
                NoteSidebar(selection: $selection)
                Divider()
                NoteDetailView(note: selection ?? .empty)
            }
        } else {
            NoteSidebar(selection: $selection)
                // A size-class switch of another shape is fine.
                .padding(.horizontal, horizontalSizeClass == .compact ? 0 : 16)
        }
    }
}
