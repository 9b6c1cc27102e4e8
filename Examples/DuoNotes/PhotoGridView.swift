import SwiftUI
import UIKit

/// Photos attached to notes: a filter panel floating over a photo grid.
struct PhotoGridView: View {
    @Environment(NoteStore.self) private var store
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var filters = PhotoFilters()
    @State private var viewing: Photo?

    /// An even number of columns on every screen, so a gutter can sit on the fold.
    private var columns: [GridItem] {
        Array(repeating: GridItem(.flexible(), spacing: 2), count: horizontalSizeClass == .regular ? 6 : 4)
    }

    var body: some View {
        ArrangementView {
            // FilterPanel reads overlayArrangementZIndex from its own root.
            // EXPECT: overlay-zindex-in-root
            FilterPanel(filters: $filters)
                .overlayArrangementEdge(.leading)
        } secondary: {
            ScrollView {
                RecentsHeader(photos: store.photos)
                LazyVGrid(columns: columns, spacing: 2) {
                    ForEach(store.photos(matching: filters)) { photo in
                        PhotoCell(photo: photo)
                            .onTapGesture { viewing = photo }
                    }
                }
                AlbumStrip(albums: store.albums)
            }
        }
        .arrangementViewStyle(.overlay)
        .navigationTitle("Photos")
        .fullScreenCover(item: $viewing) { photo in
            PhotoViewer(photo: photo)
        }
    }
}

struct FilterPanel: View {
    @Binding var filters: PhotoFilters
    @Environment(\.overlayArrangementZIndex) private var zIndex

    var body: some View {
        if zIndex > 0 {
            FilterChips(filters: $filters)
        } else {
            Form {
                Toggle("Favorites Only", isOn: $filters.favoritesOnly)
                Toggle("Hide Screenshots", isOn: $filters.hidesScreenshots)
                Picker("Sort", selection: $filters.sort) {
                    ForEach(PhotoFilters.Sort.allCases) { sort in
                        Text(sort.rawValue.capitalized).tag(sort)
                    }
                }
            }
        }
    }
}

struct FilterChips: View {
    @Binding var filters: PhotoFilters

    var body: some View {
        // A single adaptive column is fine.
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 110))], spacing: 8) {
            Toggle("Favorites", systemImage: "heart", isOn: $filters.favoritesOnly)
            Toggle("No Screenshots", systemImage: "camera.viewfinder", isOn: $filters.hidesScreenshots)
        }
        .toggleStyle(.button)
        .padding(8)
    }
}

struct RecentsHeader: View {
    let photos: [Photo]
    @State private var showsAll = false

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Recent")
                .font(.title3.bold())
            // EXPECT: odd-grid-columns
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())], spacing: 2) {
                ForEach(photos.prefix(showsAll ? 6 : 3)) { photo in
                    PhotoCell(photo: photo)
                }
            }
        }
        .padding(.horizontal)
        // EXPECT: width-breakpoint
        .onGeometryChange(for: Bool.self) { $0.size.width >= 700 } action: { showsAll = $0 }
    }
}

struct AlbumStrip: View {
    let albums: [Album]
    private let rows = [GridItem(.fixed(90)), GridItem(.fixed(90)), GridItem(.fixed(90))]

    var body: some View {
        ScrollView(.horizontal) {
            // EXPECT: odd-grid-columns
            LazyHGrid(rows: rows, spacing: 8) {
                ForEach(albums) { album in
                    Image(album.coverName)
                        .resizable()
                        .scaledToFill()
                        .frame(width: 90, height: 90)
                        .clipShape(.rect(cornerRadius: 8))
                        .accessibilityLabel(album.name)
                }
            }
            .padding(.horizontal)
        }
    }
}

struct PhotoCell: View {
    let photo: Photo

    var body: some View {
        GeometryReader { proxy in
            // The cell's own size, far below any screen size: not a breakpoint.
            let showsCaption = proxy.size.width > 160
            ZStack(alignment: .bottomLeading) {
                Image(photo.assetName)
                    .resizable()
                    .scaledToFill()
                    // Sizes read from the proxy are fine.
                    .frame(width: proxy.size.width, height: proxy.size.width)
                    .clipped()
                if showsCaption && proxy.size.width > 0 {
                    Text(photo.caption)
                        .font(.caption2)
                        .lineLimit(1)
                        .padding(4)
                        .background(.ultraThinMaterial)
                }
            }
        }
        .aspectRatio(1, contentMode: .fit)
    }
}

struct PhotoViewer: View {
    let photo: Photo
    @Environment(\.dismiss) private var dismiss
    @State private var isFavorite = false

    var body: some View {
        NavigationStack {
            ZStack(alignment: .bottom) {
                // Full-bleed colour is fine.
                Color.black
                    .ignoresSafeArea()
                Image(photo.assetName)
                    .resizable()
                    .scaledToFit()
                HStack(spacing: 32) {
                    Button("Favorite", systemImage: isFavorite ? "heart.fill" : "heart") {
                        isFavorite.toggle()
                    }
                    ShareLink(item: Image(photo.assetName), preview: SharePreview(photo.caption))
                }
                .labelStyle(.iconOnly)
                .padding(.bottom, 24)
            }
            // The buttons above end up under the vertical bar and the hinge.
            // EXPECT: ignores-safe-area-interactive
            .ignoresSafeArea()
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close", systemImage: "xmark") { dismiss() }
                }
                ToolbarItem(placement: .topBarPinnedTrailing) {
                    Button("Save", systemImage: "square.and.arrow.down") { saveToLibrary() }
                }
            }
        }
    }

    private func saveToLibrary() {
        guard let image = UIImage(named: photo.assetName) else { return }
        UIImageWriteToSavedPhotosAlbum(PhotoImport.downscaledIfNeeded(image), nil, nil, nil)
    }
}

enum PhotoImport {
    static let thumbnailSize = CGSize(width: 120, height: 120)

    /// Camera originals this large are downscaled before they are attached to a note.
    static func needsDownscale(_ image: UIImage) -> Bool {
        image.size.width > 4000 || image.size.height > 4000
    }

    static func downscaledIfNeeded(_ image: UIImage) -> UIImage {
        guard needsDownscale(image) else { return image }
        let scale = 4000 / max(image.size.width, image.size.height)
        let target = CGSize(width: image.size.width * scale, height: image.size.height * scale)
        return UIGraphicsImageRenderer(size: target).image { _ in
            image.draw(in: CGRect(origin: .zero, size: target))
        }
    }
}
