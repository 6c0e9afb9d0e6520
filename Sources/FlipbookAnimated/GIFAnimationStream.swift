import FlipbookCore

extension GIFAnimationEncoder {
    /// One animated GIF made from frames handed over one at a time, in order (the rules are
    /// `GIFAnimationEncoder`'s): it keeps only the frame shown, the one shown before it, and
    /// the frame stored last, which waits for the next one's start (its delay). `encode` is a
    /// loop over `add`, so a stream makes the same bytes.
    public final class Stream {
        private let count: Int
        private let timing: AnimationTiming
        private let loopCount: Int
        private let quantizer: GIFQuantizer
        /// The palette of every frame, with `Palette.global` (made from all the frames first).
        private let shared: GlobalPalette?
        /// Whether frames after the first are stored as changed rectangles: not with a global
        /// palette of 2 colours, which has no room for the transparent index.
        private let deltas: Bool
        private var writer: GIFFileWriter?
        /// The frame stored last, waiting until the next one's start is known (its delay).
        private var pending: (rect: PixelRect, indexed: GIFQuantizer.Indexed, transparent: Int?, start: Int)?
        /// The frame shown before `pending`, and the one `pending` shows.
        private var before: Bitmap?, shown: Bitmap?
        /// Frames added so far.
        public private(set) var added = 0

        /// A stream of `count` frames timed by `timing`, with `settings`' colours, dithering
        /// and speed and a palette for each frame.
        ///
        /// Throws `AnimatedImageError.noFrames` when `count` is 0 or `timing` has fewer
        /// delays; a global palette needs every frame first (`GIFAnimationEncoder.encode`).
        public convenience init(_ settings: GIFAnimationEncoder, count: Int, timing: AnimationTiming) throws {
            precondition(settings.palette == .frame, "a global palette is made from every frame first: use encode")
            try self.init(settings, count: count, timing: timing, global: nil)
        }

        init(_ settings: GIFAnimationEncoder, count: Int, timing: AnimationTiming, global: GlobalPalette?) throws {
            guard count > 0, timing.seconds.count >= count else { throw AnimatedImageError.noFrames }
            self.count = count; self.timing = timing; loopCount = timing.loopCount
            quantizer = GIFQuantizer(colors: settings.colors, dither: settings.dither, speed: settings.speed)
            shared = global
            deltas = global == nil || settings.colors > 2
        }

        /// When frame `k` starts, in centiseconds.
        private func start(_ k: Int) -> Int { timing.start(ofFrame: k, unitsPerSecond: 100) }

        /// Adds the next frame (number `added`), drawn over black; the first sets the size.
        ///
        /// Throws `.frameSizeMismatch`, `.tooLarge`, `.giflib`, `.imagequant`; adding more than
        /// `count` frames is a programming error.
        public func add(_ frame: Bitmap) throws {
            precondition(added < count, "GIFAnimationEncoder.Stream: more frames than announced")
            let bitmap = GIFAnimationEncoder.overBlack(frame)
            let k = added
            guard let shown, let writer else {
                try GIFAnimationEncoder.checkSize(bitmap)
                let writer = try GIFFileWriter(
                    width: bitmap.width, height: bitmap.height,
                    globalColours: shared.map { $0.colours + (deltas ? [(0, 0, 0, 0)] : []) })
                if loopCount != 1 { try writer.putLoop(repeats: max(loopCount - 1, 0)) }
                self.writer = writer
                try store(bitmap, over: nil, start: 0)
                self.shown = bitmap
                added = 1
                return
            }
            guard bitmap.width == shown.width, bitmap.height == shown.height else {
                throw AnimatedImageError.frameSizeMismatch(
                    index: k, width: bitmap.width, height: bitmap.height,
                    expectedWidth: shown.width, expectedHeight: shown.height)
            }
            added += 1
            guard bitmap != shown else { return }
            if start(k) - pending!.start >= 2 {
                try flush(writer, until: start(k))
                try store(bitmap, over: shown, start: start(k))
                before = shown
            } else if k == count - 1 {
                // The end state must show: it takes the place of the frame stored too shortly before.
                try store(bitmap, over: before, start: pending!.start)
            } else {
                return
            }
            self.shown = bitmap
        }

        /// The file, once every frame is in.
        ///
        /// Throws `.giflib`; finishing before the last frame is a programming error.
        public func finish() throws -> [UInt8] {
            precondition(added == count, "GIFAnimationEncoder.Stream: finished before the last frame")
            try flush(writer!, until: max(start(count), pending!.start + 2))
            return try writer!.finish()
        }

        /// Makes `bitmap` the pending frame: the rectangle changed since `shownBefore` (the
        /// whole frame without one), its unchanged pixels transparent, in palette indices.
        private func store(_ bitmap: Bitmap, over shownBefore: Bitmap?, start: Int) throws {
            let previous = deltas ? shownBefore : nil
            let rect =
                previous.flatMap { bitmap.changedRect(since: $0) }
                ?? PixelRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
            var region = bitmap.cropped(to: rect)
            if let previous {  // unchanged pixels: transparent, the screen keeps them
                GIFAnimationEncoder.clearUnchanged(&region, previous.cropped(to: rect))
            }
            var indexed: GIFQuantizer.Indexed
            var transparent: Int?
            if let shared {
                indexed = GIFQuantizer.Indexed(palette: [], indices: try shared.map(region))
                let clear = UInt8(shared.colours.count)  // the entry after the shared colours
                for i in 0..<indexed.indices.count where region.pixels[i * 4 + 3] == 0 { indexed.indices[i] = clear }
                transparent = previous == nil ? nil : Int(clear)
            } else {
                indexed = try quantizer.quantize(region)
                transparent = indexed.palette.firstIndex { $0.a == 0 }
            }
            pending = (rect, indexed, transparent, start)
        }

        /// Writes the pending frame, shown until `end` (centiseconds).
        private func flush(_ writer: GIFFileWriter, until end: Int) throws {
            guard let p = pending else { return }
            try writer.putFrame(
                x: p.rect.x, y: p.rect.y, width: p.rect.width, height: p.rect.height, indices: p.indexed.indices,
                colours: shared == nil ? p.indexed.palette : nil, transparent: p.transparent,
                centiseconds: end - p.start)
            pending = nil
        }
    }
}
