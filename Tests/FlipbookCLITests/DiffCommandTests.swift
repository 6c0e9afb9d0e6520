import FlipbookPNG
import XCTest
import FlipbookTestSupport
import FlipbookCore
import FlipbookRender
import FlipbookCLI
import FlipbookShowcase
@testable import FlipbookTesting

/// What `flipbook diff` printed and returned.
struct CLIRun {
    var code: Int32
    var out: String
    var err: String
}

/// The two streams of one run (the console calls its closures one at a time).
private final class Captured {
    var out = "", err = ""
}

func flipbook(_ args: String...) -> CLIRun {
    let c = Captured()
    let code = FlipbookCLI.run(
        args, scenes: Showcase.scenes, console: Console(out: { c.out += $0 }, err: { c.err += $0 }))
    return CLIRun(code: code, out: c.out, err: c.err)
}

/// `flipbook diff` on two PNGs and on two folders: exit codes 0, 1, 2, output and report.
final class DiffCommandTests: XCTestCase {
    let temp = TemporaryFolders()
    var root: URL!
    override func setUp() { root = temp.make("diff") }
    override func tearDown() { temp.removeAll() }

    /// An 8 x 6 grey image with the pixel at (x, y) red when given.
    func image(red: (Int, Int)? = nil, width: Int = 8) -> Bitmap {
        var b = Bitmap(width: width, height: 6, fill: (128, 128, 128, 255))!
        if let (x, y) = red { let i = (y * width + x) * 4; b.pixels[i] = 255; b.pixels[i + 1] = 0; b.pixels[i + 2] = 0 }
        return b
    }

    @discardableResult
    func write(_ b: Bitmap, _ path: String) throws -> String {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PNGFile.write(b, to: url.path)
        return url.path
    }

    func testTwoIdenticalPNGsMatch() throws {
        let a = try write(image(), "a.png"), b = try write(image(), "b.png")
        let r = flipbook("diff", a, b)
        XCTAssertEqual(r.code, 0, r.err)
        XCTAssertEqual(r.out, "match: 1 of 1 frame (tolerance: exact: every channel of every pixel)\n")
        XCTAssertEqual(r.err, "")
        XCTAssertEqual(files(root), ["a.png", "b.png"], "nothing written without --out")
    }

    func testTwoDifferentPNGsDiffer() throws {
        let a = try write(image(), "a.png"), b = try write(image(red: (3, 2)), "b.png")
        let r = flipbook("diff", a, b)
        XCTAssertEqual(r.code, 1)
        XCTAssertEqual(
            r.out,
            """
            b.png: 1 of 48 pixels differ (2.08%), first at (3, 2), mean abs diff 2.660 of 255
            differ: 1 of 1 frame (tolerance: exact: every channel of every pixel); first divergent frame b.png at pixel (3, 2); 1 differing pixels in all

            """)
        XCTAssertEqual(r.err, "flipbook: A and B differ: 1 of 1 frame\n")
        XCTAssertEqual(flipbook("diff", a, b, "--max-diff-pixels", "1").code, 0)
        let ratio = flipbook("diff", a, b, "--max-diff-ratio", "0.05")
        XCTAssertEqual(ratio.code, 0)
        XCTAssertTrue(ratio.out.hasPrefix("b.png: matches within the tolerance; 1 of 48 pixels differ"), ratio.out)
        XCTAssertTrue(
            ratio.out.hasSuffix(
                "match: 1 of 1 frame (tolerance: any channel change counts, at most 5% differing pixels)\n"), ratio.out)
    }

    func testDifferentSizesDiffer() throws {
        let a = try write(image(), "a.png"), b = try write(image(width: 9), "b.png")
        let r = flipbook("diff", a, b)
        XCTAssertEqual(r.code, 1)
        XCTAssertTrue(r.out.hasPrefix("b.png: sizes differ: actual 9x6, expected 8x6\n"), r.out)
    }

    func testFoldersWithReportAndTimeShift() throws {
        // B is A one frame late: B's frame k is A's frame k - 1.
        let frames = (0..<5).map { image(red: (1 + $0, 2)) }
        for k in 0..<5 {
            try write(frames[k], "A/frame-000\(k).png")
            try write(frames[max(0, k - 1)], "B/frame-000\(k).png")
        }
        let out = root.appendingPathComponent("report")
        let r = flipbook(
            "diff", root.appendingPathComponent("A").path, root.appendingPathComponent("B").path, "--out", out.path)
        XCTAssertEqual(r.code, 1)
        let lines = r.out.components(separatedBy: "\n")
        XCTAssertEqual(
            lines[0], "frame-0001.png: 2 of 48 pixels differ (4.17%), first at (1, 2), mean abs diff 5.319 of 255")
        XCTAssertEqual(
            lines[4],
            "differ: 4 of 5 frames (tolerance: exact: every channel of every pixel); first divergent frame frame-0001.png at pixel (1, 2); 8 differing pixels in all"
        )
        XCTAssertEqual(
            lines[5],
            "hint: actual frame 1 matches expected frame 0: the animation runs 1 frame late; the same shift explains 4 of 4 differing frames tried. The timing changed, not the geometry."
        )
        XCTAssertEqual(lines[6], "report: \(out.path)/index.html")
        XCTAssertEqual(files(out).count, 1 + 4 * 3)
        XCTAssertTrue(files(out).contains("frame-0004.diff.png"))
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("first divergent frame frame-0001.png at pixel (1, 2)"), html)

        // Matching folders with --out: a report saying so, no images, and the old ones gone.
        let same = flipbook(
            "diff", root.appendingPathComponent("A").path, root.appendingPathComponent("A").path, "-o", out.path)
        XCTAssertEqual(same.code, 0)
        XCTAssertEqual(files(out), ["index.html"])

        // A report written into B itself does not change B's frame set.
        let B = root.appendingPathComponent("B").path
        XCTAssertEqual(flipbook("diff", root.appendingPathComponent("A").path, B, "--out", B).code, 1)
        XCTAssertTrue(files(URL(fileURLWithPath: B)).contains("frame-0001.diff.png"))
        XCTAssertEqual(flipbook("diff", root.appendingPathComponent("A").path, B).code, 1)
    }

    func testAntialiasingOption() throws {
        let a = try write(rectangle(x: 10), "a.png"), b = try write(rectangle(x: 10.3), "b.png")
        XCTAssertEqual(flipbook("diff", a, b).code, 1)
        let r = flipbook("diff", a, b, "--antialiasing")
        XCTAssertEqual(r.code, 0, r.out)
        XCTAssertTrue(r.out.contains("16 anti-aliased pixels ignored"), r.out)
        XCTAssertEqual(flipbook("diff", a, b, "--threshold", "0.1", "--antialiasing").code, 0)
    }

    func testUsageErrorsExitWith2() throws {
        let a = try write(image(), "a.png")
        let corrupt = root.appendingPathComponent("corrupt.png")
        var png = try PNGEncoder().encode(image())
        png.removeLast(30)
        try Data(png).write(to: corrupt)
        try write(image(), "A/frame-0000.png"); try write(image(), "A/frame-0001.png")
        try write(image(), "B/frame-0000.png"); try write(image(), "B/frame-0002.png")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let A = root.appendingPathComponent("A").path, B = root.appendingPathComponent("B").path

        let cases: [([String], String)] = [
            (
                ["diff", a],
                "flipbook: diff needs two paths, A (expected) and B (actual), two PNG files or two folders; got 1"
            ),
            (
                ["diff", a, root.appendingPathComponent("nope.png").path],
                "flipbook: B '\(root.path)/nope.png' does not exist"
            ),
            (["diff", a, corrupt.path], "flipbook: cannot read '\(corrupt.path)': libpng could not decode the PNG: "),
            (["diff", a, A], "is a file and B '\(A)' is a folder; give two PNG files or two folders"),
            (
                ["diff", A, B],
                "flipbook: the folders hold different frames (2 in A, 2 in B); only in A: frame-0001.png; only in B: frame-0002.png"
            ),
            (
                ["diff", A, root.appendingPathComponent("empty").path],
                "flipbook: B '\(root.path)/empty' holds no PNG files"
            ),
            (["diff", a, a, "--threshold", "1.5"], "flipbook: --threshold must be a number from 0 to 1"),
            (
                ["diff", a, a, "--max-diff-pixels", "-3"],
                "flipbook: --max-diff-pixels must be a whole number, 0 or more; got '-3'"
            ),
            (
                ["diff", a, a, "--max-diff-ratio", "x"],
                "flipbook: --max-diff-ratio must be a number from 0 to 1 (a share of all pixels); got 'x'"
            ),
            (["diff", a, a, "--treshold", "0.1"], "flipbook: unknown option '--treshold'; did you mean --threshold?"),
        ]
        for (args, message) in cases {
            let c = Captured()
            let code = FlipbookCLI.run(
                args, scenes: Showcase.scenes, console: Console(out: { c.out += $0 }, err: { c.err += $0 }))
            XCTAssertEqual(code, 2, "\(args)")
            XCTAssertTrue(c.err.contains(message), "\(args): \(c.err)")
            XCTAssertEqual(c.out, "", "\(args)")
        }
    }

    func testHelp() {
        let direct = flipbook("diff", "--help"), viaHelp = flipbook("help", "diff")
        XCTAssertEqual(direct.code, 0)
        XCTAssertEqual(direct.out, viaHelp.out)
        XCTAssertTrue(direct.out.hasPrefix("USAGE\n  flipbook diff A B [options]\n"), direct.out)
        XCTAssertTrue(direct.out.contains("--max-diff-pixels N"))
        XCTAssertTrue(flipbook("--help").out.contains("diff        compare two PNG files or two folders of frames"))
    }
}
