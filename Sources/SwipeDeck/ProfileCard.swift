import TouchUI

/// A profile's card, as the tutorial's `CardView`: the picture on the top
/// 75 %, then name and age, occupation and mutual friends on the left and an
/// info button on the right; white, rounded corners, a shadow. `unit` scales
/// the tutorial's point sizes (its card is about 300 × 400).
nonisolated struct ProfileCard: View, Equatable {
    let profile: Profile
    let size: Size
    let unit: Double

    var body: some View {
        let w = size.width, h = size.height
        let pictureHeight = h * 0.75
        let inset = 16 * unit
        let infoSize = 26 * unit
        let titleSize = 26 * unit, lineSize = 15 * unit, spacing = 5 * unit
        let block = titleSize * 1.3 + 2 * (lineSize * 1.35 + spacing)
        let top = pictureHeight + max(4 * unit, (h - pictureHeight - block) / 2)
        let textWidth = max(0, w - 2 * inset - infoSize - 8 * unit)
        let radius = 10 * unit
        ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: radius).fill(Color.white)
            AvatarView(look: profile.look, size: Size(width: w, height: pictureHeight))
            Text(profile.title)
                .font(.system(size: titleSize, weight: .bold))
                .foregroundColor(.black)
                .frame(width: textWidth, height: titleSize * 1.3, alignment: .leading)
                .offset(x: inset, y: top)
            Text(profile.occupation)
                .font(.system(size: lineSize, weight: .bold))
                .foregroundColor(.black)
                .frame(width: textWidth, height: lineSize * 1.35, alignment: .leading)
                .offset(x: inset, y: top + titleSize * 1.3 + spacing)
            Text(profile.mutualFriendsText)
                .font(.system(size: lineSize))
                .foregroundColor(DeckColors.grey)
                .frame(width: textWidth, height: lineSize * 1.35, alignment: .leading)
                .offset(x: inset, y: top + titleSize * 1.3 + lineSize * 1.35 + 2 * spacing)
            InfoCircle(diameter: infoSize, color: DeckColors.grey)
                .offset(x: w - inset - infoSize, y: pictureHeight + (h - pictureHeight - infoSize) / 2)
        }
        .frame(width: w, height: h, alignment: .topLeading)
        .clipShape(RoundedRectangle(cornerRadius: radius))
        .shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.3), radius: 5 * unit, x: 0, y: 2 * unit)
        .drawingGroup()
    }
}

/// SwiftUI's `info.circle`: a thin ring with an "i".
nonisolated struct InfoCircle: View {
    let diameter: Double
    let color: Color

    var body: some View {
        let d = diameter
        ZStack(alignment: .topLeading) {
            Ellipse().stroke(color, lineWidth: max(1, d * 0.07))
            Ellipse().fill(color).frame(width: d * 0.12, height: d * 0.12).offset(x: d * 0.44, y: d * 0.22)
            Path { path in
                path.move(to: Point(x: d / 2, y: d * 0.44))
                path.addLine(to: Point(x: d / 2, y: d * 0.74))
            }
            .stroke(color, lineWidth: d * 0.1)
        }
        .frame(width: d, height: d)
    }
}
