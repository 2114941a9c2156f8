import KioskConfig
import KioskWeb

extension KioskHost.Configuration {
    /// The web server's security as the options say, the config file's
    /// `kiosk.web` keys filling what they leave out; each token named by
    /// where it came from, for errors.
    func webSecurityOptions(_ config: KioskServiceSettings) throws(WebServerError) -> WebSecurityOptions {
        var token: (value: String, what: String)?
        if let value = self.token {
            token = (value, "--token")
        } else if let file = tokenFile {
            token = (try WebToken.read(file: file, what: "--token-file"), "--token-file \(file)")
        } else if let value = config.token {
            token = (value, "kiosk.web.token")
        } else if let file = config.tokenFile {
            token = (try WebToken.read(file: file, what: "kiosk.web.tokenFile"), "kiosk.web.tokenFile \(file)")
        }
        let fromOptions = tlsCertificate != nil || tlsKey != nil
        return WebSecurityOptions(token: token, tlsCertificate: fromOptions ? tlsCertificate : config.tlsCertificate,
                                  tlsKey: fromOptions ? tlsKey : config.tlsKey, insecureHTTP: insecureHTTP || config.insecureHTTP,
                                  hostNames: hostNames + config.hostNames)
    }
}
