import FlipbookCore

/// Reads and writes PNG files.
///
/// Writes are atomic: the bytes go to a hidden temporary file in the same folder
/// (`.<name>.<pid>.<random>.tmp`), which is then renamed over `path`, so a reader
/// never sees a half-written frame and a failed write leaves no file behind (the
/// temporary is removed). Mirrors `UIImage.pngData()` followed by
/// `Data.write(to:options: .atomic)`, but reports the OS error (full disk, read-only folder,
/// missing folder) as `PNGError.io` naming the path. No `fsync`: frames are
/// reproducible, so durability across a power cut is not worth the time.
public enum PNGFile {
    /// The image in the PNG file at `path`, decoded by `decoder`.
    ///
    /// Throws `PNGError.io` when the file cannot be read, or the decoder's errors.
    public static func read(_ path: String, decoder: PNGDecoder = .init()) throws -> Bitmap {
        try decoder.decode(readAll(path))
    }

    /// Encodes `bitmap` with `encoder` and writes it atomically to `path`,
    /// replacing any file there.
    ///
    /// Throws the encoder's errors, or `PNGError.io` naming `path` and the OS error.
    public static func write(_ bitmap: Bitmap, to path: String, encoder: PNGEncoder = .init()) throws {
        try writeBytes(encoder.encode(bitmap), to: path)
    }

    /// Writes `bytes` (already PNG-encoded, or anything else) atomically to `path`,
    /// replacing any file there.
    ///
    /// Throws `PNGError.io` naming `path` and the OS error; on failure no temporary
    /// file is left behind and any existing file at `path` is untouched.
    public static func writeBytes(_ bytes: [UInt8], to path: String) throws {
        try writeAtomically(bytes, to: path)
    }
}
