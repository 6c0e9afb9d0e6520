import FlipbookPNG
import FlipbookCore

/// Reads an animated PNG frame by frame.
///
/// Debian's libpng (1.6) has no APNG support, so this reads the chunk layer itself
/// (`PNGChunkReader`: lengths, CRCs, sequence numbers) and turns each frame into a plain
/// PNG, its fcTL size in an IHDR and its fdAT data back in IDAT chunks, which `PNGDecoder`
/// (libpng) decodes. Frames are then composited onto the canvas as the APNG specification
/// says (dispose and blend operations, frame offsets). A plain PNG reads as one frame.
///
/// There is no UIKit counterpart that exposes the frames (`UIImage(data:)` shows the first).
public struct APNGDecoder: Hashable, Sendable {
    /// Decodes each frame; its limits apply to the canvas.
    public var png: PNGDecoder

    /// A decoder using `png` for every frame's pixels (default limits).
    public init(png: PNGDecoder = PNGDecoder()) { self.png = png }

    /// Every frame of the animated PNG in `data`, composited.
    ///
    /// Throws `PNGError.notPNG`, `APNGError.malformed` (bad CRC, out-of-order sequence
    /// numbers, a frame outside the canvas, a frame count that disagrees with acTL) and
    /// `PNGDecoder`'s errors for a frame's image data.
    public func decode(_ data: [UInt8]) throws -> APNGImage {
        let chunks = try PNGChunkReader.chunks(in: data)
        guard let ihdr = chunks.first, ihdr.type == "IHDR", ihdr.data.count == 13 else {
            throw APNGError.malformed("the first chunk is not a 13-byte IHDR")
        }
        let width = Int(ihdr.uint32(at: 0)), height = Int(ihdr.uint32(at: 4))
        guard let actl = chunks.first(where: { $0.type == "acTL" }) else {
            let bitmap = try png.decode(data)
            let frame = APNGImage.Frame(
                bitmap: bitmap, delay: APNGFrameDelay(numerator: 0, denominator: 1),
                region: .init(x: 0, y: 0, width: width, height: height), disposeOp: 0, blendOp: 0)
            return APNGImage(width: width, height: height, loopCount: 0, frames: [frame], isAnimated: false)
        }
        guard actl.data.count == 8 else { throw APNGError.malformed("the acTL chunk is not 8 bytes") }
        let parts = try Self.frameParts(chunks, canvasWidth: width, canvasHeight: height)
        guard parts.count == Int(actl.uint32(at: 0)) else {
            throw APNGError.malformed("acTL announces \(actl.uint32(at: 0)) frames but the file has \(parts.count)")
        }
        // Chunks every frame's plain PNG needs besides IHDR and the data: palette,
        // transparency and colour-space chunks, which come before the first IDAT.
        let shared = chunks.dropFirst().prefix { $0.type != "IDAT" && $0.type != "fdAT" && $0.type != "fcTL" }
            .filter { $0.type != "acTL" }
        var compositor = APNGCanvas(width: width, height: height)
        var frames: [APNGImage.Frame] = []
        for (index, part) in parts.enumerated() {
            let image = try png.decode(Self.plainPNG(header: ihdr, part: part, shared: Array(shared)))
            let isFirst = index == 0
            let bitmap = try compositor.show(image, part: part, isFirst: isFirst)
            let region = APNGImage.Region(x: part.x, y: part.y, width: part.width, height: part.height)
            frames.append(
                APNGImage.Frame(
                    bitmap: bitmap, delay: part.delay, region: region,
                    disposeOp: part.disposeOp, blendOp: part.blendOp))
        }
        return APNGImage(
            width: width, height: height, loopCount: Int(actl.uint32(at: 4)), frames: frames, isAnimated: true)
    }

    /// One frame's fcTL values and its image data.
    struct FramePart {
        var x = 0, y = 0, width = 0, height = 0
        var delay = APNGFrameDelay(numerator: 0, denominator: 1)
        var disposeOp: UInt8 = 0, blendOp: UInt8 = 0
        var data: [ArraySlice<UInt8>] = []
    }

    /// The frames' control values and data, checking the shared sequence numbers of fcTL
    /// and fdAT (0, 1, 2, ... in file order) and that each region lies on the canvas.
    static func frameParts(_ chunks: [PNGChunk], canvasWidth: Int, canvasHeight: Int) throws -> [FramePart] {
        var parts: [FramePart] = []
        var sequence: UInt32 = 0
        var sawIDAT = false, idatIsFirstFrame = false
        func checkSequence(_ chunk: PNGChunk) throws {
            guard chunk.data.count >= 4 else {
                throw APNGError.malformed("\(chunk.type) at byte \(chunk.offset) is too short")
            }
            let found = chunk.uint32(at: 0)
            guard found == sequence else {
                throw APNGError.malformed(
                    "\(chunk.type) at byte \(chunk.offset) has sequence number \(found), expected \(sequence)")
            }
            sequence += 1
        }
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                try checkSequence(chunk)
                guard chunk.data.count == 26 else {
                    throw APNGError.malformed("fcTL at byte \(chunk.offset) is not 26 bytes")
                }
                var part = FramePart()
                part.width = Int(chunk.uint32(at: 4)); part.height = Int(chunk.uint32(at: 8))
                part.x = Int(chunk.uint32(at: 12)); part.y = Int(chunk.uint32(at: 16))
                part.delay = APNGFrameDelay(numerator: chunk.uint16(at: 20), denominator: chunk.uint16(at: 22))
                part.disposeOp = chunk.data[chunk.data.startIndex + 24]
                part.blendOp = chunk.data[chunk.data.startIndex + 25]
                guard part.width > 0, part.height > 0, part.x + part.width <= canvasWidth,
                    part.y + part.height <= canvasHeight
                else {
                    throw APNGError.malformed(
                        "frame \(parts.count) (\(part.width) x \(part.height) at \(part.x), \(part.y)) "
                            + "does not fit the \(canvasWidth) x \(canvasHeight) canvas")
                }
                guard part.disposeOp <= 2, part.blendOp <= 1 else {
                    throw APNGError.malformed(
                        "frame \(parts.count) has dispose op \(part.disposeOp) and blend op \(part.blendOp); "
                            + "accepted: 0...2 and 0...1")
                }
                if parts.isEmpty && !sawIDAT
                    && (part.x, part.y, part.width, part.height) != (0, 0, canvasWidth, canvasHeight)
                {
                    throw APNGError.malformed("the first frame must cover the whole canvas")
                }
                parts.append(part)
            case "IDAT":
                // IDAT is the first frame only when an fcTL came before it; otherwise it is a
                // default image that is not part of the animation.
                if !sawIDAT { idatIsFirstFrame = parts.count == 1 }
                sawIDAT = true
                if idatIsFirstFrame { parts[0].data.append(chunk.data) }
            case "fdAT":
                try checkSequence(chunk)
                guard !parts.isEmpty, sawIDAT else {
                    throw APNGError.malformed("fdAT at byte \(chunk.offset) comes before the IDAT or any fcTL")
                }
                parts[parts.count - 1].data.append(chunk.data.dropFirst(4))
            default:
                continue
            }
        }
        if let empty = parts.firstIndex(where: { $0.data.isEmpty }) {
            throw APNGError.malformed("frame \(empty) has no image data")
        }
        return parts
    }

    /// A plain PNG holding one frame: the IHDR with the frame's size, the shared chunks,
    /// the frame's data as IDAT, IEND.
    static func plainPNG(header: PNGChunk, part: FramePart, shared: [PNGChunk]) -> [UInt8] {
        let writer = PNGChunkWriter(capacity: part.data.reduce(256) { $0 + $1.count + 12 })
        writer.append(PNGChunkWriter.signature)
        writer.writeChunk(
            "IHDR",
            APNGEncoder.bigEndian(UInt32(part.width)) + APNGEncoder.bigEndian(UInt32(part.height))
                + Array(header.data.dropFirst(8)))
        for chunk in shared { writer.writeChunk(chunk.type, Array(chunk.data)) }
        for data in part.data { writer.writeChunk("IDAT", Array(data)) }
        writer.writeChunk("IEND", [])
        return writer.bytes()
    }
}
