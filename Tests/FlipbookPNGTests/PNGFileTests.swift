import FlipbookCore
import Foundation
import FlipbookPNG
import XCTest
@testable import FlipbookPNG

final class PNGFileTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "flipbook-png-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        chmod(folder, 0o755)
        try? FileManager.default.removeItem(atPath: folder)
    }

    private var bitmap: Bitmap { PNGTestFixtures.rectangles(width: 30, height: 20, alpha: 100) }

    private func contents(of path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    /// Expects `.io` naming `path`, and no temporary file left in `parent`.
    private func assertIOError(
        writingTo path: String, parent: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) {
        let before = parent.map(contents(of:))
        XCTAssertThrowsError(try PNGFile.write(bitmap, to: path), file: file, line: line) { error in
            guard case .io(let errorPath, let message)? = error as? PNGError else {
                return XCTFail("expected PNGError.io, got \(error)", file: file, line: line)
            }
            XCTAssertEqual(errorPath, path, file: file, line: line)
            XCTAssertFalse(message.isEmpty, file: file, line: line)
            XCTAssertTrue("\(error)".contains(path), "\(error)", file: file, line: line)
        }
        if let parent, let before {
            XCTAssertEqual(contents(of: parent), before, "a temporary file was left behind", file: file, line: line)
        }
    }

    func testWriteThenReadRoundTripsAndLeavesNoTemporaryFile() throws {
        let path = folder + "/frame-0001.png"
        try PNGFile.write(bitmap, to: path)
        XCTAssertEqual(try PNGFile.read(path), bitmap)
        XCTAssertEqual(contents(of: folder), ["frame-0001.png"])
    }

    func testWriteReplacesAnExistingFile() throws {
        let path = folder + "/frame.png"
        try PNGFile.writeBytes(Array("old".utf8), to: path)
        try PNGFile.write(bitmap, to: path)
        XCTAssertEqual(try PNGFile.read(path), bitmap)
        XCTAssertEqual(contents(of: folder), ["frame.png"])
    }

    func testWriteBytesWritesExactlyTheBytes() throws {
        let path = folder + "/raw.bin"
        let bytes = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        try PNGFile.writeBytes(bytes, to: path)
        XCTAssertEqual(FileManager.default.contents(atPath: path).map(Array.init), bytes)
    }

    func testWriteIntoMissingFolderThrowsIO() {
        assertIOError(writingTo: folder + "/no-such-folder/frame.png", parent: folder)
    }

    /// A read-only folder. Tests usually run as root here, and chmod does not stop
    /// root from writing, so as root the read-only place is /proc instead (its
    /// top level takes no new files, even from root).
    func testWriteIntoReadOnlyFolderThrowsIO() throws {
        if geteuid() == 0 {
            assertIOError(writingTo: "/proc/flipbook-png-test-\(getpid()).png", parent: "/proc")
        } else {
            let readOnly = folder + "/read-only"
            try FileManager.default.createDirectory(atPath: readOnly, withIntermediateDirectories: false)
            XCTAssertEqual(chmod(readOnly, 0o555), 0)
            defer { chmod(readOnly, 0o755) }
            assertIOError(writingTo: readOnly + "/frame.png", parent: readOnly)
        }
    }

    /// Works as root too: nobody can create a file "inside" a regular file.
    func testWriteWhereParentIsAFileThrowsIO() throws {
        let notAFolder = folder + "/plain-file"
        try PNGFile.writeBytes([1, 2, 3], to: notAFolder)
        assertIOError(writingTo: notAFolder + "/frame.png", parent: folder)
    }

    /// The temporary file is created and written, then rename fails (a file
    /// cannot replace a non-empty folder): the temporary must be removed.
    func testFailedRenameRemovesTheTemporaryFile() throws {
        let target = folder + "/frame.png"
        try FileManager.default.createDirectory(atPath: target + "/inside", withIntermediateDirectories: true)
        assertIOError(writingTo: target, parent: folder)
    }

    func testPathWithoutFileNameThrowsIO() {
        assertIOError(writingTo: folder + "/", parent: folder)
    }

    func testReadMissingFileThrowsIO() {
        let path = folder + "/missing.png"
        XCTAssertThrowsError(try PNGFile.read(path)) { error in
            guard case .io(let errorPath, let message)? = error as? PNGError else { return XCTFail("\(error)") }
            XCTAssertEqual(errorPath, path)
            XCTAssertTrue(message.contains("No such file or directory"), message)
        }
    }

    func testReadNonPNGFileThrowsNotPNG() throws {
        let path = folder + "/text.png"
        try PNGFile.writeBytes(Array("hello".utf8), to: path)
        XCTAssertThrowsError(try PNGFile.read(path)) { XCTAssertEqual($0 as? PNGError, .notPNG) }
    }
}
