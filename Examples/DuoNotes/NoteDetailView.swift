import SwiftUI

/// A note, read-only, with its attachments and comments.
struct NoteDetailView: View {
    let note: Note
    @Environment(NoteStore.self) private var store
    @State private var showingComments = false
    @State private var showingHistory = false

    var body: some View {
        ScrollView {
            NoteHeader(note: note)
            Text(note.body)
                .font(.body)
                .lineSpacing(4)
                // A readable-width cap, not a fixed width: fine on every screen.
                .frame(maxWidth: 600, alignment: .leading)
                .frame(maxWidth: .infinity)
            // AttachmentsArrangement (SplitNotesView.swift) is an ArrangementView.
            // EXPECT: arrangement-in-scroll-view
            AttachmentsArrangement(note: note)
        }
        .contentMargins(.horizontal, 20, for: .scrollContent)
        .navigationTitle(note.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            Button("History", systemImage: "clock.arrow.circlepath") { showingHistory = true }
            // FlagButton (ToolbarButtons.swift) is reported where its Button is written.
            ToolbarItem(placement: .topBarTrailing) { FlagButton(note: note) }
        }
        // A hand-made toolbar: these actions belong in `.toolbar { }`.
        // EXPECT: custom-swiftui-bar
        .safeAreaInset(edge: .bottom) {
            HStack {
                Button("Pin", systemImage: note.isPinned ? "pin.slash" : "pin") {
                    store.togglePin(note)
                }
                Spacer()
                Button("Comments", systemImage: "text.bubble") {
                    showingComments = true
                }
                Spacer()
                ShareLink(item: note.body)
            }
            .labelStyle(.iconOnly)
            .padding()
            .background(.bar)
        }
        .sheet(isPresented: $showingComments) {
            NoteCommentsView(note: note)
        }
        .sheet(isPresented: $showingHistory) {
            RevisionHistoryView(revisions: note.revisions)
        }
    }
}

struct NoteHeader: View {
    let note: Note

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: "note.text")
                .font(.title2)
                // A 44 pt touch-sized icon is fine.
                .frame(width: 44, height: 44)
                .background(.tint.opacity(0.15), in: .rect(cornerRadius: 10))
            VStack(alignment: .leading, spacing: 2) {
                Text(note.title)
                    .font(.title2.bold())
                Text(note.modified, format: .dateTime.day().month().hour().minute())
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            TagCloud(tags: note.tags)
                // EXPECT: fixed-width
                .frame(width: 400, alignment: .trailing)
        }
        .padding(.vertical)
    }
}

struct TagCloud: View {
    let tags: [String]

    var body: some View {
        HStack(spacing: 6) {
            ForEach(tags.prefix(3), id: \.self) { tag in
                Text("#\(tag)")
                    .font(.caption)
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .background(.quaternary, in: .capsule)
            }
        }
    }
}

struct NoteCommentsView: View {
    let note: Note
    @State private var draft = ""
    @State private var comments: [Comment] = []

    var body: some View {
        NavigationStack {
            List(comments) { comment in
                VStack(alignment: .leading, spacing: 2) {
                    Text(comment.author)
                        .font(.caption.bold())
                    Text(comment.text)
                }
                // "390" is the width of one particular iPhone.
                // EXPECT: screen-size-literal
                .frame(maxWidth: 390, alignment: .leading)
            }
            .navigationTitle("Comments")
            .onAppear { comments = note.comments }
            // A composer is not a toolbar: a text field plus its send button is fine.
            .safeAreaInset(edge: .bottom) {
                HStack {
                    TextField("Add a comment", text: $draft, axis: .vertical)
                        .textFieldStyle(.roundedBorder)
                    Button("Send", systemImage: "arrow.up.circle.fill") {
                        comments.append(Comment(author: "Me", text: draft))
                        draft = ""
                    }
                    .labelStyle(.iconOnly)
                    .disabled(draft.isEmpty)
                }
                .padding()
                .background(.bar)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { SheetCloseButton() }
            }
        }
    }
}
