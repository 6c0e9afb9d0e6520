import FlipbookCore

/// Writes an animated PNG (APNG): the first frame as the ordinary image (IDAT), every later
/// frame in fdAT chunks, each announced by an fcTL chunk with its delay, after an acTL chunk
/// with the frame and loop counts. Browsers play it; decoders without APNG support show the
/// first frame.
///
/// The counterpart of `UIImage.animatedImage(with:duration:)` saved to a file, which UIKit
/// cannot do. With `encode(_:)` and `assemble(pngs:)` every frame covers the whole canvas and
/// replaces the one before (dispose `NONE`, blend `SOURCE`), so each frame's pixels are exactly
/// the bitmap given; `encodeDeltas(count:frame:)` (APNGEncoder+Delta.swift) stores only what
/// changed, just as exactly, for docs files. The image
/// data is the PNG encoder's own (`PNGEncoder`, zlib): each frame is encoded as a PNG and its
/// IDAT stream moved into the animation, so a frame compresses exactly as a frame file does.
public struct APNGEncoder: Hashable, Sendable {
    /// Frames per second: every frame is shown 1 / fps seconds (plus the holds).
    public let framesPerSecond: Double
    /// How many times the animation plays; 0, the default, loops forever (acTL `num_plays`).
    public let loopCount: Int
    /// The largest loop count: 65,535, what the other animated formats can store too (the
    /// GIF loop extension and WebP's ANIM chunk have 16 bits), so that one setting means the
    /// same in all three. `flipbook --loops` reads its range from here.
    public static let maximumLoopCount = 65_535
    /// Seconds added to the first frame's delay, to rest on the starting state (default 0).
    public let holdFirst: Double
    /// Seconds added to the last frame's delay, to rest on the end state (default 0).
    public let holdLast: Double
    /// The PNG settings for the frames' image data (compression level).
    public let png: PNGEncoder

    /// An encoder for frames at `framesPerSecond`, looping `loopCount` times (0: forever), with
    /// `holdFirst` and `holdLast` seconds added to the first and last frames.
    ///
    /// Throws `APNGError.invalidFrameRate` unless the rate is finite and positive,
    /// `.invalidLoopCount` outside 0...`maximumLoopCount` (65,535), `.invalidHold` for a negative or
    /// non-finite hold, and `.invalidDelay` when a delay would exceed 65,535 s.
    public init(
        framesPerSecond: Double, loopCount: Int = 0, holdFirst: Double = 0, holdLast: Double = 0,
        png: PNGEncoder = PNGEncoder()
    ) throws {
        guard framesPerSecond.isFinite, framesPerSecond > 0 else { throw APNGError.invalidFrameRate(framesPerSecond) }
        guard loopCount >= 0, loopCount <= Self.maximumLoopCount else { throw APNGError.invalidLoopCount(loopCount) }
        for hold in [holdFirst, holdLast] where !(hold.isFinite && hold >= 0) { throw APNGError.invalidHold(hold) }
        self.framesPerSecond = framesPerSecond; self.loopCount = loopCount
        self.holdFirst = holdFirst; self.holdLast = holdLast; self.png = png
        _ = try delays(frameCount: 1)
    }

    /// The delay of each of `frameCount` frames: 1 / fps, plus `holdFirst` on the first and
    /// `holdLast` on the last (both on a single frame).
    public func delays(frameCount: Int) throws -> [APNGFrameDelay] {
        let step = 1 / framesPerSecond
        let plain = try APNGFrameDelay(seconds: step)
        return try (0..<frameCount).map { k in
            var extra = 0.0
            if k == 0 { extra += holdFirst }
            if k == frameCount - 1 { extra += holdLast }
            return extra == 0 ? plain : try APNGFrameDelay(seconds: step + extra)
        }
    }

    /// The animated PNG of `frames`, which must all have the same size. RGB when every pixel
    /// of every frame is opaque, RGBA otherwise.
    ///
    /// Throws `APNGError.noFrames`, `.frameSizeMismatch`, and the PNG encoder's errors.
    public func encode(_ frames: [Bitmap]) throws -> [UInt8] {
        var encoder = png
        encoder.alwaysRGBA = frames.contains { !$0.isOpaque }
        return try assemble(pngs: frames.map(encoder.encode))
    }

    /// The animated PNG whose frames are the given PNG files, in order, each as
    /// `PNGEncoder` (or any encoder) wrote it: same size, bit depth, colour type and
    /// interlace method; palette or transparency chunks are taken from the first. Frames
    /// rendered in parallel can be encoded as they come and assembled at the end.
    ///
    /// Throws `APNGError.noFrames`, `.frameSizeMismatch`, `.frameFormatMismatch`,
    /// `.tooManyFrames`, and `.malformed` or `PNGError.notPNG` for a file that is not a PNG.
    public func assemble(pngs: [[UInt8]]) throws -> [UInt8] {
        guard !pngs.isEmpty else { throw APNGError.noFrames }
        guard pngs.count <= Int(UInt32.max) / 2 else { throw APNGError.tooManyFrames(pngs.count) }
        let delays = try delays(frameCount: pngs.count)
        let first = try PNGChunkReader.chunks(in: pngs[0])
        guard let header = first.first, header.type == "IHDR", header.data.count == 13 else {
            throw APNGError.malformed("frame 0 does not start with an IHDR chunk")
        }
        let (width, height) = (header.uint32(at: 0), header.uint32(at: 4))
        let writer = PNGChunkWriter(capacity: pngs.reduce(1024) { $0 + $1.count + 64 })
        writer.append(PNGChunkWriter.signature)
        writer.writeChunk("IHDR", Array(header.data))
        writer.writeChunk("acTL", Self.bigEndian(UInt32(pngs.count)) + Self.bigEndian(UInt32(loopCount)))
        // Chunks that shape how the image data reads (palette, transparency, colour space).
        for chunk in first.dropFirst().prefix(while: { $0.type != "IDAT" })
        where !["acTL", "fcTL"].contains(chunk.type) {
            writer.writeChunk(chunk.type, Array(chunk.data))
        }
        var sequence: UInt32 = 0
        for (index, png) in pngs.enumerated() {
            let chunks = index == 0 ? first : try PNGChunkReader.chunks(in: png)
            guard let ihdr = chunks.first, ihdr.type == "IHDR", ihdr.data.count == 13 else {
                throw APNGError.malformed("frame \(index) does not start with an IHDR chunk")
            }
            guard ihdr.uint32(at: 0) == width, ihdr.uint32(at: 4) == height else {
                throw APNGError.frameSizeMismatch(
                    index: index, width: Int(ihdr.uint32(at: 0)), height: Int(ihdr.uint32(at: 4)),
                    expectedWidth: Int(width), expectedHeight: Int(height))
            }
            guard ihdr.data.elementsEqual(header.data) else { throw APNGError.frameFormatMismatch(index: index) }
            writer.writeChunk(
                "fcTL", Self.frameControl(sequence: sequence, width: width, height: height, delay: delays[index]))
            sequence += 1
            for idat in chunks where idat.type == "IDAT" {
                if index == 0 {
                    writer.writeChunk("IDAT", Array(idat.data))
                } else {
                    // fdAT = sequence number + IDAT data; split so each chunk stays in bounds.
                    var rest = idat.data
                    repeat {
                        let part = rest.prefix(PNGChunkWriter.maxChunkData - 4)
                        writer.writeChunk("fdAT", Self.bigEndian(sequence) + Array(part))
                        sequence += 1
                        rest = rest.dropFirst(part.count)
                    } while !rest.isEmpty
                }
            }
        }
        writer.writeChunk("IEND", [])
        return writer.bytes()
    }

    /// fcTL data: sequence number, the full-canvas region at (0, 0), the delay, dispose op
    /// 0 (`APNG_DISPOSE_OP_NONE`) and blend op 0 (`APNG_BLEND_OP_SOURCE`).
    static func frameControl(sequence: UInt32, width: UInt32, height: UInt32, delay: APNGFrameDelay) -> [UInt8] {
        var data = bigEndian(sequence) + bigEndian(width) + bigEndian(height) + bigEndian(0) + bigEndian(0)
        data += [
            UInt8(delay.numerator >> 8), UInt8(delay.numerator & 0xFF),
            UInt8(delay.denominator >> 8), UInt8(delay.denominator & 0xFF), 0, 0,
        ]
        return data
    }

    package static func bigEndian(_ v: UInt32) -> [UInt8] { BigEndian.bytes(v) }
}
