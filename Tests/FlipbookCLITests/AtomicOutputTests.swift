import Foundation
import XCTest
@testable import FlipbookCLI
import FlipbookRender

/// Files appear whole or not at all: a failed write names the file, exits 1 and leaves no
/// temporary; an interrupted run exits 130 and removes its temporaries.
final class AtomicOutputTests: XCTestCase {
    /// A folder standing where frame 3 goes: renaming onto it fails (as a full or read-only
    /// disk would, which tests running as root cannot arrange with chmod).
    func testFailedRenameNamesTheFileAndLeavesNoTemporaries() throws {
        let root = try makeScratchFolder(self)
        let blocker = root.appendingPathComponent("slide.push/frame-0003.png/keep", isDirectory: true)
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
        let r = runCLI(["render", "slide.push", "--scale", "1", "--jobs", "2", "--quiet", "--out", root.path])
        XCTAssertEqual(r.code, 1, r.err)
        XCTAssertTrue(r.err.hasPrefix("flipbook: rendering slide.push failed: "), r.err)
        XCTAssertTrue(r.err.contains("'\(root.path)/slide.push/frame-0003.png'"), r.err)
        XCTAssertTrue(r.err.contains("renaming the temporary file onto it: Is a directory"), r.err)
        XCTAssertEqual(temporaries(root), [])
        assertFramesComplete(root)
        XCTAssertTrue(tree(root).contains("slide.push/frame-0003.png/keep/"), "the folder in the way is untouched")
    }

    /// A file-size limit (`ulimit -f`, with SIGXFSZ ignored) makes write() fail part way, as
    /// a full disk does: exit 1, the file named, no temporaries, every PNG at a final path whole.
    func testShortWriteLeavesNoPartialFile() throws {
        // ThreadSanitizer's runtime faults (SIGBUS) at start-up under a file-size limit, before
        // any Flipbook code runs; the plain and AddressSanitizer builds run this test.
        try XCTSkipIf(
            dlsym(nil, "__tsan_init") != nil,
            "the ThreadSanitizer runtime cannot start under `ulimit -f`")
        let root = try makeScratchFolder(self)
        let r = try runExecutable(
            ["render", "spring-rotate.present", "--scale", "1", "--jobs", "2", "--out", root.path],
            shellPrefix: "trap '' XFSZ; ulimit -f 16")
        XCTAssertEqual(r.code, 1, r.err)
        XCTAssertTrue(
            r.err.contains(
                "flipbook: rendering spring-rotate.present failed: Could not access '\(root.path)/spring-rotate.present/frame-"
            ), r.err)
        XCTAssertTrue(r.err.contains("writing the temporary file: File too large"), r.err)
        XCTAssertEqual(temporaries(root), [])
        assertFramesComplete(root)
    }

    /// SIGINT and SIGTERM sent to a real `flipbook showcase` while it renders at scale 4:
    /// it stops between frames, exits 130, and leaves only whole frames, no temporaries.
    func testInterruptedShowcaseExits130WithoutTemporaries() throws {
        for signal in [SIGINT, SIGTERM] {
            let root = try makeScratchFolder(self)
            let p = try FlipbookProcess(["showcase", "--scale", "4", "--jobs", "2", "--out", root.path])
            // Wait for the first frames, so that the signal lands mid-render.
            let deadline = Date().addingTimeInterval(60)
            while p.process.isRunning, Date() < deadline, !tree(root).contains(where: { $0.hasSuffix(".png") }) {
                usleep(10_000)
            }
            XCTAssertTrue(p.process.isRunning, "the showcase finished or died before the signal")
            kill(p.process.processIdentifier, signal)
            let (code, err) = p.wait(timeout: 60)
            XCTAssertEqual(code, 130, "signal \(signal): \(err)")
            XCTAssertTrue(err.contains("flipbook: interrupted; temporary files removed"), err)
            XCTAssertEqual(temporaries(root), [], "signal \(signal)")
            assertFramesComplete(root)
            let frames = tree(root).filter { $0.hasSuffix(".png") }
            XCTAssertGreaterThan(frames.count, 0)
            XCTAssertLessThan(frames.count, 500, "it stopped early")
        }
    }

    /// Temporaries of another process in the same folder are not this run's to remove.
    func testOnlyOwnTemporariesAreRemoved() throws {
        let root = try makeScratchFolder(self)
        let mine = root.appendingPathComponent(".frame-0001.png.\(getpid()).abc.tmp")
        let theirs = root.appendingPathComponent(".frame-0001.png.\(getpid() + 1).abc.tmp")
        for f in [mine, theirs] { try Data([1]).write(to: f) }
        RenderCommand.removeTemporaries(in: root)
        XCTAssertEqual(tree(root), [theirs.lastPathComponent])
    }
}
