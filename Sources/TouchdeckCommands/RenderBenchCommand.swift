import ArgumentParser
import Foundation
import Render
import TouchdeckBench

/// `touchdeck bench render`: the renderer against a naive cairo redraw of the same wallet.
struct RenderBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Rendering speed: first, drag and idle frames of the wallet scene, against a naive C cairo redraw.",
        discussion: """
            Draws BenchmarkScenes.wallet with SceneRenderer: a fresh renderer's first frame, frames \
            while the front card follows a finger (the other cards still) and frames of an unchanged \
            scene. Builds and runs Benchmarks/naive-cairo (plain C, a full redraw each frame) when a C \
            compiler, make and pkg-config are present. Prints one JSON object of medians in milliseconds, \
            plus the peak resident memory. The scene is laid out in points, --scale pixels each \
            (by default the height over 480, so every size shows the same layout).
            """
    )

    @Option(help: "Screen size in pixels, WIDTHxHEIGHT.")
    var size = "800x480"

    @Option(help: "Pixels per point (default: height / 480).")
    var scale: Double?

    @Option(help: "Frames per measurement.")
    var frames = 240

    @Option(help: "The naive-cairo folder (default: found from the current directory or this source file).")
    var naiveDirectory: String?

    @Flag(help: "Skip the naive C comparison.")
    var noNaive = false

    func run() throws {
        let dimensions = try DimensionsOption.parse(size, option: "--size")
        guard dimensions.width == dimensions.width.rounded(), dimensions.height == dimensions.height.rounded() else {
            throw ValidationError("--size: a frame is whole pixels, not \(size)")
        }
        let (width, height) = (Int(dimensions.width), Int(dimensions.height))
        let pointScale = scale ?? Double(height) / 480
        guard pointScale.isFinite, pointScale > 0 else { throw ValidationError("--scale must be above 0") }
        let result = try RenderBenchmark.run(width: width, height: height, scale: pointScale, frames: frames) {
            DispatchTime.now().uptimeNanoseconds
        }
        var object: [String: Any] = [
            "width": width, "height": height, "scale": pointScale, "frames": frames,
            "firstFrameMs": result.firstFrameMs, "dragFrameMs": result.dragFrameMs, "idleFrameMs": result.idleFrameMs,
            "dragDamagedPixels": result.dragDamagedPixels, "cachedLookMB": Double(result.cachedLookBytes) / 1_048_576,
        ]
        if let resident = Self.peakResidentMB() { object["residentMB"] = resident } else { object["residentMB"] = NSNull() }
        if noNaive {
            object["naiveCairoMs"] = NSNull()
            object["naiveCairoNote"] = "skipped (--no-naive)"
        } else {
            switch NaiveCairo.run(directory: naiveDirectory, width: width, height: height, scale: pointScale) {
            case let .success(milliseconds):
                object["naiveCairoMs"] = milliseconds
                object["speedupOverNaive"] = milliseconds / max(result.dragFrameMs, 1e-9)
            case let .failure(reason):
                object["naiveCairoMs"] = NSNull()
                object["naiveCairoNote"] = reason.description
            }
        }
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }

    /// The process's peak resident set (VmHWM), from /proc.
    static func peakResidentMB() -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first
            return kilobytes.map { $0 / 1024 }
        }
        return nil
    }
}

/// Builds and runs the plain-C naive renderer in `Benchmarks/naive-cairo`.
enum NaiveCairo {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func run(directory: String?, width: Int, height: Int, scale: Double) -> Result<Double, Failure> {
        guard let folder = directory ?? locate() else {
            return .failure(Failure(description: "Benchmarks/naive-cairo not found (pass --naive-directory)"))
        }
        for tool in ["make", "cc", "pkg-config"] where which(tool) == nil {
            return .failure(Failure(description: "\(tool) is not installed"))
        }
        let build = FileManager.default.temporaryDirectory.appendingPathComponent("touchdeck-naive-\(getpid())")
        defer { try? FileManager.default.removeItem(at: build) }
        do {
            try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        } catch {
            return .failure(Failure(description: "cannot make a build folder: \(error)"))
        }
        let binary = build.appendingPathComponent("naive_wallet").path
        let made = shell("/usr/bin/env", ["make", "-s", "-C", folder, "OUT=\(binary)"])
        guard made.status == 0 else {
            return .failure(Failure(description: "building the naive renderer failed: \(made.error.prefix(400))"))
        }
        let ran = shell(binary, ["\(width)", "\(height)", "\(scale)", "60"])
        guard ran.status == 0, let milliseconds = Double(ran.output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            return .failure(Failure(description: "the naive renderer failed: \(ran.error.prefix(400))"))
        }
        return .success(milliseconds)
    }

    /// The folder, from the working directory upwards, else beside this source file's package.
    private static func locate() -> String? {
        var url = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        for _ in 0..<6 {
            let candidate = url.appendingPathComponent("Benchmarks/naive-cairo")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Makefile").path) { return candidate.path }
            url.deleteLastPathComponent()
        }
        let beside = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Benchmarks/naive-cairo")
        return FileManager.default.fileExists(atPath: beside.appendingPathComponent("Makefile").path) ? beside.path : nil
    }

    private static func which(_ tool: String) -> String? {
        let result = shell("/usr/bin/env", ["which", tool])
        return result.status == 0 ? result.output : nil
    }

    private static func shell(_ executable: String, _ arguments: [String]) -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        do { try process.run() } catch { return (-1, "", "\(error)") }
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }
}
