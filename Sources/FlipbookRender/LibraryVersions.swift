import CCairo
import CPNG

/// The versions of the C libraries this build runs with (for `flipbook --version` and the
/// goldens' provenance).
public enum LibraryVersions {
    /// Cairo's version, e.g. "1.16.0" (`cairo_version_string()`).
    public static var cairo: String { String(cString: cairo_version_string()) }
    /// libpng's version, e.g. "1.6.39" (`png_get_libpng_ver`).
    public static var libpng: String { String(cString: png_get_libpng_ver(nil)) }
    /// zlib's version (`zlibVersion()`).
    public static var zlib: String { String(cString: zlibVersion()) }
}
