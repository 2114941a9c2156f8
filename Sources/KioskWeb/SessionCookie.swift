import Crypto
import Foundation
import HTTPTypes
import Hummingbird

/// The preview page's credential: `GET /?token=TOKEN` is answered with a
/// redirect to the same page without the token (so it stays out of the
/// address bar, the history and any `Referer`) and this cookie, which the
/// page's WebSocket and the browser's later requests carry instead.
///
/// `HttpOnly` (no script reads it), `SameSite=Strict` (no other site's page
/// sends it), `Secure` under TLS, no `Max-Age` (it ends with the browser).
/// Its value is an HMAC-SHA256 of a fixed text keyed with the token, not
/// the token: the browser's cookie store never holds the secret itself, and
/// a new token voids every cookie. Its name carries the port, as cookies do
/// not: two kiosks on one host keep theirs apart.
enum SessionCookie {
    /// `touchdeck-8080` for a request to `kiosk:8080`.
    static func name(authority: String?) -> String {
        let port = authority.map(HostCheck.port(of:)) ?? ""
        return "touchdeck-" + (port.isEmpty ? "default" : port)
    }

    /// The cookie's value for `token`.
    static func value(token: String) -> String {
        let code = HMAC<SHA256>.authenticationCode(for: Data("touchdeck preview session".utf8), using: SymmetricKey(data: Data(token.utf8)))
        return code.map { String(format: "%02x", $0) }.joined()
    }

    /// The value of the cookie `name(authority:)` in the request's `Cookie` fields.
    static func find(in headers: HTTPFields, authority: String?) -> String? {
        let wanted = name(authority: authority)
        for field in headers[values: .cookie] {
            for pair in field.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == wanted {
                    return parts[1].trimmingCharacters(in: .whitespaces)
                }
            }
        }
        return nil
    }

    /// The `Set-Cookie` field's value.
    static func setCookie(token: String, authority: String?, secure: Bool) -> String {
        "\(name(authority: authority))=\(value(token: token)); Path=/; HttpOnly; SameSite=Strict" + (secure ? "; Secure" : "")
    }
}

/// `GET /?token=TOKEN` (the token right; `AccessMiddleware` has refused a
/// wrong one): 303 to the page without `token`, with the cookie.
struct TokenExchangeMiddleware<Context: RequestContext>: RouterMiddleware {
    let access: WebAccess
    let secure: Bool

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.description
        guard request.method == .get, WebAccess.route(of: path) == "/", let token = access.token,
              let given = WebAccess.query(of: path)["token"], WebAccess.same(given, token) else {
            return try await next(request, context)
        }
        // The other parameters (`frames=0`) as they were written.
        let query = path.split(separator: "?", maxSplits: 1).dropFirst().first ?? ""
        let kept = query.split(separator: "&").filter { pair in
            let key = String(pair.split(separator: "=", maxSplits: 1).first ?? "")
            return (key.removingPercentEncoding ?? key) != "token"
        }
        let location = "/" + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&"))
        let cookie = SessionCookie.setCookie(token: token, authority: request.head.authority, secure: secure)
        return Response(status: .seeOther, headers: [.location: location, .cacheControl: "no-store", .setCookie: cookie])
    }
}
