import Testing
import TouchUI

// Seed 001 ("Tinder-style swipeable card view"): its CardView and
// ContentView as the tutorial describes them step by step (the article shows
// the code as pictures), with only the change docs/apps.md lists: a drawn
// picture instead of the tutorial's photos.

struct User: Hashable, CustomStringConvertible {
    var id: Int
    let firstName: String
    let age: Int

    var description: String { "\(firstName), \(age)" }
}

nonisolated struct SwipeCardView: View {
    @State private var translation: CGSize = .zero

    private var user: User
    private var onRemove: (_ user: User) -> Void

    private var thresholdPercentage: CGFloat = 0.5 // when the user has dragged 50% the width of the screen in either direction

    init(user: User, onRemove: @escaping (_ user: User) -> Void) {
        self.user = user
        self.onRemove = onRemove
    }

    /// What percentage of our own width have we swipped
    private func getGesturePercentage(_ geometry: GeometryProxy, from gesture: DragGesture.Value) -> CGFloat {
        gesture.translation.width / geometry.size.width
    }

    var body: some View {
        GeometryReader { geometry in
            VStack(alignment: .leading) {
                Rectangle()
                    .fill(Color.blue)
                    .frame(width: geometry.size.width, height: geometry.size.height * 0.75)
                HStack {
                    VStack(alignment: .leading, spacing: 6) {
                        Text("\(self.user.firstName), \(self.user.age)")
                            .font(.title)
                            .bold()
                    }
                    Spacer()
                }
                .padding(.horizontal)
            }
            .padding(.bottom)
            .background(Color.white)
            .cornerRadius(10)
            .shadow(radius: 5)
            .animation(.interactiveSpring())
            .offset(x: self.translation.width, y: 0)
            .rotationEffect(.degrees(Double(self.translation.width / geometry.size.width) * 25), anchor: .bottom)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        self.translation = value.translation
                    }.onEnded { value in
                        if abs(self.getGesturePercentage(geometry, from: value)) > self.thresholdPercentage {
                            self.onRemove(self.user)
                        } else {
                            self.translation = .zero
                        }
                    }
            )
        }
    }
}

nonisolated struct SwipeContentView: View {
    @State var users: [User] = (1...10).map { User(id: $0, firstName: "User \($0)", age: 20 + $0) }

    /// Return the CardViews width for the given offset in the array
    private func getCardWidth(_ geometry: GeometryProxy, id: Int) -> CGFloat {
        let offset: CGFloat = CGFloat(users.count - 1 - id) * 10
        return geometry.size.width - offset
    }

    /// Return the CardViews frame offset for the given offset in the array
    private func getCardOffset(_ geometry: GeometryProxy, id: Int) -> CGFloat {
        return CGFloat(users.count - 1 - id) * 10
    }

    private var maxID: Int {
        return self.users.map { $0.id }.max() ?? 0
    }

    var body: some View {
        VStack {
            GeometryReader { geometry in
                VStack(spacing: 24) {
                    ZStack {
                        ForEach(self.users, id: \.self) { user in
                            if user.id > self.maxID - 4 {
                                SwipeCardView(user: user, onRemove: { removedUser in
                                    self.users.removeAll { $0.id == removedUser.id }
                                })
                                .animation(.spring())
                                .frame(width: self.getCardWidth(geometry, id: user.id), height: 400)
                                .offset(x: 0, y: self.getCardOffset(geometry, id: user.id))
                            }
                        }
                    }
                    Spacer()
                }
            }
        }.padding()
    }
}

@Suite("Seed 001 ported to TouchUI")
struct SeedSwipePortTests {
    @Test("four cards show; a drag past half the width removes the top one, a short one springs back")
    func swipe() throws {
        let h = Harness(SwipeContentView(), screen: Size(width: 400, height: 600))
        h.advance(to: 1)
        #expect(h.texts().count == 4)
        #expect(h.texts().contains("User 10, 30"))
        // A short drag: 100 pt of a ~370 pt card.
        h.touch(1, 200, 200, .began, at: 1.1)
        for step in 1...10 { h.touch(1, 200 + Double(step) * 10, 200, .moved, at: 1.1 + Double(step) * 0.03) }
        h.touch(1, 300, 200, .ended, at: 1.5)
        h.advance(to: 3)
        #expect(h.texts().contains("User 10, 30"))
        // A long one: 250 pt.
        h.touch(1, 100, 200, .began, at: 3.1)
        for step in 1...10 { h.touch(1, 100 + Double(step) * 25, 200, .moved, at: 3.1 + Double(step) * 0.03) }
        h.touch(1, 350, 200, .ended, at: 3.5)
        h.advance(to: 6)
        #expect(!h.texts().contains("User 10, 30"))
        #expect(h.texts().contains("User 6, 26"))
        #expect(h.texts().count == 4)
    }
}
