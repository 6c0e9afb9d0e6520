import CGIF
import CImageQuant
import CWebP

/// The one place where the C libraries' statuses are checked and turned into
/// `AnimatedImageError`s that keep the libraries' own messages (design rule 6).
enum CStatus {
    /// libwebp: `ok` is the call's boolean result; the message is the animation encoder's
    /// error text when there is one (`WebPAnimEncoderGetError`), else the picture's error code.
    static func webp(_ ok: Int32, _ call: String, encoder: OpaquePointer? = nil, picture: WebPPicture? = nil) throws {
        guard ok == 0 else { return }
        var message = "it returned 0"
        if let encoder, let text = WebPAnimEncoderGetError(encoder), text.pointee != 0 {
            message = String(cString: text)
        } else if let picture, picture.error_code != VP8_ENC_OK {
            message = "picture error \(picture.error_code.rawValue)"
        }
        throw AnimatedImageError.libwebp(call: call, message: message)
    }

    /// A libwebp constructor that returns nil on failure.
    static func webp<T>(_ value: T?, _ call: String) throws -> T {
        guard let value else {
            throw AnimatedImageError.libwebp(call: call, message: "it returned NULL (out of memory or bad options)")
        }
        return value
    }

    /// giflib: `status` is `GIF_OK` or `GIF_ERROR`; the error code is in the file's `Error`.
    static func gif(_ status: Int32, _ call: String, _ file: UnsafeMutablePointer<GifFileType>) throws {
        guard status != GIF_OK else { return }
        try gifError(file.pointee.Error, call)
    }

    /// A giflib error code (`D_GIF_ERR_*` / `E_GIF_ERR_*`), 0 for none.
    static func gifError(_ code: Int32, _ call: String) throws {
        guard code != 0 else { return }
        let message = GifErrorString(code).map { String(cString: $0) } ?? "unknown error"
        throw AnimatedImageError.giflib(call: call, code: code, message: message)
    }

    /// libimagequant: a `liq_error` other than `LIQ_OK`.
    static func liq(_ status: liq_error, _ call: String) throws {
        guard status != LIQ_OK else { return }
        throw AnimatedImageError.imagequant(call: call, code: Int32(status.rawValue))
    }

    /// A libimagequant constructor that returns nil on failure.
    static func liq<T>(_ value: T?, _ call: String) throws -> T {
        guard let value else {
            throw AnimatedImageError.imagequant(call: call, code: Int32(LIQ_OUT_OF_MEMORY.rawValue))
        }
        return value
    }
}
