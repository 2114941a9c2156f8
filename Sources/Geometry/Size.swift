import Foundation

/// A width and a height in points: a size, a translation, an offset or a
/// velocity. It is SwiftUI's `CGSize` itself, which SwiftUI uses for all of
/// them, so code written for SwiftUI (`@State var offset = CGSize.zero`,
/// `value.translation.width`) compiles unchanged; its sides are `CGFloat`s.
public typealias Size = CGSize
