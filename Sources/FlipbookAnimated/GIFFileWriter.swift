import CGIF

/// A GIF89a file written through giflib into memory: the screen, the loop extension, and
/// frames with their graphics control extension, colour table and pixel indices.
final class GIFFileWriter {
    private final class Sink { var bytes: [UInt8] = [] }
    private let sink = Sink()
    private var file: UnsafeMutablePointer<GifFileType>?

    /// Opens a `width` x `height` screen with no global colour table unless `globalColours`.
    init(width: Int, height: Int, globalColours: [GIFQuantizer.Colour]?) throws {
        var error: Int32 = 0
        let opened = EGifOpen(
            Unmanaged.passUnretained(sink).toOpaque(),
            { file, data, count in
                guard let file, let data, let user = file.pointee.UserData else { return 0 }
                let sink = Unmanaged<Sink>.fromOpaque(user).takeUnretainedValue()
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(count)))
                return count
            }, &error)
        try CStatus.gifError(opened == nil && error == 0 ? -1 : error, "EGifOpen")
        guard let opened else {
            throw AnimatedImageError.giflib(call: "EGifOpen", code: error, message: "it returned NULL")
        }
        file = opened
        EGifSetGifVersion(opened, true)
        let map = try globalColours.map(Self.colourMap)
        defer { if let map { GifFreeMapObject(map) } }
        try CStatus.gif(EGifPutScreenDesc(opened, Int32(width), Int32(height), 8, 0, map), "EGifPutScreenDesc", opened)
    }

    deinit { if let file { var e: Int32 = 0; EGifCloseFile(file, &e) } }

    /// The NETSCAPE2.0 application extension: `repeats` more plays after the first, 0 forever.
    func putLoop(repeats: Int) throws {
        let file = file!
        try CStatus.gif(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE), "EGifPutExtensionLeader", file)
        var name = Array("NETSCAPE2.0".utf8)
        try CStatus.gif(EGifPutExtensionBlock(file, 11, &name), "EGifPutExtensionBlock", file)
        var count: [UInt8] = [1, UInt8(repeats & 0xFF), UInt8(repeats >> 8 & 0xFF)]
        try CStatus.gif(EGifPutExtensionBlock(file, 3, &count), "EGifPutExtensionBlock", file)
        try CStatus.gif(EGifPutExtensionTrailer(file), "EGifPutExtensionTrailer", file)
    }

    /// One frame: shown `centiseconds`, left in place afterwards (disposal 1), covering
    /// `rect` with `indices` (one a pixel, rows top to bottom) into `colours` (its own table)
    /// or the global table when nil; `transparent` is the index that leaves the screen as it was.
    func putFrame(
        x: Int, y: Int, width: Int, height: Int, indices: [UInt8], colours: [GIFQuantizer.Colour]?,
        transparent: Int?, centiseconds: Int
    ) throws {
        let file = file!
        var control = GraphicsControlBlock(
            DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false,
            DelayTime: Int32(min(centiseconds, 65_535)),
            TransparentColor: Int32(transparent ?? Int(NO_TRANSPARENT_COLOR)))
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        _ = EGifGCBToExtension(&control, &extensionBytes)
        try CStatus.gif(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, 4, &extensionBytes), "EGifPutExtension", file)
        let map = try colours.map(Self.colourMap)
        defer { if let map { GifFreeMapObject(map) } }
        try CStatus.gif(
            EGifPutImageDesc(file, Int32(x), Int32(y), Int32(width), Int32(height), false, map), "EGifPutImageDesc",
            file)
        var pixels = indices
        try CStatus.gif(EGifPutLine(file, &pixels, Int32(pixels.count)), "EGifPutLine", file)
    }

    /// Ends the file (the trailer) and returns its bytes.
    func finish() throws -> [UInt8] {
        var error: Int32 = 0
        let status = EGifCloseFile(file, &error)
        file = nil  // EGifCloseFile frees it whatever it returns
        if status != GIF_OK { try CStatus.gifError(error == 0 ? -1 : error, "EGifCloseFile") }
        return sink.bytes
    }

    /// A giflib colour map of `colours`, padded with black to a power of two (at least 2).
    private static func colourMap(_ colours: [GIFQuantizer.Colour]) throws -> UnsafeMutablePointer<ColorMapObject> {
        var size = 2
        while size < colours.count { size *= 2 }
        var entries = (0..<size).map { i in
            i < colours.count
                ? GifColorType(Red: colours[i].r, Green: colours[i].g, Blue: colours[i].b)
                : GifColorType(Red: 0, Green: 0, Blue: 0)
        }
        guard let map = GifMakeMapObject(Int32(size), &entries) else {
            throw AnimatedImageError.giflib(call: "GifMakeMapObject", code: 0, message: "it returned NULL")
        }
        return map
    }
}
