// An iOS screen of the demo app. It builds for iOS (in Xcode); on other platforms the #if leaves it out, while
// duo-lint still judges it as the iPhone build would see it.
#if os(iOS)
import SwiftUI

public struct NoteListScreen: View {
    public var notes: [String]

    public init(notes: [String]) { self.notes = notes }

    public var body: some View {
        NavigationStack {
            List(notes, id: \.self) { note in
                Text(note)
            }
            .frame(width: 420)                  // a fixed width: wider than the outer screen
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Sort") {}           // a text-only item: stays horizontal on iPhone Duo
                }
            }
        }
    }
}
#endif
