// `import Touchdeck` in place of `import SwiftUI`: the view layer (TouchUI,
// with the gestures, geometry and animation it re-exports), Foundation (for
// `Date`, `CGFloat`, `CGSize`, as SwiftUI brings it) and Observation (for
// `@Observable`), and the app types below (`App`, `Scene`, `WindowGroup`).
@_exported import Foundation
@_exported import Observation
@_exported import TouchUI
