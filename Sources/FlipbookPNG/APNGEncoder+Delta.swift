import FlipbookCore

/// Delta frames: the animated PNG a README or a pull request wants, a fraction of the size of
/// one whose every frame is whole.
///
/// Each frame after the first is stored as the smallest rectangle that changed since the
/// frame before (`Bitmap.changedRect(since:)`), drawn onto the canvas left as it was
/// (`APNG_DISPOSE_OP_NONE`). Inside the rectangle the frame is stored twice over and the
/// smaller kept: its own pixels replacing the canvas (`APNG_BLEND_OP_SOURCE`), or, when every
/// changed pixel is opaque, the changed pixels over a transparent rest (`APNG_BLEND_OP_OVER`,
/// which leaves the unchanged pixels as they were and compresses to almost nothing). Both
/// show exactly the frame's pixels. A frame identical to the one before is not stored: its
/// delay is added to that frame's. Opaque frames are stored as RGB with one colour that the
/// first frame does not use marked transparent (a tRNS chunk), as `apngopt` does; others as
/// RGBA.
extension APNGEncoder {
    /// The animated PNG of `count` frames, `frame(k)` giving frame k (asked once each, in
    /// order, so that frames can be decoded or drawn one at a time; asked again from frame 1 on
    /// in the rare case that the RGB form fails), stored as delta frames: the frames go one at
    /// a time into a `DeltaStream`.
    ///
    /// Throws `APNGError.noFrames`, `.frameSizeMismatch`, `.invalidDelay` (a merged delay over
    /// 65,535 s), the PNG encoder's errors, and whatever `frame` throws.
    public func encodeDeltas(count: Int, frame: (Int) throws -> Bitmap) throws -> [UInt8] {
        let stream = try DeltaStream(self, count: count)
        for k in 0..<count { try stream.add(try frame(k), redraw: frame) }
        return try stream.finish()
    }

    /// One delta-frame animated PNG made from frames handed over one at a time, in order. It
    /// keeps the first frame, the one before, and each stored frame's compressed data.
    ///
    /// Opaque frames are stored as RGB, with one colour that frame 0 does not use marked
    /// transparent (tRNS) for the OVER frames. A later frame that is not opaque or shows that
    /// colour makes the stream start again in RGBA: the frames before it are asked again from
    /// `add`'s `redraw` (1 up to the one given; frame 0 is kept). `encodeDeltas` is a loop over
    /// `add`, so a stream makes the same bytes.
    public final class DeltaStream {
        private let settings: APNGEncoder
        private let count: Int
        /// Frames added so far.
        public private(set) var added = 0
        private var delays: [APNGFrameDelay] = []
        private var first: Bitmap?
        /// The RGB form's transparent colour; nil in RGBA.
        private var key: (UInt8, UInt8, UInt8)?
        private var encoder: PNGEncoder
        private var stored: [StoredFrame] = []
        private var previous: Bitmap?

        /// A stream of `count` frames under `settings`' timing and compression.
        ///
        /// Throws `APNGError.noFrames` when `count` is 0, `.tooManyFrames` past what acTL counts.
        public init(_ settings: APNGEncoder, count: Int) throws {
            guard count > 0 else { throw APNGError.noFrames }
            guard count <= Int(UInt32.max) / 2 else { throw APNGError.tooManyFrames(count) }
            self.settings = settings; self.count = count; encoder = settings.png
        }

        /// Adds the next frame (number `added`). When it does not fit the RGB form, frames 1
        /// up to it are asked again from `redraw` (in order, once each) and stored in RGBA.
        ///
        /// Throws `.frameSizeMismatch`, `.invalidDelay`, the PNG encoder's errors and whatever
        /// `redraw` throws; adding more than `count` frames is a programming error.
        public func add(_ bitmap: Bitmap, redraw: (Int) throws -> Bitmap) throws {
            precondition(added < count, "APNGEncoder.DeltaStream: more frames than announced")
            guard let first else {
                delays = try settings.delays(frameCount: count)
                key = bitmap.isOpaque ? APNGEncoder.unusedColour(bitmap) : nil
                try begin(bitmap)
                added = 1
                return
            }
            let k = added
            if try !step(bitmap, k) {
                // Not in the RGB form: again in RGBA from the start.
                key = nil
                try begin(first)
                for j in 1..<k { _ = try step(try redraw(j), j) }
                _ = try step(bitmap, k)
            }
            added += 1
        }

        /// The file, once every frame is in.
        ///
        /// Throws `.invalidDelay`; finishing before the last frame is a programming error.
        public func finish() throws -> [UInt8] {
            precondition(added == count, "APNGEncoder.DeltaStream: finished before the last frame")
            return try settings.write(stored, width: first!.width, height: first!.height, key: key)
        }

        /// Stores frame 0 whole, in the current form.
        private func begin(_ bitmap: Bitmap) throws {
            encoder = settings.png
            encoder.alwaysRGBA = key == nil
            let whole = PixelRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
            stored = [
                StoredFrame(
                    rect: whole, blendOver: false, data: try settings.imageData(bitmap, encoder),
                    seconds: delays[0].seconds)
            ]
            first = bitmap
            previous = bitmap
        }

        /// Stores frame `k` as the rectangle changed since the frame before (or adds its
        /// delay to that frame's when nothing changed); false when it does not fit the RGB
        /// form (a translucent pixel, or the key colour), with nothing stored.
        private func step(_ bitmap: Bitmap, _ k: Int) throws -> Bool {
            let previous = previous!
            guard bitmap.width == previous.width, bitmap.height == previous.height else {
                throw APNGError.frameSizeMismatch(
                    index: k, width: bitmap.width, height: bitmap.height,
                    expectedWidth: previous.width, expectedHeight: previous.height)
            }
            guard let rect = bitmap.changedRect(since: previous) else {
                stored[stored.count - 1].seconds += delays[k].seconds
                return true
            }
            let source = bitmap.cropped(to: rect)
            if let key, !source.isOpaque || APNGEncoder.contains(source, key) { return false }
            // Of the two forms, the one the fast encoder makes smaller is compressed for real.
            // With few unchanged pixels SOURCE wins outright.
            var chosen = source, over = false
            if let (cleared, unchanged) = APNGEncoder.overImage(bitmap, previous, rect, key: key), unchanged >= 0.1 {
                var quick = encoder
                quick.compressionLevel = 1
                if try quick.encode(cleared).count < quick.encode(source).count { chosen = cleared; over = true }
            }
            stored.append(
                StoredFrame(
                    rect: rect, blendOver: over, data: try settings.imageData(chosen, encoder),
                    seconds: delays[k].seconds))
            self.previous = bitmap
            return true
        }
    }

    /// A colour (R, G, B) that no pixel of `bitmap` has, the smallest as a 24-bit number.
    static func unusedColour(_ bitmap: Bitmap) -> (UInt8, UInt8, UInt8)? {
        var used = [UInt64](repeating: 0, count: 1 << 18)
        bitmap.pixels.withUnsafeBufferPointer { p in
            for i in stride(from: 0, to: p.count, by: 4) {
                let c = Int(p[i]) << 16 | Int(p[i + 1]) << 8 | Int(p[i + 2])
                used[c >> 6] |= 1 << UInt64(c & 63)
            }
        }
        guard let word = used.firstIndex(where: { $0 != .max }) else { return nil }
        let c = word << 6 | (~used[word]).trailingZeroBitCount
        return (UInt8(c >> 16), UInt8(c >> 8 & 0xFF), UInt8(c & 0xFF))
    }

    /// Whether some pixel of `bitmap` has the colour `key`.
    /// Compared as words, the alpha byte masked off.
    static func contains(_ bitmap: Bitmap, _ key: (UInt8, UInt8, UInt8)) -> Bool {
        // The key's bytes R, G, B in memory order, and the mask of those three bytes.
        let colour = UInt32(littleEndian: UInt32(key.0) | UInt32(key.1) << 8 | UInt32(key.2) << 16)
        let mask = UInt32(littleEndian: 0x00FF_FFFF)
        return bitmap.pixels.withUnsafeBytes { p in
            stride(from: 0, to: p.count, by: 4).contains {
                p.loadUnaligned(fromByteOffset: $0, as: UInt32.self) & mask == colour
            }
        }
    }

    /// One frame as it goes into the file.
    struct StoredFrame {
        var rect: PixelRect
        var blendOver: Bool
        /// The zlib stream of its image data (the IDAT contents of its PNG).
        var data: [UInt8]
        var seconds: Double
    }

    /// The zlib stream `encoder` makes of `bitmap`.
    fileprivate func imageData(_ bitmap: Bitmap, _ encoder: PNGEncoder) throws -> [UInt8] {
        let chunks = try PNGChunkReader.chunks(in: try encoder.encode(bitmap))
        return chunks.filter { $0.type == "IDAT" }.flatMap { Array($0.data) }
    }

    /// The rectangle `rect` of `now` with every pixel equal to `before`'s made transparent
    /// (the `key` colour, or transparent black without one), for `APNG_BLEND_OP_OVER`; nil
    /// when a changed pixel is not opaque (OVER would blend it). With it, the share of the
    /// rectangle's pixels that are unchanged. Pixels are compared and copied four bytes at a
    /// time: a changed pixel is opaque, so its four bytes are the output's.
    static func overImage(_ now: Bitmap, _ before: Bitmap, _ rect: PixelRect, key: (UInt8, UInt8, UInt8)?) -> (
        Bitmap, Double
    )? {
        let fill: (UInt8, UInt8, UInt8, UInt8) = key.map { ($0.0, $0.1, $0.2, 255) } ?? (0, 0, 0, 0)
        var out = Bitmap(width: rect.width, height: rect.height, fill: fill)!.pixels
        let rowBytes = rect.width * 4
        let changed: Int? = out.withUnsafeMutableBytes { o in
            now.pixels.withUnsafeBytes { n in
                before.pixels.withUnsafeBytes { b in
                    var changed = 0
                    for row in 0..<rect.height {
                        let from = ((rect.y + row) * now.width + rect.x) * 4, to = row * rowBytes
                        for offset in stride(from: 0, to: rowBytes, by: 4) {
                            let pixel = n.loadUnaligned(fromByteOffset: from + offset, as: UInt32.self)
                            guard pixel != b.loadUnaligned(fromByteOffset: from + offset, as: UInt32.self) else {
                                continue
                            }
                            guard n[from + offset + 3] == 255 else { return nil }
                            changed += 1
                            o.storeBytes(of: pixel, toByteOffset: to + offset, as: UInt32.self)
                        }
                    }
                    return changed
                }
            }
        }
        guard let changed else { return nil }
        let count = rect.width * rect.height
        return (Bitmap(width: rect.width, height: rect.height, pixels: out)!, Double(count - changed) / Double(count))
    }

    /// The file: IHDR (8-bit RGB with a tRNS chunk naming the `key` colour, or 8-bit RGBA),
    /// acTL, then each frame's fcTL and its data, the first in IDAT (the default image), the
    /// others in fdAT chunks.
    fileprivate func write(_ frames: [StoredFrame], width: Int, height: Int, key: (UInt8, UInt8, UInt8)?) throws
        -> [UInt8]
    {
        let writer = PNGChunkWriter(capacity: frames.reduce(1024) { $0 + $1.data.count + 64 })
        writer.append(PNGChunkWriter.signature)
        writer.writeChunk(
            "IHDR", Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height)) + [8, key == nil ? 6 : 2, 0, 0, 0])
        writer.writeChunk("acTL", Self.bigEndian(UInt32(frames.count)) + Self.bigEndian(UInt32(loopCount)))
        if let key { writer.writeChunk("tRNS", [0, key.0, 0, key.1, 0, key.2]) }
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            let delay = try APNGFrameDelay(seconds: frame.seconds)
            writer.writeChunk(
                "fcTL",
                Self.frameControl(sequence: sequence, rect: frame.rect, delay: delay, blendOver: frame.blendOver))
            sequence += 1
            var rest = frame.data[...]
            repeat {
                if index == 0 {
                    let part = rest.prefix(PNGChunkWriter.maxChunkData)
                    writer.writeChunk("IDAT", Array(part))
                    rest = rest.dropFirst(part.count)
                } else {
                    let part = rest.prefix(PNGChunkWriter.maxChunkData - 4)
                    writer.writeChunk("fdAT", Self.bigEndian(sequence) + Array(part))
                    sequence += 1
                    rest = rest.dropFirst(part.count)
                }
            } while !rest.isEmpty
        }
        writer.writeChunk("IEND", [])
        return writer.bytes()
    }

    /// fcTL data for a frame covering `rect`: dispose op 0 (`APNG_DISPOSE_OP_NONE`), blend op 1
    /// (`APNG_BLEND_OP_OVER`) or 0 (`SOURCE`).
    static func frameControl(sequence: UInt32, rect: PixelRect, delay: APNGFrameDelay, blendOver: Bool) -> [UInt8] {
        var data = bigEndian(sequence) + bigEndian(UInt32(rect.width)) + bigEndian(UInt32(rect.height))
        data += bigEndian(UInt32(rect.x)) + bigEndian(UInt32(rect.y))
        data += [
            UInt8(delay.numerator >> 8), UInt8(delay.numerator & 0xFF),
            UInt8(delay.denominator >> 8), UInt8(delay.denominator & 0xFF), 0, blendOver ? 1 : 0,
        ]
        return data
    }
}
