import XCTest
import FlipbookTestSupport
import FlipbookPNG
@testable import FlipbookCLI

/// `--device`, `--appearance`, `--content-size`, `--layout-direction` and `list --devices`.
final class DeviceOptionTests: XCTestCase {
    let temp = TemporaryFolders()
    override func tearDown() { temp.removeAll() }

    func testListDevicesPrintsThePresets() {
        let out = runCLI(["list", "--devices"])
        XCTAssertEqual(out.code, 0)
        let lines = out.out.split(separator: "\n")
        XCTAssertEqual(lines.count, 11, out.out)
        XCTAssertTrue(lines[0].hasPrefix("NAME"))
        XCTAssertTrue(
            out.out.contains("iPhone15Pro     393 x 852   3x     59 / 34          55       iPhone 15 Pro"), out.out)
        XCTAssertTrue(
            out.out.contains("iPad10          820 x 1180  2x     24 / 20          18       iPad (10th generation)"))
        XCTAssertTrue(
            out.out.contains("iPhone11        414 x 896   2x     44 / 34          41.50    iPhone 11"), out.out)
    }

    /// Two devices x two appearances render four folders named after their configuration, each
    /// frame the device's size at --scale 1 (393 x 852 for the iPhone 15 Pro, 375 x 667 for the SE).
    func testAMatrixOnTheCommandLine() throws {
        let out = temp.make("cli-matrix")
        let r = runCLI([
            "render", "system.sheet.present", "--device", "iPhoneSE,iPhone15Pro", "--appearance", "light,dark",
            "--scale", "1", "--frames", "24", "-o", out.path, "-q",
        ])
        XCTAssertEqual(r.code, 0, r.err)
        XCTAssertEqual(
            files(out),
            [
                "system.sheet.present@iPhone15Pro-dark-L-ltr", "system.sheet.present@iPhone15Pro-light-L-ltr",
                "system.sheet.present@iPhoneSE-dark-L-ltr", "system.sheet.present@iPhoneSE-light-L-ltr",
            ])
        let pro = try PNGFile.read(
            out.appendingPathComponent("system.sheet.present@iPhone15Pro-dark-L-ltr/frame-0024.png").path)
        XCTAssertEqual(pro.width, 393)
        XCTAssertEqual(pro.height, 852)
        // The sheet's top on the 15 Pro: safe top 59 + 10 = 69; above it black shows at the
        // sides of the scaled presenter, whose top edge is at 59.
        XCTAssertTrue(pro.pixel(x: 196, y: 40) == (0, 0, 0, 255))
        XCTAssertFalse(pro.pixel(x: 196, y: 75) == (0, 0, 0, 255))
        let se = try PNGFile.read(
            out.appendingPathComponent("system.sheet.present@iPhoneSE-light-L-ltr/frame-0024.png").path)
        XCTAssertEqual(se.width, 375)
        XCTAssertEqual(se.height, 667)
    }

    func testOneConfigurationKeepsTheSceneName() {
        let out = temp.make("cli-one")
        let r = runCLI([
            "render", "slide.push", "--device", "iPhone14", "--scale", "1", "--frames", "0", "-o", out.path, "-q",
        ])
        XCTAssertEqual(r.code, 0, r.err)
        XCTAssertEqual(files(out), ["slide.push"])
    }
}
