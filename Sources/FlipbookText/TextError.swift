/// Why text could not be laid out or drawn (SEMANTICS.md §14).
public enum TextError: Error, Equatable, Sendable, CustomStringConvertible {
    /// None of Inter's files was found in `folder`; Debian's `fonts-inter` installs them.
    case fontsMissing(folder: String)
    /// fontconfig refused a call: `call` is the C function, `detail` what it was given.
    case fontconfig(call: String, detail: String)
    /// Pango could not make what was asked (`call` is the C function that returned NULL).
    case pango(call: String)

    /// One sentence naming the failure and the way out.
    public var description: String {
        switch self {
        case .fontsMissing(let folder):
            return "no Inter font files (Inter-*.otf) in \(folder); install Debian's fonts-inter (./render.sh does) "
                + "or set FLIPBOOK_INTER_DIR to a folder holding them"
        case let .fontconfig(call, detail):
            return "fontconfig's \(call) failed for \(detail)"
        case .pango(let call):
            return "Pango's \(call) returned no object"
        }
    }
}
