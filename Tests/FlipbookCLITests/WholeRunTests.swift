import Foundation
import XCTest

/// Whole runs over many scenes: the gallery's bytes whatever `--jobs` says, and a run's peak
/// memory whatever the number of scenes.
final class WholeRunTests: XCTestCase {
    /// Every file of a gallery (frames, animated PNG, WebP, GIF, sheets, plots, index.html) is
    /// byte-identical with 1, 2 and 3 worker threads: each file depends only on its scene.
    func testGalleryBytesDoNotDependOnJobs() throws {
        let scenes = generatedScenes(4, animated: true)
        let root = try makeScratchFolder(self)
        var runs: [[String: Data]] = []
        for jobs in [1, 2, 3] {
            let out = root.appendingPathComponent("j\(jobs)")
            let r = runApp(["gallery", "-j", "\(jobs)", "-q", "-o", out.path], scenes: scenes)
            XCTAssertEqual(r.code, 0, r.err)
            var files: [String: Data] = [:]
            for path in tree(out) where !path.hasSuffix("/") {
                files[path] = try Data(contentsOf: out.appendingPathComponent(path))
            }
            runs.append(files)
        }
        // 4 scenes: 3 frames each, and apng, webp, gif, sheet and plot: 4 * (3 + 5) + index.html.
        XCTAssertEqual(runs[0].count, 4 * 8 + 1, "\(runs[0].keys.sorted())")
        for (i, run) in runs.enumerated().dropFirst() {
            XCTAssertEqual(run.keys.sorted(), runs[0].keys.sorted())
            for (path, data) in runs[0] { XCTAssertEqual(run[path], data, "\(path) differs with -j \(i + 1)") }
        }
    }

    /// The environment variable that makes `testChildRun` do its work (the path it writes to).
    static let childVariable = "FLIPBOOK_TEST_MEMORY_CHILD"

    /// 100 generated scenes of 500 x 800 points rendered at scale 1 in a child process (this
    /// test binary again, running `testChildRun`): the growth of its peak resident size
    /// (VmHWM, the kernel's own high-water mark) over its resident size before the run stays
    /// under 48 MB.
    ///
    /// The bound: a frame is 500 * 800 * 4 = 1.6 MB. What a run needs at once is a few frames
    /// (2 workers, each with its frame, its card's group buffer and the PNG being made: about
    /// 10 MB) and the pool of group buffers (at most 4 of them, 6.4 MB). Keeping anything of
    /// a frame's size per finished scene, as the run did when each scene's job kept its own
    /// group buffers, adds 100 * 1.6 = 160 MB and fails.
    func testPeakMemoryOfAHundredScenesStaysFlat() throws {
        if ProcessInfo.processInfo.environment[Self.childVariable] != nil { return }
        let root = try makeScratchFolder(self)
        let report = root.appendingPathComponent("memory.txt")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["FlipbookCLITests.WholeRunTests/testChildRun"]
        process.environment = ProcessInfo.processInfo.environment.merging([Self.childVariable: report.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "the child run failed")
        let text = try String(contentsOf: report, encoding: .utf8)
        let numbers = text.split(separator: " ").compactMap {
            Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard numbers.count == 3 else { return XCTFail("unexpected report: \(text)") }
        let (before, peak, frames) = (numbers[0], numbers[1], numbers[2])
        XCTAssertEqual(frames, 100, text)
        let growth = (peak - before) / 1024
        XCTAssertLessThan(growth, 48, "peak \(peak / 1024) MB, before \(before / 1024) MB")
        XCTAssertGreaterThan(peak, before, text)
    }

    /// The child's part of `testPeakMemoryOfAHundredScenesStaysFlat`; does nothing unless the
    /// variable is set. Writes "RSS-before-kB VmHWM-kB frame-files".
    func testChildRun() throws {
        guard let path = ProcessInfo.processInfo.environment[Self.childVariable] else { return }
        let scenes = generatedScenes(100, size: CGSize(width: 500, height: 800))
        let out = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("frames")
        // Reset the high-water mark to the current resident size (Linux: "5" to clear_refs).
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
        let before = Self.status("VmRSS")
        let r = runApp(["showcase", "--scale", "1", "-j", "2", "-q", "-o", out.path], scenes: scenes)
        XCTAssertEqual(r.code, 0, r.err)
        let peak = Self.status("VmHWM")
        let frames = tree(out).filter { $0.hasSuffix(".png") }.count
        try "\(before) \(peak) \(frames)\n".write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// A field of /proc/self/status in kB ("VmRSS", "VmHWM").
    static func status(_ field: String) -> Double {
        let text = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            return Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        return 0
    }
}
