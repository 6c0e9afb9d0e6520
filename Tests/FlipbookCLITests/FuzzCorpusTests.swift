import Foundation
import XCTest
@testable import FlipbookCLI
import FlipbookCore
import FlipbookUIKit
import FlipbookShowcase
import FlipbookRender

/// Replays the fuzzers' seeds and every input they found (fixtures/fuzz/TARGET) through the
/// same checks as fuzz/TARGET.swift, so a fixed crash stays fixed. (The PNG corpus is
/// replayed by PNGCorruptInputTests.)
final class FuzzCorpusTests: XCTestCase {
    private func corpus(_ target: String) throws -> [(String, [UInt8])] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../fixtures/fuzz/\(target)").standardizedFileURL
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertFalse(names.isEmpty, "no inputs in \(folder.path)")
        return try names.map { ($0, try [UInt8](Data(contentsOf: folder.appendingPathComponent($0)))) }
    }

    /// fuzz/args.swift: a dry run exits 0, 1 or 2, with "flipbook: " errors.
    func testArgsCorpus() throws {
        for (name, bytes) in try corpus("args") {
            let text = String(decoding: bytes, as: UTF8.self)
            let args = text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var err = ""
            let code = FlipbookCLI.check(args, console: Console(out: { _ in }, err: { err += $0 }))
            XCTAssertTrue([0, 1, 2].contains(code), "\(name): exit \(code)")
            if code != 0 { XCTAssertTrue(err.hasPrefix("flipbook: "), "\(name): \(err)") }
            if code == 2 { XCTAssertTrue(err.contains("--help' for usage."), "\(name): \(err)") }
        }
    }

    /// fuzz/frames.swift: a usage error about --frames, or sorted unique frames in the scene.
    func testFramesCorpus() throws {
        for (name, bytes) in try corpus("frames") where bytes.count >= 2 {
            let count = (Int(bytes[0]) << 8 | Int(bytes[1])) + 1
            let text = String(decoding: bytes.dropFirst(2), as: UTF8.self)
            do {
                let frames = try Values.frames(text, count: count, scene: "fuzz.scene")
                XCTAssertFalse(frames.isEmpty, name)
                XCTAssertTrue(frames.allSatisfy { (0..<count).contains($0) }, name)
                XCTAssertTrue(zip(frames, frames.dropFirst()).allSatisfy { $0 < $1 }, name)
            } catch let e as CLIError {
                guard case .usage(let m) = e else { XCTFail("\(name): \(e)"); continue }
                XCTAssertTrue(m.hasPrefix("--frames"), "\(name): \(m)")
            }
        }
    }

    /// fuzz/gesture.swift: a parse error, or a script with finite locations and velocities
    /// that plays through the spring-rotate presentation to a timeline or a StageError.
    func testGestureCorpus() throws {
        for (name, bytes) in try corpus("gesture") {
            let script: GestureScript
            do {
                script = try GestureScript(parsing: String(decoding: bytes, as: UTF8.self))
            } catch let e as StageError {
                guard case .gestureScript = e else { XCTFail("\(name): \(e)"); continue }
                continue
            }
            let s = script.samples
            var probes = [-1.0, s[s.count - 1].time + 1]
            for (a, b) in zip(s, s.dropFirst()) { probes += [a.time, (a.time + b.time) / 2, b.time] }
            for t in probes {
                let p = script.location(at: t), v = script.velocity(at: t)
                XCTAssertTrue(p.x.isFinite && p.y.isFinite && v.x.isFinite && v.y.isFinite, "\(name) at \(t): \(p), \(v)")
            }
            let a = ScreenViewController(.a), b = ScreenViewController(.b)
            let delegate = SpringRotateTransitioningDelegate()
            let interaction = SpringRotateInteraction(presenter: a, presented: b)
            delegate.interaction = interaction
            b.transitioningDelegate = delegate
            let window = UIWindow(frame: CGRect(origin: .zero, size: Showcase.size))
            window.rootViewController = a
            let pan = interaction.attach(to: a.view)
            let start = Date()
            do {
                let timeline = try withExtendedLifetime((delegate, interaction)) {
                    try Stage(window: window, fps: 60).record { pan.play(script) }
                }
                let job = RenderJob(timeline: timeline, scale: 0.25, fps: 60)
                XCTAssertNoThrow(try job.bitmap(ofFrame: timeline.frameCount(fps: 60) - 1), name)
            } catch {
                XCTAssertTrue(error is StageError, "\(name): \(error)")
            }
            XCTAssertLessThan(Date().timeIntervalSince(start), 5, name)
        }
    }
}
