// Points, sizes and rectangles are Foundation's CGPoint, CGSize and CGRect, with
// CGFloat lengths, as in SwiftUI: every module that uses them sees Foundation, as
// code that imports SwiftUI does.
@_exported import Foundation
