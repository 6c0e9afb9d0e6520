import CCairo

/// The version of the C library the compositor runs with (for `flipbook --version` and the
/// goldens' provenance).
public enum LibraryVersions {
    /// Cairo's version, e.g. "1.16.0" (`cairo_version_string()`).
    public static var cairo: String { String(cString: cairo_version_string()) }
}
