import CPNG

/// The versions of the C libraries the codec runs with (for `flipbook --version`).
public enum PNGLibraryVersions {
    /// libpng's version, e.g. "1.6.39" (`png_get_libpng_ver`).
    public static var libpng: String { String(cString: png_get_libpng_ver(nil)) }
    /// zlib's version (`zlibVersion()`).
    public static var zlib: String { String(cString: zlibVersion()) }
}
