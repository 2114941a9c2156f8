import CCairo

/// PNG files loaded once per path. A file that cannot be read is remembered
/// as missing (and reported once), so it is neither retried every frame nor fatal.
final class ImageStore {
    private var images: [String: CairoImage?] = [:]
    /// Paths that could not be loaded, with cairo's reason.
    private(set) var problems: [String: String] = [:]

    /// The image at `path`, or nil when it is missing or not a PNG.
    func image(at path: String) -> CairoImage? {
        if let known = images[path] { return known }
        let surface = cairo_image_surface_create_from_png(path)
        let status = surface.map(cairo_surface_status) ?? CAIRO_STATUS_NO_MEMORY
        let image = CairoImage(adopting: surface)
        if image == nil { problems[path] = String(cString: cairo_status_to_string(status)) }
        images[path] = .some(image)
        return image
    }
}
