import Touchdeck

// A library catalogue on an iPad in landscape: a split view with genres in
// the sidebar and the books of the one chosen in the detail, a search field
// in a safe-area inset, a pager of staff picks and a saved reading list.
// (`import SwiftUI` changed to `import Touchdeck`.)

struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
    let author: String
    let genre: String
}

let catalogue = [
    Book(id: 1, title: "Dune", author: "Frank Herbert", genre: "Science fiction"),
    Book(id: 2, title: "Foundation", author: "Isaac Asimov", genre: "Science fiction"),
    Book(id: 3, title: "Emma", author: "Jane Austen", genre: "Classics"),
    Book(id: 4, title: "Middlemarch", author: "George Eliot", genre: "Classics"),
    Book(id: 5, title: "The Hobbit", author: "J. R. R. Tolkien", genre: "Fantasy"),
]

@main
struct LibraryKioskApp: App {
    var body: some Scene {
        WindowGroup {
            LibraryView()
        }
    }
}

struct LibraryView: View {
    @State private var genre: String? = "Science fiction"
    @State private var visibility = NavigationSplitViewVisibility.all
    @State private var query = ""
    @AppStorage("library.saved") private var saved = ""

    private var genres: [String] { Array(Set(catalogue.map(\.genre))).sorted() }

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(genres, id: \.self) { name in
                Button(name) { genre = name }
                    .fontWeight(name == genre ? .semibold : .regular)
                    .accessibilityIdentifier("genre.\(name)")
            }
            .navigationTitle("Genres")
            .navigationSplitViewColumnWidth(280)
        } detail: {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    TabView {
                        ForEach(catalogue.prefix(3)) { book in
                            Text("Staff pick: \(book.title)")
                                .font(.title2)
                                .frame(maxWidth: .infinity, maxHeight: .infinity)
                                .background(Color.indigo.gradient)
                                .foregroundStyle(.white)
                        }
                    }
                    .tabViewStyle(.page(indexDisplayMode: .always))
                    .indexViewStyle(.page(backgroundDisplayMode: .always))
                    .frame(height: 160)
                    .clipShape(RoundedRectangle(cornerRadius: 16))

                    ForEach(catalogue.filter { $0.genre == genre && (query.isEmpty || $0.title.contains(query)) }) { book in
                        HStack {
                            VStack(alignment: .leading) {
                                Text(book.title).font(.headline)
                                Text(book.author).font(.subheadline).foregroundStyle(.secondary)
                            }
                            Spacer()
                            Button(saved.contains("[\(book.id)]") ? "Saved" : "Save") {
                                saved += "[\(book.id)]"
                            }
                            .accessibilityIdentifier("save.\(book.id)")
                        }
                        .padding()
                        .background(.background, in: RoundedRectangle(cornerRadius: 12))
                        .accessibilityIdentifier("book.\(book.id)")
                    }
                }
            }
            .contentMargins(20, for: .scrollContent)
            .scrollBounceBehavior(.basedOnSize)
            .scrollDismissesKeyboard(.interactively)
            .background(Color(white: 0.95))
            .navigationTitle(genre ?? "Books")
            .safeAreaInset(edge: .top) {
                TextField("Search titles", text: $query)
                    .textFieldStyle(.roundedBorder)
                    .padding(.horizontal, 20)
                    .padding(.vertical, 8)
            }
        }
        .navigationSplitViewStyle(.balanced)
    }
}
