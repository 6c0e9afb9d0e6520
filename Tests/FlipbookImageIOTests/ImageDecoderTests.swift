import Foundation
import XCTest
import FlipbookCore
import FlipbookImageIO
import FlipbookPNG

/// PNG and JPEG decoding, `@2x` scales, the search order of `UIImage(named:)` and bad files
/// (SEMANTICS.md §14).
final class ImageDecoderTests: XCTestCase {
    let folder = LandscapeFixtureTests.folder
    var temporary: [URL] = []

    override func tearDown() {
        for u in temporary { try? FileManager.default.removeItem(at: u) }
        temporary = []
    }

    func makeFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        temporary.append(url)
        return url
    }

    func testPNGDecodesToTheGeneratorsColours() throws {
        let image = try ImageDecoder().image(contentsOfFile: folder.appendingPathComponent("landscape-1.png").path)
        XCTAssertEqual(image.name, "landscape-1.png")
        XCTAssertEqual(image.scale, 1)
        XCTAssertEqual(image.pointSize, CGSize(width: 600, height: 400))
        // Row 0 samples the sky gradient 0.5 / 288 of the way from 0x6A8CC7 (the top colour)
        // to 0xF7C59F: within one level of (0x6A, 0x8C, 0xC7) = (106, 140, 199).
        let p = image.bitmap.pixel(x: 0, y: 0)
        XCTAssertEqual(Double(p.r), 106, accuracy: 1)
        XCTAssertEqual(Double(p.g), 140, accuracy: 1)
        XCTAssertEqual(Double(p.b), 199, accuracy: 1)
        // Picture 2's sun is a disc of radius 40 at (450, 80) in 0xFFF59D = (255, 245, 157).
        let noon = try ImageDecoder().image(contentsOfFile: folder.appendingPathComponent("landscape-2.png").path)
        let s = noon.bitmap.pixel(x: 450, y: 80)
        XCTAssertEqual([s.r, s.g, s.b, s.a], [255, 245, 157, 255])
    }

    func testJPEGDecodesAsAnIndependentDecoderDoes() throws {
        let jpeg = try ImageDecoder().image(contentsOfFile: folder.appendingPathComponent("landscape-2.jpg").path)
        XCTAssertEqual(jpeg.pixelWidth, 600)
        XCTAssertEqual(jpeg.pixelHeight, 400)
        XCTAssertTrue(jpeg.bitmap.isOpaque)
        // Pillow 9.4 (its own libjpeg binding) reads these pixels from the same file.
        let expected: [(Int, Int, [UInt8])] = [
            (0, 0, [29, 137, 228]), (450, 80, [255, 245, 156]),
            (300, 390, [52, 135, 79]), (599, 399, [46, 127, 51]),
        ]
        for (x, y, rgb) in expected {
            let p = jpeg.bitmap.pixel(x: x, y: y)
            for (got, want) in zip([p.r, p.g, p.b], rgb) {
                XCTAssertEqual(Double(got), Double(want), accuracy: 1, "pixel (\(x), \(y))")
            }
        }
        // And it is the PNG it was saved from, up to JPEG's loss at quality 92: a mean error
        // under 2 levels a channel.
        let png = try ImageDecoder().image(contentsOfFile: folder.appendingPathComponent("landscape-2.png").path)
        let total = zip(jpeg.bitmap.pixels, png.bitmap.pixels).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
        XCTAssertLessThan(Double(total) / Double(600 * 400 * 3), 2)
    }

    func testScaleComesFromTheFileName() throws {
        XCTAssertEqual(ImageDecoder.scale(ofFileNamed: "photo@2x.png"), 2)
        XCTAssertEqual(ImageDecoder.scale(ofFileNamed: "photo@3x.jpg"), 3)
        XCTAssertEqual(ImageDecoder.scale(ofFileNamed: "photo.png"), 1)
        XCTAssertEqual(ImageDecoder.scale(ofFileNamed: "photo@2x-old.png"), 1)
        let dir = try makeFolder()
        let path = dir.appendingPathComponent("photo@2x.png").path
        try FileManager.default.copyItem(atPath: folder.appendingPathComponent("landscape-3.png").path, toPath: path)
        let image = try ImageDecoder().image(contentsOfFile: path)
        // 600 x 400 pixels at 2 pixels a point: 300 x 200 points.
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.pointSize, CGSize(width: 300, height: 200))
    }

    func testSearchOrder() throws {
        XCTAssertEqual(
            ImageSearch.candidates(for: "photo"),
            [
                "photo@2x.png", "photo@3x.png", "photo.png", "photo@2x.jpg", "photo@3x.jpg", "photo.jpg",
                "photo@2x.jpeg", "photo@3x.jpeg", "photo.jpeg",
            ])
        XCTAssertEqual(ImageSearch.candidates(for: "photo.jpg"), ["photo@2x.jpg", "photo@3x.jpg", "photo.jpg"])
        XCTAssertEqual(ImageSearch.folders(fromPathVariable: "/a::/b"), ["/a", "/b"])
        let first = try makeFolder(), second = try makeFolder()
        let source = folder.appendingPathComponent("landscape-1.png").path
        try FileManager.default.copyItem(atPath: source, toPath: second.appendingPathComponent("photo@2x.png").path)
        try FileManager.default.copyItem(atPath: source, toPath: first.appendingPathComponent("photo.png").path)
        // The first folder with any candidate wins, even with a worse scale.
        let search = ImageSearch(folders: [first.path, second.path])
        XCTAssertEqual(search.path(for: "photo"), first.appendingPathComponent("photo.png").path)
        XCTAssertEqual(
            ImageSearch(folders: [second.path, first.path]).path(for: "photo"),
            second.appendingPathComponent("photo@2x.png").path)
        XCTAssertThrowsError(try search.image(named: "missing")) { error in
            XCTAssertEqual(error as? ImageError, .notFound(name: "missing", searched: [first.path, second.path]))
            XCTAssertTrue("\(error)".contains("missing") && "\(error)".contains(first.path))
        }
    }

    // MARK: - Bad files

    /// Writes `bytes` to a file named `name` and returns the error reading it gives.
    func error(reading bytes: [UInt8], as name: String) throws -> ImageError {
        let path = try makeFolder().appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        do {
            _ = try ImageDecoder().image(contentsOfFile: path)
            XCTFail("\(name) decoded")
            return .unknownFormat(prefix: "")
        } catch let e as ImageError {
            XCTAssertTrue("\(e)".contains(path), "the message names the file: \(e)")
            return e
        }
    }

    func testCorruptAndTruncatedFilesAreErrorsNamingTheFile() throws {
        let png = try [UInt8](Data(contentsOf: folder.appendingPathComponent("landscape-1.png")))
        let jpeg = try [UInt8](Data(contentsOf: folder.appendingPathComponent("landscape-2.jpg")))
        // Half a PNG: libpng runs out of image data.
        guard case .inFile(_, .png) = try error(reading: Array(png.prefix(png.count / 2)), as: "half.png") else {
            return XCTFail("a truncated PNG is a PNG error")
        }
        // Half a JPEG: libjpeg's "premature end" warning is an error here.
        guard case .inFile(_, .jpeg) = try error(reading: Array(jpeg.prefix(jpeg.count / 2)), as: "half.jpg") else {
            return XCTFail("a truncated JPEG is a JPEG error")
        }
        // A byte of the PNG's image data changed: the CRC no longer matches.
        var flipped = png
        flipped[200] ^= 0xFF
        guard case .inFile(_, .png) = try error(reading: flipped, as: "flipped.png") else {
            return XCTFail("a corrupted PNG is a PNG error")
        }
        // Text is no image: the message shows its first bytes ("hell" is 68 65 6C 6C).
        guard
            case .inFile(_, .unknownFormat(let prefix)) = try error(reading: Array("hello world".utf8), as: "note.png")
        else {
            return XCTFail("text is of an unknown format")
        }
        XCTAssertTrue(prefix.hasPrefix("68 65 6C 6C"))
        guard case .inFile(_, .unknownFormat) = try error(reading: [], as: "empty.png") else {
            return XCTFail("an empty file is of an unknown format")
        }
        XCTAssertThrowsError(try ImageDecoder().image(contentsOfFile: "/nonexistent/photo.png")) { e in
            guard case .unreadable(let path, _)? = e as? ImageError else { return XCTFail("\(e)") }
            XCTAssertEqual(path, "/nonexistent/photo.png")
        }
    }

    func testHugeHeadersAreRefusedBeforeAllocating() throws {
        // A PNG header claiming 100000 x 100000 pixels, 8-bit RGBA, and no image data.
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be(UInt32(data.count)) + body + be(crc32(body))
        }
        let ihdr = be(100_000) + be(100_000) + [8, 6, 0, 0, 0]
        let bomb =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", [])
            + chunk("IEND", [])
        let e = try error(reading: bomb, as: "bomb.png")
        XCTAssertEqual(
            e,
            .inFile(
                path: e.path,
                error: .tooLarge(
                    width: 100_000, height: 100_000, maxSide: 16_384,
                    maxPixels: 64 * 1024 * 1024)))
        XCTAssertTrue("\(e)".contains("100000 x 100000") && "\(e)".contains("16384"))

        // A JPEG whose frame header (SOF0) claims 60000 x 60000 pixels (0xEA60; libjpeg itself
        // stops at 65500).
        let sof: [UInt8] = [0xFF, 0xC0, 0, 11, 8, 0xEA, 0x60, 0xEA, 0x60, 1, 1, 0x11, 0]
        let dqt: [UInt8] = [0xFF, 0xDB, 0, 67, 0] + [UInt8](repeating: 1, count: 64)
        let dht: [UInt8] = [0xFF, 0xC4, 0, 20, 0x00] + [1] + [UInt8](repeating: 0, count: 15) + [0]
        let sos: [UInt8] = [0xFF, 0xDA, 0, 8, 1, 1, 0x00, 0, 63, 0]
        let jpegBomb: [UInt8] =
            [0xFF, 0xD8] + dqt + sof + dht + dht.enumerated().map { $0.offset == 4 ? 0x10 : $0.element }
            + sos + [0, 0, 0xFF, 0xD9]
        let je = try error(reading: jpegBomb, as: "bomb.jpg")
        guard case .inFile(_, .tooLarge(60000, 60000, _, _)) = je else { return XCTFail("\(je)") }
    }

    private func be(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    /// CRC-32 (ISO 3309, as PNG uses), bit by bit.
    private func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }
}

extension ImageError {
    /// The file of an `.inFile` error ("" otherwise).
    var path: String { if case .inFile(let p, _) = self { return p }; return "" }
}

/// Every truncation and a sweep of corrupted bytes of a real JPEG: each decodes or throws,
/// none crashes or hangs (libjpeg-turbo's own setjmp catches its errors inside C).
final class JPEGCorruptInputTests: XCTestCase {
    func testTruncationsAndCorruptionsNeverCrash() throws {
        let small = try [UInt8](
            Data(contentsOf: LandscapeFixtureTests.folder.appendingPathComponent("landscape-2.jpg")))
        var failures = 0, decoded = 0
        for end in stride(from: 0, to: small.count, by: 211) {
            do { _ = try JPEGDecoder().decode(Array(small.prefix(end))); decoded += 1 } catch { failures += 1 }
        }
        // Every cut before the end-of-image marker loses data: all of them fail.
        XCTAssertEqual(decoded, 0)
        XCTAssertGreaterThan(failures, 100)
        var outcomes = 0
        for i in stride(from: 2, to: min(small.count, 4000), by: 37) {
            var bytes = small
            bytes[i] ^= 0x5A
            do {
                let b = try JPEGDecoder().decode(bytes)
                XCTAssertEqual(b.pixels.count, b.width * b.height * 4)
            } catch {
                XCTAssertFalse("\(error)".isEmpty)
            }
            outcomes += 1
        }
        XCTAssertGreaterThan(outcomes, 100)
    }
}

/// The image fuzzer's seeds and findings (fixtures/fuzz/image) decode or fail with an
/// `ImageError`, never otherwise.
final class ImageFuzzCorpusTests: XCTestCase {
    func testCorpusDecodesOrFailsCleanly() throws {
        let folder = LandscapeFixtureTests.folder.deletingLastPathComponent().appendingPathComponent("fuzz/image")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertGreaterThanOrEqual(names.count, 4)
        var decoded = 0
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            do {
                let b = try ImageDecoder().decode(bytes)
                XCTAssertEqual(b.pixels.count, b.width * b.height * 4)
                decoded += 1
            } catch is ImageError {
            }
        }
        // The four seeds are valid: 24 x 16 pixels each.
        XCTAssertGreaterThanOrEqual(decoded, 4)
    }
}
