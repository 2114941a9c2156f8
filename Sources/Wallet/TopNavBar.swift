import TouchUI

/// The tutorial's title bar: "Wallet" in a rounded, heavy large title and a
/// plus-in-circle on the right (drawn: there are no SF Symbols here).
nonisolated struct TopNavBar: View, Equatable {
    let width: Double
    let height: Double

    var body: some View {
        ZStack(alignment: .topLeading) {
            Text("Wallet")
                .font(.system(size: 34, weight: .heavy, design: .rounded))
                .foregroundColor(.black)
                .frame(width: max(0, width - 80), height: 46, alignment: .leading)
                .offset(x: 16, y: 18)
            PlusCircle(side: 30)
                .offset(x: width - 46, y: 26)
        }
        .frame(width: width, height: height, alignment: .topLeading)
        .allowsHitTesting(false)
        .drawingGroup()
    }
}

/// `plus.circle.fill`: a white plus on a black circle, `side` points across.
nonisolated struct PlusCircle: View {
    let side: Double

    var body: some View {
        ZStack {
            Circle().fill(Color.black)
            Path { path in
                path.move(to: Point(x: side * 0.5, y: side * 0.26))
                path.addLine(to: Point(x: side * 0.5, y: side * 0.74))
                path.move(to: Point(x: side * 0.26, y: side * 0.5))
                path.addLine(to: Point(x: side * 0.74, y: side * 0.5))
            }
            .stroke(Color.white, lineWidth: 3)
        }
        .frame(width: side, height: side)
    }
}
