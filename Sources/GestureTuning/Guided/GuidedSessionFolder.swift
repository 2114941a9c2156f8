import Foundation
import TouchTrace

/// The folders of guided sessions: each person's sessions numbered
/// `PERSON-1`, `PERSON-2`, … inside one parent folder, never reused, and
/// every labels file under a folder for `touchdeck tune`.
public enum GuidedSessionFolder {
    /// A person's name as it goes into folder names and labels files:
    /// letters, digits, `.`, `_` and `-`, not starting with a `.`.
    public static func isValidPerson(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 64 && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "._-".unicodeScalars.contains($0)) }
    }

    /// Creates the person's next session folder in `parent` (made if
    /// missing): one past the highest number there. Creation is exclusive
    /// (`mkdir` fails on an existing folder), so two recorders never share one.
    /// - Returns: the folder and its session number.
    public static func create(in parent: String, person: String) throws -> (path: String, session: Int) {
        do { try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true) } catch {
            throw TraceError(file: parent, "cannot create the folder (\(error.localizedDescription))")
        }
        var number = nextSession(in: parent, person: person)
        for _ in 0..<1000 {
            let path = (parent as NSString).appendingPathComponent("\(person)-\(number)")
            if mkdir(path, 0o755) == 0 { return (path, number) }
            guard errno == EEXIST else { throw TraceError(file: path, "cannot create the session folder (\(String(cString: strerror(errno))))") }
            number += 1
        }
        throw TraceError(file: parent, "no free session number for \(person)")
    }

    /// One past the person's highest session number in `parent` (1 when none).
    public static func nextSession(in parent: String, person: String) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
        let prefix = person + "-"
        return 1 + (names.compactMap { $0.hasPrefix(prefix) ? Int($0.dropFirst(prefix.count)) : nil }.max() ?? 0)
    }

    /// Every `*.labels.yaml` under `path` (any depth), sorted; symbolic links not followed.
    public static func labelsFiles(under path: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: path) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".labels.yaml") { found.append((path as NSString).appendingPathComponent(relative)) }
        }
        return found.sorted()
    }
}
