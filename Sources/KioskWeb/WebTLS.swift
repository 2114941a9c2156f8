import Crypto
import Foundation
import HummingbirdTLS
import SwiftASN1
import X509

/// The web server's TLS (swift-nio-ssl through HummingbirdTLS): a
/// certificate and key given as PEM files (`--tls-cert`, `--tls-key`), or a
/// self-signed one the kiosk makes (swift-certificates, a P-256 key from
/// swift-crypto) and keeps in its state directory, made again when it
/// expires within 30 days or lacks a name the kiosk now answers to.
/// A browser asks once to trust a self-signed certificate: compare the
/// `fingerprint` the kiosk logs with the one the browser shows.
public struct WebTLS: Sendable {
    /// SHA-256 of the (first) certificate's DER bytes, `AB:CD:…` as
    /// `openssl x509 -fingerprint -sha256` and browsers print it.
    public let fingerprint: String
    /// The certificate file (PEM).
    public let certificatePath: String
    /// Whether it was made now (not given, not kept from before).
    public let created: Bool
    let configuration: TLSConfiguration

    /// The self-signed certificate's files in the state directory.
    public static let certificateFileName = "web-tls-cert.pem", keyFileName = "web-tls-key.pem"

    /// A certificate chain and its key from PEM files.
    /// - Throws: naming the option and file that cannot be read.
    public static func load(certificate: String, key: String) throws(WebServerError) -> WebTLS {
        let chain: [NIOSSLCertificate]
        do {
            chain = try NIOSSLCertificate.fromPEMFile(certificate)
        } catch {
            throw WebServerError("--tls-cert \(certificate): not a readable PEM certificate (\(error))")
        }
        guard let first = chain.first, let der = try? first.toDERBytes() else { throw WebServerError("--tls-cert \(certificate): no certificate in it") }
        let privateKey: NIOSSLPrivateKey
        do {
            privateKey = try NIOSSLPrivateKey(file: key, format: .pem)
        } catch {
            throw WebServerError("--tls-key \(key): not a readable PEM private key (\(error))")
        }
        let configuration = TLSConfiguration.makeServerConfiguration(certificateChain: chain.map { .certificate($0) }, privateKey: .privateKey(privateKey))
        return WebTLS(fingerprint: fingerprint(der: der), certificatePath: certificate, created: false, configuration: configuration)
    }

    /// The self-signed certificate kept in `directory`, made first when
    /// there is none, it expires within 30 days, or it lacks one of `names`
    /// (host names and address literals; `localhost`, 127.0.0.1 and ::1 are
    /// always in it). `now` is the wall clock: a certificate's validity is dated.
    public static func selfSigned(in directory: String, names: [String], now: Date = Date()) throws(WebServerError) -> WebTLS {
        let certificatePath = directory + "/" + certificateFileName, keyPath = directory + "/" + keyFileName
        let wanted = Set(["localhost", "127.0.0.1", "::1"] + names.map { HostCheck.normalized($0) }.filter { !$0.isEmpty })
        if let kept = try? String(contentsOfFile: certificatePath, encoding: .utf8), let certificate = try? Certificate(pemEncoded: kept),
           certificate.notValidAfter > now.addingTimeInterval(30 * 86400), wanted.isSubset(of: Self.names(of: certificate)),
           let keyText = try? String(contentsOfFile: keyPath, encoding: .utf8) {
            return try make(certificatePEM: kept, keyPEM: keyText, path: certificatePath, created: false)
        }
        let key = P256.Signing.PrivateKey()
        let certificatePEM: String
        do {
            let name = try DistinguishedName {
                OrganizationName("Touchdeck")
                CommonName(HostCheck.machineNames.sorted().first ?? "touchdeck kiosk")
            }
            let alternatives = wanted.sorted().map { name -> GeneralName in
                if let bytes = addressBytes(name) { return .ipAddress(ASN1OctetString(contentBytes: ArraySlice(bytes))) }
                return .dnsName(name)
            }
            let certificate = try Certificate(
                version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: .init(key.publicKey),
                notValidBefore: now.addingTimeInterval(-3600), notValidAfter: now.addingTimeInterval(825 * 86400),
                issuer: name, subject: name, signatureAlgorithm: .ecdsaWithSHA256,
                extensions: try Certificate.Extensions {
                    Critical(BasicConstraints.notCertificateAuthority)
                    Critical(KeyUsage(digitalSignature: true))
                    try ExtendedKeyUsage([.serverAuth])
                    SubjectAlternativeNames(alternatives)
                },
                issuerPrivateKey: .init(key))
            certificatePEM = try certificate.serializeAsPEM().pemString
        } catch {
            throw WebServerError("cannot make a TLS certificate: \(error)")
        }
        try WebStateDirectory.create(directory)
        try writeFile(key.pemRepresentation + "\n", to: keyPath, mode: 0o600)
        try writeFile(certificatePEM + "\n", to: certificatePath, mode: 0o644)
        return try make(certificatePEM: certificatePEM, keyPEM: key.pemRepresentation, path: certificatePath, created: true)
    }

    /// `AB:CD:…`: SHA-256 of `der`.
    public static func fingerprint(der: [UInt8]) -> String {
        SHA256.hash(data: der).map { String(format: "%02X", $0) }.joined(separator: ":")
    }

    private static func make(certificatePEM: String, keyPEM: String, path: String, created: Bool) throws(WebServerError) -> WebTLS {
        do {
            let certificate = try NIOSSLCertificate(bytes: Array(certificatePEM.utf8), format: .pem)
            let key = try NIOSSLPrivateKey(bytes: Array(keyPEM.utf8), format: .pem)
            let configuration = TLSConfiguration.makeServerConfiguration(certificateChain: [.certificate(certificate)], privateKey: .privateKey(key))
            return WebTLS(fingerprint: fingerprint(der: try certificate.toDERBytes()), certificatePath: path, created: created, configuration: configuration)
        } catch {
            throw WebServerError("\(path): the kept TLS certificate or its key cannot be read (\(error)): delete both to make new ones")
        }
    }

    /// The DNS names and address literals a certificate is for.
    private static func names(of certificate: Certificate) -> Set<String> {
        guard let alternatives = try? certificate.extensions.subjectAlternativeNames else { return [] }
        return Set(alternatives.compactMap { name -> String? in
            switch name {
            case .dnsName(let text): return HostCheck.normalized(text)
            case .ipAddress(let octets): return addressText(Array(octets.bytes))
            default: return nil
            }
        })
    }

    private static func addressBytes(_ text: String) -> [UInt8]? {
        var v4 = in_addr(), v6 = in6_addr()
        if inet_pton(AF_INET, text, &v4) == 1 { return withUnsafeBytes(of: v4) { Array($0) } }
        if inet_pton(AF_INET6, text, &v6) == 1 { return withUnsafeBytes(of: v6) { Array($0) } }
        return nil
    }

    private static func addressText(_ bytes: [UInt8]) -> String? {
        guard bytes.count == 4 || bytes.count == 16 else { return nil }
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let family = bytes.count == 4 ? AF_INET : AF_INET6
        guard bytes.withUnsafeBytes({ inet_ntop(family, $0.baseAddress, &text, socklen_t(text.count)) }) != nil else { return nil }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Writes `text` to a new file beside `path`, then renames it over
    /// `path`: a crash leaves the old file or the new one, never half of one.
    private static func writeFile(_ text: String, to path: String, mode: mode_t) throws(WebServerError) {
        let temporary = path + ".new"
        unlink(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        guard fd >= 0 else { throw WebServerError("\(path): cannot be written (\(String(cString: strerror(errno))))") }
        let bytes = Array(text.utf8)
        let written = write(fd, bytes, bytes.count) == bytes.count && fsync(fd) == 0
        close(fd)
        guard written, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw WebServerError("\(path): cannot be written (\(String(cString: strerror(errno))))")
        }
    }
}
