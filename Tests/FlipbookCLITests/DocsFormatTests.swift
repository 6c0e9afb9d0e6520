import Foundation
import FlipbookCore
import FlipbookPNG
import XCTest
import FlipbookTestSupport
@testable import FlipbookCLI
import FlipbookRender
import FlipbookShowcase

/// `--format` and its companions on `flipbook render`: errors name the bad value and list
/// what is accepted; the docs files land in OUT/docs/ and share the frames' pixels.
final class DocsFormatTests: XCTestCase {
    /// Runs the CLI in-process; returns the exit code, standard output and standard error.
    private func run(_ args: [String]) -> (code: Int32, out: String, err: String) {
        var out = "", err = ""
        let code = FlipbookCLI.run(
            args, scenes: Showcase.scenes, console: Console(out: { out += $0 }, err: { err += $0 }))
        return (code, out, err)
    }

    func testFormatListsParse() throws {
        XCTAssertEqual(try OutputFormat.parse("all"), [.png, .apng, .webp, .gif, .sheet, .plot])
        XCTAssertEqual(try OutputFormat.parse("gif,webp,apng"), [.apng, .webp, .gif])
        XCTAssertEqual(try OutputFormat.parse("plot,APNG, png"), [.png, .apng, .plot])
        XCTAssertEqual(try OutputFormat.parse("mp4"), [.mp4])
    }

    func testBadFormatNamesTheValueAndTheAcceptedOnes() {
        let r = run(["render", "fade.present", "--format", "tiff"])
        XCTAssertEqual(r.code, 2)
        XCTAssertTrue(
            r.err.contains(
                "--format 'tiff' has 'tiff', which is not a format; accepted: png, apng, webp, gif, sheet, plot, all, mp4"
            ), r.err)
        let empty = run(["render", "fade.present", "--format", "png,"])
        XCTAssertEqual(empty.code, 2)
        XCTAssertTrue(empty.err.contains("has an empty name"), empty.err)
    }

    func testDocsOptionsAreChecked() {
        for (args, message) in [
            (["--sheet-frames", "1"], "--sheet-frames must be a whole number from 2 to 64; got '1'"),
            (["--hold-last", "-1"], "--hold-last must be a number of seconds from 0 to 60; got '-1'"),
            (["--loops", "x"], "--loops must be a whole number from 0 (forever) to 65535; got 'x'"),
            (
                ["--frames", "0-3", "--format", "apng"],
                "--frames picks frames of the frame sequence and goes with --format png only"
            ),
            (
                ["--frames", "0-3", "--format", "gif"],
                "--frames picks frames of the frame sequence and goes with --format png only; got --format gif"
            ),
            (
                ["--quality", "101", "--format", "webp"],
                "--quality must be a whole number from 0 to 100 (lossy WebP; leave it out for lossless); got '101'"
            ),
            (
                ["--colors", "1", "--format", "gif"],
                "--colors must be a whole number from 2 to 256 (colours in a GIF palette); got '1'"
            ),
            (["--colors", "257"], "--colors must be a whole number from 2 to 256"),
            (["--dither", "ordered"], "--dither must be fs (Floyd-Steinberg, the default) or none; got 'ordered'"),
            (["--palette", "local"], "--palette must be frame (a palette for each frame, the default) or global"),
            (["--webp-effort", "-1", "--format", "webp"], "--webp-effort must be a whole number from 0 to 9"),
            (["--webp-effort", "6.5"], "--webp-effort must be a whole number from 0 to 9"),
            (["--gif-speed", "x", "--format", "gif"], "--gif-speed must be a whole number from 1 to 10"),
        ] {
            let r = run(["render", "fade.present"] + args)
            XCTAssertEqual(r.code, 2, "\(args)")
            XCTAssertTrue(r.err.contains(message), r.err)
        }
    }

    func testMP4WithoutFFmpegSaysHowToInstallIt() throws {
        let saved = ProcessInfo.processInfo.environment["PATH"] ?? ""
        setenv("PATH", "/nonexistent", 1)
        defer { setenv("PATH", saved, 1) }
        let r = run([
            "render", "fade.present", "--format", "mp4", "--out", NSTemporaryDirectory() + "flipbook-no-ffmpeg",
        ])
        XCTAssertEqual(r.code, 1)
        XCTAssertTrue(r.err.contains("apt-get install ffmpeg"), r.err)
    }

    func testMP4ThroughFFmpeg() throws {
        guard VideoEncoder.ffmpegPath() != nil else { throw missingTool("ffmpeg is not installed; mp4 check skipped") }
        let dir = NSTemporaryDirectory() + "flipbook-mp4-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = run(["render", "fade.present", "--format", "mp4", "--scale", "0.25", "--out", dir, "-q"])
        XCTAssertEqual(r.code, 0, r.err)
        let video = try Data(contentsOf: URL(fileURLWithPath: dir + "/docs/fade.present.mp4"))
        XCTAssertEqual(String(decoding: video[4..<8], as: UTF8.self), "ftyp", "an MP4 file")
    }

    func testDocsFilesGoToTheDocsFolderAndMatchTheFrames() throws {
        let dir = NSTemporaryDirectory() + "flipbook-formats-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let docsOnly = run([
            "render", "fade.present", "--format", "apng,sheet,plot", "--scale", "0.25", "--out", dir, "-q",
        ])
        XCTAssertEqual(docsOnly.code, 0, docsOnly.err)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: dir), ["docs"], "no frame folder without png")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: dir + "/docs").sorted(),
            ["fade.present.apng", "fade.present.plot.png", "fade.present.sheet.png"])
        let frames = run(["render", "fade.present", "--scale", "0.25", "--out", dir, "-q"])
        XCTAssertEqual(frames.code, 0, frames.err)
        let apng = try APNGDecoder().decode(
            Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/docs/fade.present.apng"))))
        XCTAssertEqual(apng.frames.count, 19)
        XCTAssertEqual(apng.frames.first?.delay.description, "31/60 s", "1/60 s plus the default hold of 0.5 s")
        for k in [0, 9, 18] {
            let file = try PNGFile.read(dir + "/fade.present/" + RenderCommand.frameFileName(k))
            XCTAssertEqual(apng.frames[k].bitmap, file, "frame \(k)")
        }
    }

    /// `--format apng,webp,gif` lists each file with its size, and every frame of the animated
    /// PNG (delta frames) is the frame file's pixels, identical frames shown once.
    func testAnimatedFormatsListTheirSizesAndTheAPNGIsExact() throws {
        let dir = NSTemporaryDirectory() + "flipbook-animated-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = run(["render", "slide.push", "--format", "png,apng,webp,gif", "--scale", "0.25", "--out", dir])
        XCTAssertEqual(r.code, 0, r.err)
        for ext in ["apng", "webp", "gif"] {
            let path = dir + "/docs/slide.push." + ext
            let bytes = (try FileManager.default.attributesOfItem(atPath: path))[.size] as? Int ?? 0
            XCTAssertGreaterThan(bytes, 0, ext)
            XCTAssertTrue(r.err.contains(String(format: "wrote %@ (%.0f kB)", path, Double(bytes) / 1000)), r.err)
        }
        let apng = try APNGDecoder().decode(
            Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/docs/slide.push.apng"))))
        var files: [Bitmap] = []
        for k in 0..<25 {
            let file = try PNGFile.read(dir + "/slide.push/" + RenderCommand.frameFileName(k))
            if files.last != file { files.append(file) }
        }
        XCTAssertEqual(apng.frames.count, files.count)
        for (k, (frame, file)) in zip(apng.frames, files).enumerated() {
            XCTAssertTrue(frame.bitmap == file, "APNG frame \(k)")
        }
    }

    /// The animated files are the same bytes for any --jobs (libimagequant's threads
    /// included): they are made from the frames in order, after the pipeline.
    func testAnimatedFilesDoNotDependOnJobs() throws {
        var files: [[String: Data]] = []
        for jobs in ["1", "3"] {
            let dir = NSTemporaryDirectory() + "flipbook-animated-jobs-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let r = run([
                "render", "spring-rotate.interactive-cancel", "--format", "apng,webp,gif", "--scale", "0.3",
                "--jobs", jobs, "--out", dir, "-q",
            ])
            XCTAssertEqual(r.code, 0, r.err)
            var byName: [String: Data] = [:]
            for ext in ["apng", "webp", "gif"] {
                byName[ext] = try Data(
                    contentsOf: URL(fileURLWithPath: dir + "/docs/spring-rotate.interactive-cancel." + ext))
            }
            files.append(byName)
        }
        for ext in ["apng", "webp", "gif"] { XCTAssertEqual(files[0][ext], files[1][ext], ext) }
    }
}
