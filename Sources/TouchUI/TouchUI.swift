// TouchUI: a SwiftUI-style view layer over Scene, Motion and Gestures.
//
// An app writes views (`body`, `@ViewBuilder`, `@State`, modifiers,
// gestures); a `ViewHost` evaluates them into a tree of nodes, lays the tree
// out (stacks, frames, text measured by pango), and hands the Scene layers
// with stable structural ids — which Scene diffs, animates and Render draws
// — while the same tree gives the gesture engine its regions, nested as the
// views are.
@_exported import Geometry
@_exported import Gestures
@_exported import Motion
import Scene

/// A font, as SwiftUI's `Font` (`.system(size:weight:design:)`, `.headline`, …).
public typealias Font = Scene.Font
/// Horizontal alignment of multi-line text.
public typealias TextAlignment = Scene.TextAlignment
