import FlipbookPNG
import FlipbookCore
import XCTest
import FlipbookTestSupport
@testable import FlipbookPNG

/// The animated PNG writer and reader: delays, chunk structure, round trips, and the
/// reader's checks and frame composition.
final class APNGTests: XCTestCase {
    private typealias F = PNGTestFixtures

    /// Three small frames that differ everywhere.
    private func frames(opaque: Bool = true) -> [Bitmap] {
        (0..<3).map { F.noise(width: 13, height: 7, seed: UInt32(40 + $0), opaque: opaque) }
    }

    func testDelaysAreExactFractions() throws {
        func fraction(_ s: Double) throws -> String { "\(try APNGFrameDelay(seconds: s))" }
        XCTAssertEqual(try fraction(1.0 / 60), "1/60 s")
        XCTAssertEqual(try fraction(1.0 / 30), "1/30 s")
        XCTAssertEqual(try fraction(1.0 / 60 + 0.5), "31/60 s")
        XCTAssertEqual(try fraction(1.0 / 60 + 0.25), "4/15 s")
        XCTAssertEqual(try fraction(1 / 29.97), "100/2997 s")
        XCTAssertEqual(try fraction(1 / (24000.0 / 1001)), "1001/24000 s")
        XCTAssertEqual(try fraction(0), "0/1 s")
        XCTAssertEqual(try fraction(2), "2/1 s")
        // Not representable exactly: the last convergent with 16-bit terms, 355/113.
        XCTAssertEqual(try fraction(Double.pi), "355/113 s")
        for bad in [-0.001, .infinity, .nan, 65_536] {
            XCTAssertThrowsError(try APNGFrameDelay(seconds: bad)) { error in
                guard case .invalidDelay? = error as? APNGError else { return XCTFail("\(error)") }
                XCTAssertTrue("\(error)".contains("at most 65535 s"))
            }
        }
        XCTAssertEqual(APNGFrameDelay(numerator: 3, denominator: 0).denominator, 100, "0 reads as 100 (APNG spec)")
    }

    func testLoopCountStopsWhereGIFAndWebPStop() throws {
        // The GIF loop extension and WebP's ANIM chunk store 16 bits: one limit for all three.
        XCTAssertEqual(APNGEncoder.maximumLoopCount, 65_535)
        XCTAssertEqual(try APNGEncoder(framesPerSecond: 60, loopCount: 65_535).loopCount, 65_535)
        XCTAssertThrowsError(try APNGEncoder(framesPerSecond: 60, loopCount: 65_536)) {
            XCTAssertEqual($0 as? APNGError, .invalidLoopCount(65_536))
        }
        XCTAssertEqual(PNGEncoder.compressionLevelRange, 0...9)
        let pixel = F.noise(width: 2, height: 2, seed: 1, opaque: true)
        XCTAssertThrowsError(try PNGEncoder(compressionLevel: 10).encode(pixel))
    }

    func testEncoderRejectsInvalidSettings() {
        XCTAssertThrowsError(try APNGEncoder(framesPerSecond: 0)) {
            XCTAssertEqual($0 as? APNGError, .invalidFrameRate(0))
        }
        XCTAssertThrowsError(try APNGEncoder(framesPerSecond: 60, loopCount: -1)) {
            XCTAssertEqual($0 as? APNGError, .invalidLoopCount(-1))
        }
        XCTAssertThrowsError(try APNGEncoder(framesPerSecond: 60, holdLast: -2)) {
            XCTAssertEqual($0 as? APNGError, .invalidHold(-2))
        }
        XCTAssertThrowsError(try APNGEncoder(framesPerSecond: 60).encode([])) {
            XCTAssertEqual($0 as? APNGError, .noFrames)
        }
        let a = F.noise(width: 4, height: 4, seed: 1, opaque: true),
            b = F.noise(width: 5, height: 4, seed: 2, opaque: true)
        XCTAssertThrowsError(try APNGEncoder(framesPerSecond: 60).encode([a, b])) {
            XCTAssertEqual(
                $0 as? APNGError, .frameSizeMismatch(index: 1, width: 5, height: 4, expectedWidth: 4, expectedHeight: 4)
            )
            XCTAssertTrue("\($0)".contains("Frame 1 is 5 x 4 pixels"), "\($0)")
        }
    }

    func testChunkStructure() throws {
        let encoder = try APNGEncoder(framesPerSecond: 60, loopCount: 2, holdFirst: 0.5, holdLast: 0.25)
        let chunks = try PNGChunkReader.chunks(in: try encoder.encode(frames()))
        XCTAssertEqual(chunks.map(\.type), ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        XCTAssertEqual(chunks[1].uint32(at: 0), 3, "acTL num_frames")
        XCTAssertEqual(chunks[1].uint32(at: 4), 2, "acTL num_plays")
        let controls = chunks.filter { $0.type == "fcTL" }
        // One sequence shared by fcTL and fdAT; the first frame's IDAT has none.
        XCTAssertEqual(controls.map { $0.uint32(at: 0) }, [0, 1, 3], "fcTL sequence numbers")
        XCTAssertEqual(chunks.filter { $0.type == "fdAT" }.map { $0.uint32(at: 0) }, [2, 4], "fdAT sequence numbers")
        XCTAssertEqual(
            controls.map { "\($0.uint16(at: 20))/\($0.uint16(at: 22))" }, ["31/60", "1/60", "4/15"], "delays")
        for c in controls {
            XCTAssertEqual(
                [c.uint32(at: 4), c.uint32(at: 8), c.uint32(at: 12), c.uint32(at: 16)], [13, 7, 0, 0],
                "full-canvas region")
            XCTAssertEqual(Array(c.data.suffix(2)), [0, 0], "dispose NONE, blend SOURCE")
        }
        XCTAssertEqual(chunks[0].data[chunks[0].data.startIndex + 9], 2, "opaque frames are RGB")
        XCTAssertTrue(chunks.last!.data.isEmpty)
    }

    func testOneFrameCarriesBothHolds() throws {
        let encoder = try APNGEncoder(framesPerSecond: 10, holdFirst: 0.5, holdLast: 0.25)
        XCTAssertEqual(try encoder.delays(frameCount: 1).map(\.description), ["17/20 s"])
        XCTAssertEqual(try encoder.delays(frameCount: 2).map(\.description), ["3/5 s", "7/20 s"])
    }

    func testRoundTripThroughTheProjectDecoder() throws {
        for opaque in [true, false] {
            var bitmaps = frames(opaque: opaque)
            if opaque { bitmaps[1] = F.noise(width: 13, height: 7, seed: 9, opaque: false) }  // Mixed: all become RGBA.
            let bytes = try APNGEncoder(framesPerSecond: 24, loopCount: 7).encode(bitmaps)
            let image = try APNGDecoder().decode(bytes)
            XCTAssertTrue(image.isAnimated)
            XCTAssertEqual(image.loopCount, 7)
            XCTAssertEqual([image.width, image.height], [13, 7])
            XCTAssertEqual(image.frames.map(\.bitmap), bitmaps, "opaque: \(opaque)")
            XCTAssertEqual(image.frames.map(\.delay.description), ["1/24 s", "1/24 s", "1/24 s"])
            XCTAssertEqual(image.duration, 0.125, accuracy: 1e-12)
            // Decoders without APNG support see the first frame.
            XCTAssertEqual(try PNGDecoder().decode(bytes), bitmaps[0])
        }
    }

    func testAssemblesFramesEncodedElsewhere() throws {
        let bitmaps = frames()
        let pngs = try bitmaps.map { try PNGEncoder(compressionLevel: 9).encode($0) }
        let image = try APNGDecoder().decode(try APNGEncoder(framesPerSecond: 60).assemble(pngs: pngs))
        XCTAssertEqual(image.frames.map(\.bitmap), bitmaps)
        let rgba = try PNGEncoder().encode(F.noise(width: 13, height: 7, seed: 3, opaque: false))
        XCTAssertThrowsError(try APNGEncoder(framesPerSecond: 60).assemble(pngs: [pngs[0], rgba])) {
            XCTAssertEqual($0 as? APNGError, .frameFormatMismatch(index: 1))
        }
    }

    func testPlainPNGReadsAsOneFrame() throws {
        let bitmap = F.rectangles(width: 20, height: 10)
        let image = try APNGDecoder().decode(try PNGEncoder().encode(bitmap))
        XCTAssertFalse(image.isAnimated)
        XCTAssertEqual(image.frames.map(\.bitmap), [bitmap])
    }

    func testDecoderRejectsBrokenFiles() throws {
        let good = try APNGEncoder(framesPerSecond: 60).encode(frames())
        let chunks = try PNGChunkReader.chunks(in: good)
        // A flipped byte inside the second fdAT's data: its CRC no longer matches.
        let fdAT = chunks.filter { $0.type == "fdAT" }[1]
        var corrupt = good
        corrupt[fdAT.data.startIndex + 6] ^= 0xFF
        XCTAssertThrowsError(try APNGDecoder().decode(corrupt)) { XCTAssertTrue("\($0)".contains("bad CRC"), "\($0)") }
        // Frames out of order: the two fcTL/fdAT pairs swapped.
        XCTAssertThrowsError(try APNGDecoder().decode(rebuilt(chunks, order: [0, 1, 2, 3, 6, 7, 4, 5, 8]))) {
            XCTAssertTrue("\($0)".contains("sequence number 3, expected 1"), "\($0)")
        }
        // acTL promises more frames than there are.
        XCTAssertThrowsError(try APNGDecoder().decode(rebuilt(chunks, order: Array(0...5) + [8]))) {
            XCTAssertTrue("\($0)".contains("acTL announces 3 frames but the file has 2"), "\($0)")
        }
        XCTAssertThrowsError(try APNGDecoder().decode(Array(good.dropLast(12)))) {
            XCTAssertEqual($0 as? APNGError, .malformed("the file ends without an IEND chunk"))
        }
        XCTAssertThrowsError(try APNGDecoder().decode([1, 2, 3])) { XCTAssertEqual($0 as? PNGError, .notPNG) }
    }

    /// Frames smaller than the canvas, at offsets, blended over and disposed in each way.
    func testDecoderComposesFramesAsTheSpecificationSays() throws {
        let red = Bitmap(width: 4, height: 4, fill: (255, 0, 0, 255))!
        let halfBlue = Bitmap(width: 2, height: 2, fill: (0, 0, 255, 128))!
        let green = Bitmap(width: 1, height: 1, fill: (0, 255, 0, 255))!
        let rgba = { (b: Bitmap) throws -> PNGChunk in
            var e = PNGEncoder(); e.alwaysRGBA = true
            return try PNGChunkReader.chunks(in: e.encode(b)).first { $0.type == "IDAT" }!
        }
        let writer = PNGChunkWriter(capacity: 1024)
        writer.append(PNGChunkWriter.signature)
        writer.writeChunk("IHDR", APNGEncoder.bigEndian(4) + APNGEncoder.bigEndian(4) + [8, 6, 0, 0, 0])
        writer.writeChunk("acTL", APNGEncoder.bigEndian(3) + APNGEncoder.bigEndian(0))
        func control(_ seq: UInt32, _ w: UInt32, _ h: UInt32, _ x: UInt32, _ y: UInt32, dispose: UInt8, blend: UInt8)
            -> [UInt8]
        {
            APNGEncoder.bigEndian(seq) + APNGEncoder.bigEndian(w) + APNGEncoder.bigEndian(h) + APNGEncoder.bigEndian(x)
                + APNGEncoder.bigEndian(y) + [0, 1, 0, 10, dispose, blend]
        }
        writer.writeChunk("fcTL", control(0, 4, 4, 0, 0, dispose: 0, blend: 0))
        writer.writeChunk("IDAT", Array(try rgba(red).data))
        writer.writeChunk("fcTL", control(1, 2, 2, 1, 1, dispose: 1, blend: 1))  // Over, then cleared.
        writer.writeChunk("fdAT", APNGEncoder.bigEndian(2) + Array(try rgba(halfBlue).data))
        writer.writeChunk("fcTL", control(3, 1, 1, 3, 0, dispose: 2, blend: 0))
        writer.writeChunk("fdAT", APNGEncoder.bigEndian(4) + Array(try rgba(green).data))
        writer.writeChunk("IEND", [])
        let image = try APNGDecoder().decode(writer.bytes())
        XCTAssertEqual(image.frames.count, 3)
        XCTAssertEqual(image.frames[0].bitmap, red)
        let second = image.frames[1].bitmap
        XCTAssertTrue(second.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        // 128/255 blue over opaque red: (127, 0, 128), opaque.
        XCTAssertTrue(second.pixel(x: 1, y: 1) == (127, 0, 128, 255), "\(second.pixel(x: 1, y: 1))")
        XCTAssertTrue(second.pixel(x: 2, y: 2) == (127, 0, 128, 255))
        XCTAssertTrue(second.pixel(x: 3, y: 3) == (255, 0, 0, 255))
        let third = image.frames[2].bitmap
        XCTAssertTrue(third.pixel(x: 1, y: 1) == (0, 0, 0, 0), "the second frame's region was cleared")
        XCTAssertTrue(third.pixel(x: 3, y: 0) == (0, 255, 0, 255))
        XCTAssertTrue(third.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        XCTAssertEqual(image.frames[1].region, APNGImage.Region(x: 1, y: 1, width: 2, height: 2))
        XCTAssertEqual(image.frames.map(\.delay.description), ["1/10 s", "1/10 s", "1/10 s"])
    }

    /// The file of `chunks` in the given order.
    private func rebuilt(_ chunks: [PNGChunk], order: [Int]) -> [UInt8] {
        let writer = PNGChunkWriter(capacity: 4096)
        writer.append(PNGChunkWriter.signature)
        for i in order { writer.writeChunk(chunks[i].type, Array(chunks[i].data)) }
        return writer.bytes()
    }
}
