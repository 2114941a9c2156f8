/// What one `SceneRenderer.render` call did, for tests and benchmarks.
public struct RenderStatistics: Hashable, Sendable {
    /// Pixels repainted (the area of the returned damage).
    public var damagedPixels = 0
    /// Damaged pixels whose background was not painted: wholly under an
    /// opaque layer's fill, so nothing beneath it was drawn there either.
    public var hiddenPixels = 0
    /// Layers drawn as vectors, composited from a look or drawn in perspective.
    public var layersDrawn = 0
    /// Cached looks rendered (0 when every cached layer reused its surface).
    public var looksRendered = 0
    /// Shadow masks blurred (0 when every shadow reused its mask).
    public var shadowsBlurred = 0
    /// Pixels those blurs went over (a rectangle's mask is blurred small and stretched).
    public var shadowPixelsBlurred = 0
    /// Pango layouts made.
    public var textLayoutsMade = 0
    /// Coverage masks of turned text rendered (0 when each reused its mask, whatever the angle).
    public var textMasksRendered = 0
    /// Layers drawn without an enclosing clip that could not cut them (see
    /// `SceneRenderer.clipsOnlyWhereNeeded`).
    public var clipsHeldBack = 0
    /// Shadows of turning layers sampled at the nearest pixel (redrawn
    /// filtered the first frame their layers hold still).
    public var roughShadows = 0
    /// Turned masks (text, moving shadows) resampled by Touchdeck rather
    /// than cairo (see `SceneRenderer.samplesTurnedMasks`).
    public var masksSampled = 0
    /// Layers composited turned from their looks (`TurnedLookCompositor`).
    public var turnedLooksComposited = 0

    public init() {}
}
