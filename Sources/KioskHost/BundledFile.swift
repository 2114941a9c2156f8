import Foundation

/// Files that ship in the repository beside the binary (an app's tour).
public enum BundledFile {
    /// `relative` from the current directory, or from the checkout the
    /// running binary was built in (up to five folders above it); nil for an
    /// empty path (an app without a tour) or a folder.
    public static func locate(_ relative: String) -> String? {
        guard !relative.isEmpty else { return nil }
        var candidates = [relative]
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(directory.appendingPathComponent(relative).path)
            directory = directory.deletingLastPathComponent()
        }
        return candidates.first { candidate in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }
}
