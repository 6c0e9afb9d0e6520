import Foundation
import XCTest
import FlipbookTestSupport
import FlipbookCore
import FlipbookPNG
import FlipbookUIKit
@testable import FlipbookTesting

/// One scene over two devices x two appearances: four folders, one failure for all.
final class GoldenMatrixTests: FailureCapturingTestCase {
    let temp = TemporaryFolders()
    override func tearDown() { temp.removeAll() }

    /// A scene as apps write them: a window of the screen's size, a systemBackground root and a
    /// card whose colour is `card` sliding up from the bottom over 0.1 s (7 frames at 60 fps).
    func scene(card: UIColor) throws -> Timeline {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIView(frame: window.bounds)
        root.backgroundColor = .systemBackground
        window.addSubview(root)
        let h = window.bounds.height
        let v = UIView(frame: CGRect(x: 0, y: h, width: window.bounds.width, height: h / 2))
        v.backgroundColor = card
        root.addSubview(v)
        return try Stage(window: window).record {
            UIView.animate(
                withDuration: 0.1, delay: 0, options: [.curveLinear], animations: { v.frame.origin.y = h / 2 })
        }
    }

    let matrix = StageSettings.matrix(devices: [.iPhoneSE, .iPhone15Pro], appearances: [.light, .dark])

    func testFourFoldersThenOneReportForTheFailingOnes() throws {
        XCTAssertEqual(
            matrix.map(\.folderName),
            ["iPhoneSE-light-L-ltr", "iPhoneSE-dark-L-ltr", "iPhone15Pro-light-L-ltr", "iPhone15Pro-dark-L-ltr"])
        let goldens = temp.make(), artifacts = temp.make("artifacts")
        func o(_ mode: RecordMode) -> GoldenOptions {
            GoldenOptions(folder: goldens, record: mode, scale: 0.25, artifacts: artifacts, jobs: 1)
        }
        let recorded = Goldens.verify(across: matrix, as: .frames, name: "card", options: o(.all)) {
            try scene(card: .systemBlue)
        }
        XCTAssertEqual(recorded.reports.map(\.report.recorded.count), [7, 7, 7, 7])
        XCTAssertEqual(files(goldens), matrix.map(\.folderName).sorted())
        // Sizes follow the device at scale 0.25, rounded to whole pixels: 375 x 667 -> 93.75 x
        // 166.75 -> 94 x 167 px; 393 x 852 -> 98.25 x 213 -> 98 x 213.
        let se = try PNGFile.read(goldens.appendingPathComponent("iPhoneSE-light-L-ltr/frame-0000.png").path)
        let pro = try PNGFile.read(goldens.appendingPathComponent("iPhone15Pro-dark-L-ltr/frame-0000.png").path)
        XCTAssertEqual(se.width, 94)
        XCTAssertEqual(se.height, 167)
        XCTAssertEqual(pro.width, 98)
        XCTAssertEqual(pro.height, 213)
        // systemBackground: white in light, black in dark (the card has not come in at frame 0).
        XCTAssertTrue(se.pixel(x: 10, y: 10) == (255, 255, 255, 255))
        XCTAssertTrue(pro.pixel(x: 10, y: 10) == (0, 0, 0, 255))
        // At the end the card's systemBlue: #007AFF light, #0A84FF dark.
        let seEnd = try PNGFile.read(goldens.appendingPathComponent("iPhoneSE-light-L-ltr/frame-0006.png").path)
        let proEnd = try PNGFile.read(goldens.appendingPathComponent("iPhone15Pro-dark-L-ltr/frame-0006.png").path)
        XCTAssertTrue(seEnd.pixel(x: 10, y: 160) == (0, 0x7A, 0xFF, 255))
        XCTAssertTrue(proEnd.pixel(x: 10, y: 200) == (0x0A, 0x84, 0xFF, 255))

        let same = Goldens.verify(across: matrix, as: .frames, name: "card", options: o(.never)) {
            try scene(card: .systemBlue)
        }
        XCTAssertTrue(same.passed, same.message)

        // A card colour that is wrong only in dark mode fails the two dark configurations, in one
        // failure whose message names both.
        let darkBug = UIColor { $0.userInterfaceStyle == .dark ? .red : .systemBlue }
        var report: GoldenMatrixReport?
        let messages = failures {
            report = assertGoldens(across: matrix, named: "card", options: o(.never)) { try scene(card: darkBug) }
        }
        XCTAssertEqual(messages.count, 1)
        let r = try XCTUnwrap(report)
        XCTAssertEqual(r.failing, ["iPhoneSE-dark-L-ltr", "iPhone15Pro-dark-L-ltr"])
        let message = try XCTUnwrap(messages.first)
        XCTAssertTrue(
            message.contains("2 of 4 configurations failed: iPhoneSE-dark-L-ltr, iPhone15Pro-dark-L-ltr"), message)
        XCTAssertTrue(message.contains("card [iPhone15Pro-dark-L-ltr]"), message)
        XCTAssertFalse(message.contains("card [iPhoneSE-light-L-ltr]"), message)
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: artifacts.appendingPathComponent("card/iPhoneSE-dark-L-ltr/index.html").path))
    }

    func testARecordingErrorAndADuplicateAreReported() {
        let goldens = temp.make()
        let o = GoldenOptions(folder: goldens, record: .never, scale: 0.25, jobs: 1)
        struct Broken: Error {}
        let r = Goldens.verify(across: [StageSettings(), StageSettings()], as: .frames, name: "x", options: o) {
            () throws -> Timeline in throw Broken()
        }
        XCTAssertFalse(r.passed)
        XCTAssertTrue(r.message.contains("recording failed"), r.message)
        XCTAssertTrue(r.message.contains("listed twice"), r.message)
        XCTAssertFalse(Goldens.verify(across: [], as: .frames, name: "x", options: o) { try scene(card: .red) }.passed)
    }
}
