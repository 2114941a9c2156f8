import Foundation

/// Files that ship in the repository beside the binary (an app's tour).
public enum BundledFile {
    /// `relative` from the current directory, or from the checkout the
    /// running binary was built in (up to five folders above it).
    public static func locate(_ relative: String) -> String? {
        var candidates = [relative]
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(directory.appendingPathComponent(relative).path)
            directory = directory.deletingLastPathComponent()
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }
}
