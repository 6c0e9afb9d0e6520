import FlipbookCore
import Foundation
import UIKit
import XCTest

@testable import SnapshotTesting

/// Transitions as strategies: a scene's frames, contact sheet and timeline text recorded
/// beside the other snapshots, then passing, then failing when the scene changes.
final class TransitionStrategyTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "snapshot-scene-\(UUID().uuidString)", isDirectory: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    /// A 40 x 30 window whose square fades in over 0.2 s.
    func fade(to alpha: CGFloat = 1) -> Scene {
        Scene("fade", size: CGSize(width: 40, height: 30)) { window in
            window.backgroundColor = .white
            let square = UIView(frame: CGRect(x: 10, y: 5, width: 20, height: 20))
            square.backgroundColor = .blue
            square.alpha = 0
            window.addSubview(square)
            return { UIView.animate(withDuration: 0.2) { square.alpha = alpha } }
        }
    }

    func verify<F>(_ scene: Scene, _ strategy: Snapshotting<Scene, F>, record: SnapshotTestingConfiguration.Record)
        -> String?
    {
        verifySnapshot(
            of: scene, as: strategy, named: "fade", record: record, snapshotDirectory: folder.path,
            testName: "testFade()")
    }

    func testFramesAreAFolderOfPNGs() throws {
        let first = try XCTUnwrap(verify(fade(), .frames(fps: 10), record: .missing))
        XCTAssertTrue(first.contains("recorded"), first)
        let frames = folder.appendingPathComponent("testFade.fade", isDirectory: true)
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
        // 0.2 s at 10 fps: frames 0, 1 and 2.
        XCTAssertEqual(names, ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
        XCTAssertNil(verify(fade(), .frames(fps: 10), record: .missing))
        let changed = try XCTUnwrap(verify(fade(to: 0.5), .frames(fps: 10), record: .never))
        XCTAssertTrue(changed.contains("differ"), changed)
    }

    func testTimelineTextAndContactSheet() throws {
        XCTAssertNotNil(verify(fade(), .timelineText(fps: 10), record: .missing))
        XCTAssertNil(verify(fade(), .timelineText(fps: 10), record: .never))
        let text = try String(contentsOf: folder.appendingPathComponent("testFade.fade.txt"), encoding: .utf8)
        XCTAssertTrue(text.contains("0.2"), text)
        XCTAssertNotNil(verify(fade(to: 0.5), .timelineText(fps: 10), record: .never))

        XCTAssertNotNil(verify(fade(), .contactSheet(fps: 10, frameCount: 3), record: .missing))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("testFade.fade.png").path))
        XCTAssertNil(verify(fade(), .contactSheet(fps: 10, frameCount: 3), record: .never))
        let message = try XCTUnwrap(verify(fade(to: 0.5), .contactSheet(fps: 10, frameCount: 3), record: .never))
        XCTAssertTrue(message.hasPrefix("Snapshot \"fade\" does not match reference."), message)
    }

    func testARecordingThatFailsIsReported() {
        let broken = Scene(name: "broken", summary: "", timing: "") { _ in
            struct Nope: Error {}
            throw Nope()
        }
        let message = verify(broken, .frames(fps: 10), record: .missing)
        XCTAssertEqual(message?.hasPrefix("Recording the scene 'broken' failed:"), true, message ?? "")
    }
}
