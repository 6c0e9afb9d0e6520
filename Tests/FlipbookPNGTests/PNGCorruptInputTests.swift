import FlipbookCore
import Foundation
import FlipbookPNG
import XCTest
@testable import FlipbookPNG

/// Corrupt, truncated and hostile PNG input (goldens and `flipbook diff` read PNGs from
/// disk): always a `PNGError` with a message, never a crash, fast, and no pixel memory past
/// the decoder's limits. The seeds and the inputs the fuzzer found live in fixtures/fuzz/png.
final class PNGCorruptInputTests: XCTestCase {
    private typealias F = PNGTestFixtures

    /// Decodes `data`; returns the error, failing on anything but a `PNGError` with a message.
    @discardableResult
    private func decodeOrError(
        _ data: [UInt8], _ what: String, decoder: PNGDecoder = .init(),
        file: StaticString = #filePath, line: UInt = #line
    ) -> PNGError? {
        do {
            let bitmap = try decoder.decode(data)
            XCTAssertEqual(bitmap.pixels.count, bitmap.width * bitmap.height * 4, what, file: file, line: line)
            return nil
        } catch let e as PNGError {
            XCTAssertFalse(e.description.isEmpty, what, file: file, line: line)
            return e
        } catch {
            XCTFail("\(what): not a PNGError: \(error)", file: file, line: line)
            return nil
        }
    }

    private var smallPNG: [UInt8] { try! PNGEncoder().encode(F.rectangles(width: 12, height: 9, alpha: 128)) }

    /// Cut anywhere up to the end of the image data: an error. Cut inside the final IEND
    /// chunk: the image is whole, and libpng (like browsers) decodes it, unchanged.
    func testEveryTruncationFails() throws {
        let png = smallPNG
        let whole = try PNGDecoder().decode(png)
        let iend = try XCTUnwrap(F.offset(ofChunk: "IEND", in: png))
        for n in 0..<png.count {
            let error = decodeOrError(Array(png[0..<n]), "first \(n) of \(png.count) bytes")
            if n < 8 {
                XCTAssertEqual(error, .notPNG, "first \(n) bytes")
            } else if n < iend {
                guard case .libpng? = error else {
                    XCTFail("first \(n) bytes: expected a libpng error, got \(String(describing: error))"); continue
                }
            } else {
                XCTAssertNil(error, "first \(n) bytes: cut inside IEND")
                XCTAssertEqual(try? PNGDecoder().decode(Array(png[0..<n])), whole)
            }
        }
    }

    func testEveryCorruptedByteFailsOrDecodes() {
        let png = smallPNG
        var failures = 0
        for i in 0..<png.count {
            var bad = png
            bad[i] ^= 0x5A
            if decodeOrError(bad, "byte \(i) corrupted") != nil { failures += 1 }
        }
        // Every chunk is CRC-checked, so nearly every corruption is caught.
        XCTAssertGreaterThan(failures, png.count * 9 / 10)
    }

    func testChunkClaimingTwoGigabytesFailsFast() {
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += F.chunk("IHDR", F.ihdr(width: 4, height: 4, bitDepth: 8, colorType: 6))
        file += F.bigEndian(0x7FFF_FFFF) + Array("IDAT".utf8) + [1, 2, 3]
        let start = Date()
        guard case .libpng? = decodeOrError(file, "2 GB chunk") else { return XCTFail("expected a libpng error") }
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
    }

    /// A header at the pixel limit (16384 x 4096 = 64 Mpx) over a few bytes of data: the
    /// decoder may reserve the bitmap, but fails on the missing rows at once.
    func testHeaderAtTheLimitWithoutDataFailsFast() {
        let png = F.png(
            ihdr: F.ihdr(width: 16_384, height: 4_096, bitDepth: 8, colorType: 6), scanlines: [0, 0, 0, 0, 0])
        let start = Date()
        guard case .libpng(let message)? = decodeOrError(png, "64 Mpx header, no data") else {
            return XCTFail("expected a libpng error")
        }
        XCTAssertFalse(message.isEmpty)
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
        // One pixel more is refused before anything is allocated.
        let over = F.png(ihdr: F.ihdr(width: 16_384, height: 4_097, bitDepth: 8, colorType: 6), scanlines: [0])
        XCTAssertEqual(
            decodeOrError(over, "64 Mpx + 1 row"), .tooLarge(width: 16_384, height: 4_097, limit: .maxPixels(64 << 20)))
    }

    /// Widths past libpng's own limits: PNG's 2^31 - 1 and the 32-bit row stride.
    func testHugeWidthsAreRefused() {
        for (w, h) in [
            (UInt32(0x7FFF_FFFF), UInt32(1)), (0x8000_0000, 1), (0xFFFF_FFFF, 0xFFFF_FFFF), (1, 0x7FFF_FFFF),
        ] {
            let png = F.png(ihdr: F.ihdr(width: w, height: h, bitDepth: 8, colorType: 6), scanlines: [0])
            guard let error = decodeOrError(png, "\(w) x \(h)") else { XCTFail("\(w) x \(h) decoded"); continue }
            switch error {
            case .tooLarge, .libpng: break
            default: XCTFail("\(w) x \(h): \(error)")
            }
        }
        // Without Flipbook's limits, libpng's own (1,000,000 pixels a side by default) refuse it.
        let wide = F.png(ihdr: F.ihdr(width: 0x2000_0000, height: 1, bitDepth: 8, colorType: 6), scanlines: [0])
        let error = decodeOrError(wide, "2^29 wide, no limits", decoder: PNGDecoder(maxPixels: .max, maxSide: .max))
        switch error {
        case .tooLarge(_, _, .format)?, .libpng?: break
        default: XCTFail("\(String(describing: error))")
        }
    }

    /// Far more image data than a 2 x 2 image needs (12 MB of zeros in 12 KB of IDAT):
    /// decoded or refused quickly; the bitmap never grows past 2 x 2.
    func testDecompressionBombInIDATIsBounded() {
        let png = F.png(
            ihdr: F.ihdr(width: 2, height: 2, bitDepth: 8, colorType: 0),
            scanlines: [UInt8](repeating: 0, count: 12 << 20))
        XCTAssertLessThan(png.count, 30_000)
        let start = Date()
        decodeOrError(png, "IDAT bomb")
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
    }

    /// A compressed text chunk (zTXt) and a colour profile (iCCP) that inflate to 12 MB each:
    /// libpng's chunk memory limit (8 MB) keeps them out; the image still decodes.
    func testDecompressionBombsInAncillaryChunksAreBounded() throws {
        let bomb = F.zlibCompress([UInt8](repeating: 0x41, count: 12 << 20))
        let ztxt = F.chunk("zTXt", Array("Comment".utf8) + [0, 0] + bomb)
        let iccp = F.chunk("iCCP", Array("icc".utf8) + [0, 0] + bomb)
        for extra in [ztxt, iccp] {
            let png = F.png(
                ihdr: F.ihdr(width: 2, height: 1, bitDepth: 8, colorType: 0), extra: [extra], scanlines: [0, 10, 20])
            let start = Date()
            let bitmap = try PNGDecoder().decode(png)
            XCTAssertEqual(bitmap.pixels, [10, 10, 10, 255, 20, 20, 20, 255])
            XCTAssertLessThan(Date().timeIntervalSince(start), 2)
        }
    }

    /// Every seed of the PNG fuzzer and every input it found (fixtures/fuzz/png).
    func testFuzzCorpusDecodesOrFailsCleanly() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../fixtures/fuzz/png").standardizedFileURL
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertGreaterThanOrEqual(names.count, 10)
        for name in names {
            let data = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            let start = Date()
            decodeOrError(data, name)
            XCTAssertLessThan(Date().timeIntervalSince(start), 2, name)
        }
    }
}
