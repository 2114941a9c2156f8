import Crypto
import Foundation
import HTTPTypes
import Hummingbird

/// The fields every response carries: no site may frame any page of the
/// server (clickjacking: a visitor's click on a page that frames the preview
/// would be a tap on the kiosk), no content sniffing, no `Referer` leaving a
/// page. A response without its own `Content-Security-Policy` (everything but
/// the page) gets one that allows nothing at all.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        if let frameOptions = HTTPField.Name("X-Frame-Options"), let referrer = HTTPField.Name("Referrer-Policy") {
            response.headers[frameOptions] = "DENY"
            response.headers[referrer] = "no-referrer"
        }
        response.headers[.xContentTypeOptions] = "nosniff"
        if response.headers[.contentSecurityPolicy] == nil {
            response.headers[.contentSecurityPolicy] = "default-src 'none'; frame-ancestors 'none'"
        }
        return response
    }
}

extension PreviewPage {
    /// The page's Content Security Policy: its own inline `<script>` and
    /// `<style>` elements only, by their SHA-256 hashes (CSP Level 3,
    /// "hash-source"), so an injected script or handler attribute does not
    /// run; its WebSocket to its own origin only (`'self'` covers `ws:`/`wss:`
    /// of the same host in CSP Level 3); the frames' PNG regions as blobs; no
    /// frame, form, base or plugin; no site may frame it.
    static func contentSecurityPolicy(of html: String) -> String {
        let scripts = inlineHashes(of: html, element: "script")
        let styles = inlineHashes(of: html, element: "style")
        return "default-src 'none'; script-src \(scripts); style-src \(styles); img-src blob: data:; connect-src 'self'; "
            + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    }

    /// `'sha256-…'` of each `<element>` without attributes' text, space-separated
    /// (`'none'` when there is none).
    static func inlineHashes(of html: String, element: String) -> String {
        var hashes: [String] = []
        var rest = html[...]
        while let open = rest.range(of: "<\(element)>"), let close = rest.range(of: "</\(element)>", range: open.upperBound..<rest.endIndex) {
            let digest = SHA256.hash(data: Data(rest[open.upperBound..<close.lowerBound].utf8))
            hashes.append("'sha256-\(Data(digest).base64EncodedString())'")
            rest = rest[close.upperBound...]
        }
        return hashes.isEmpty ? "'none'" : hashes.joined(separator: " ")
    }
}
