import SwiftUI
import UIKit

// DuoNotes — a small notes app for iPhone Duo, used as duo-lint's end-to-end example.
// Each deliberate problem carries an EXPECT comment naming its rule id; the line below each
// marker is where duo-lint reports it. Everything else is meant to be clean.

@main
struct DuoNotesApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    @State private var store = NoteStore()

    var body: some Scene {
        WindowGroup {
            RootTabView()
                .environment(store)
        }
    }
}

struct RootTabView: View {
    @Environment(NoteStore.self) private var store

    var body: some View {
        @Bindable var store = store
        TabView {
            Tab("Notes", systemImage: "note.text") {
                NotesListView()
            }
            Tab("Side by Side", systemImage: "rectangle.split.2x1") {
                // Navigation container outside the arrangement: the correct shape.
                NavigationStack {
                    SplitNotesView()
                }
            }
            Tab("Photos", systemImage: "photo.on.rectangle") {
                NavigationStack {
                    PhotoGridView()
                }
            }
            Tab("Flip", systemImage: "book.pages") {
                NavigationStack {
                    PageCurlView()
                }
            }
            Tab("Settings", systemImage: "gear") {
                SettingsView()
            }
        }
        .fullScreenCover(isPresented: $store.isLocked) {
            LockScreen()
        }
    }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        // Appearance proxies configure the system bars; they do not create bars.
        let toolbarAppearance = UIToolbarAppearance()
        toolbarAppearance.configureWithDefaultBackground()
        UIToolbar.appearance().standardAppearance = toolbarAppearance
        UINavigationBar.appearance().tintColor = UIColor(named: "AccentColor")
        return true
    }
}

// MARK: - Model

struct Note: Identifiable, Hashable {
    var id = UUID()
    var title: String
    var body: String
    var modified = Date.now
    var isPinned = false
    var isFlagged = false
    var isUnread = false
    var tags: [String] = []
    var photoNames: [String] = []
    var comments: [Comment] = []
    var revisions: [NoteRevision] = []

    var excerpt: String { String(body.prefix(120)) }

    static let empty = Note(title: "", body: "")
}

struct Comment: Identifiable, Hashable {
    var id = UUID()
    var author: String
    var text: String
}

struct NoteRevision: Identifiable, Hashable {
    var id = UUID()
    var date: Date
    var before: String
    var after: String
}

struct Photo: Identifiable, Hashable {
    var id = UUID()
    var assetName: String
    var caption: String
    var isFavorite = false
    var isScreenshot = false
}

struct Album: Identifiable, Hashable {
    var id = UUID()
    var name: String
    var coverName: String
}

struct PhotoFilters: Equatable {
    enum Sort: String, CaseIterable, Identifiable {
        case newest, oldest
        var id: Self { self }
    }

    var favoritesOnly = false
    var hidesScreenshots = true
    var sort: Sort = .newest
}

@Observable
final class NoteStore {
    var notes: [Note] = NoteStore.samples
    var photos: [Photo] = []
    var albums: [Album] = []
    var folders: [String] = ["Notes"]
    var isLocked = true

    var pinned: [Note] { notes.filter(\.isPinned) }

    func photos(matching filters: PhotoFilters) -> [Photo] {
        let visible = photos.filter { photo in
            (!filters.favoritesOnly || photo.isFavorite) && (!filters.hidesScreenshots || !photo.isScreenshot)
        }
        return filters.sort == .newest ? visible.reversed() : visible
    }

    func save(_ note: Note) {
        if let index = notes.firstIndex(where: { $0.id == note.id }) {
            notes[index] = note
        } else {
            notes.insert(note, at: 0)
        }
    }

    func delete(_ note: Note) {
        notes.removeAll { $0.id == note.id }
    }

    func togglePin(_ note: Note) {
        guard let index = notes.firstIndex(of: note) else { return }
        notes[index].isPinned.toggle()
    }

    func toggleFlag(_ note: Note) {
        guard let index = notes.firstIndex(of: note) else { return }
        notes[index].isFlagged.toggle()
    }

    func createFolder(named name: String) {
        folders.append(name)
    }

    static let samples: [Note] = [
        Note(title: "Groceries", body: "Oat milk, lemons, basil", isPinned: true, tags: ["home"]),
        Note(title: "Trip to Lisbon", body: "Tram 28 before 9 am. Pastéis de Belém.", isUnread: true, tags: ["travel"]),
        Note(title: "Design review", body: "Inner screen is 951 × 669 pt; never hard-code it.", isFlagged: true, tags: ["work"]),
    ]
}

enum SyncPolicy {
    // Sync attempts per day before the client backs off. A count, not a width:
    // the same number as an iPhone width, but not in a layout context.
    static let retries = 390
    static let backoffSeconds: TimeInterval = 221.5
}
