import Foundation
import FlipbookCore
import FlipbookImageIO

/// An image (`UIImage`): decoded pixels with a scale, from a PNG or JPEG file or bytes
/// (SEMANTICS.md §14).
///
/// The failable initialisers return nil where UIKit does and print why to standard error
/// (the file, and what is wrong with it); the throwing `load` functions, not in UIKit,
/// give the `ImageError` itself.
///
/// `@unchecked Sendable`, as UIKit documents images as immutable and safe to share between
/// threads: every stored property is a `let` of a `Sendable` value type (`ContentImage`),
/// so no state can change after `init`. The compiler cannot check it only because the class
/// is `open` (apps may subclass it) and inherits from `NSObject`.
open class UIImage: NSObject, @unchecked Sendable {
    /// The pixels (`cgImage` wraps them).
    public let content: ContentImage
    /// The symbol drawn instead of pixels (`UIImage(systemName:)`, Symbols/SymbolImage.swift).
    let symbol: SymbolImage?
    /// `UIImage()`: an image of size zero that draws nothing.
    var isEmptyImage = false
    /// The frames of an animated image (`animatedImage(with:duration:)`), else nil.
    public internal(set) var images: [UIImage]?
    /// How long one pass of an animated image's frames takes, in seconds (0 for a still image).
    public internal(set) var duration: TimeInterval = 0

    /// Wraps decoded pixels.
    public init(content: ContentImage) { self.content = content; symbol = nil; super.init() }

    /// `UIImage()`: an empty image, of size zero, that draws nothing (one clear pixel stands in
    /// for its pixels).
    public override convenience init() {
        self.init(content: ContentImage(bitmap: Bitmap(width: 1, height: 1, fill: (0, 0, 0, 0))!, name: "empty image"))
        isEmptyImage = true
    }

    /// A symbol image; its `content` is one clear pixel (a symbol is drawn as a path).
    init(symbol: SymbolImage) {
        content = ContentImage(bitmap: Bitmap(width: 1, height: 1, fill: (0, 0, 0, 0))!, name: "symbol \(symbol.name)")
        self.symbol = symbol
        super.init()
    }

    /// `UIImage(cgImage:)`, scale 1.
    public convenience init(cgImage: CGImage) { self.init(content: cgImage.content) }

    /// `UIImage(cgImage:scale:orientation:)`: the orientation is ignored (always `.up`).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let c = cgImage.content
        self.init(content: ContentImage(bitmap: c.bitmap, scale: Double(scale), name: c.name))
    }

    /// `UIImage(named:)`: searches the main bundle, then the folders of `FLIPBOOK_IMAGE_PATH`
    /// (see `ImageSearch` for the file names tried). Nil when no file is found or it does not decode.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// `UIImage(named:in:compatibleWith:)`: the main bundle, then `bundle` (a resource bundle
    /// such as `Bundle.module`), then the folders of `FLIPBOOK_IMAGE_PATH`. The trait
    /// collection is ignored.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard let content = Self.report("UIImage(named: \"\(name)\")", { try Self.load(named: name, in: bundle) })
        else {
            return nil
        }
        self.init(content: content)
        assetName = name
    }

    /// The name `UIImage(named:)` was given, for the description.
    var assetName: String?

    /// As UIKit describes an image: `<UIImage:0x... named(main: logo) {280, 280}
    /// renderingMode=automatic>` for one made by name, `anonymous` for the others, the size in
    /// points (the simulator's dump of a view model holding an asset-catalog image reads
    /// `<UIImage named(main: point_free_logo) {280, 280} renderingMode=automatic>` once the
    /// snapshot library has taken the address out).
    open override var description: String {
        let address = String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
        let origin = assetName.map { "named(main: \($0))" } ?? "anonymous"
        func number(_ v: CGFloat) -> String {
            v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%g", Double(v))
        }
        let mode: String
        switch renderingMode {
        case .automatic: mode = "automatic"
        case .alwaysOriginal: mode = "alwaysOriginal"
        case .alwaysTemplate: mode = "alwaysTemplate"
        }
        return "<UIImage:0x\(address) \(origin) {\(number(size.width)), \(number(size.height))} renderingMode=\(mode)>"
    }

    /// An image literal, `#imageLiteral(resourceName:)` (Xcode's image well in code): the
    /// image `UIImage(named:)` finds (`_ExpressibleByImageLiteral`; Literals.swift makes
    /// `UIImage` the literal's type). UIKit traps when there is none; Flipbook prints
    /// `UIImage(named:)`'s message and gives a clear 1 x 1 image instead.
    public required convenience init(imageLiteralResourceName name: String) {
        let found = Self.report("#imageLiteral(resourceName: \"\(name)\")", { try Self.load(named: name, in: nil) })
        self.init(content: found ?? ContentImage(bitmap: Bitmap(width: 1, height: 1, fill: (0, 0, 0, 0))!, name: name))
    }

    /// `UIImage(contentsOfFile:)`: scale 2 for a name ending in `@2x`, 3 for `@3x`.
    public convenience init?(contentsOfFile path: String) {
        guard let content = Self.report("UIImage(contentsOfFile:)", { try Self.load(contentsOfFile: path) }) else {
            return nil
        }
        self.init(content: content)
    }

    /// `UIImage(data:)`, scale 1.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// `UIImage(data:scale:)`.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let content = Self.report("UIImage(data:)", { try Self.load(data: data, scale: Double(scale)) }) else {
            return nil
        }
        self.init(content: content)
    }

    /// Size in points: pixels / scale, or a symbol's size (`UIImage.size`).
    open var size: CGSize { isEmptyImage ? .zero : symbol?.size ?? content.pointSize }
    /// Pixels per point (`UIImage.scale`).
    open var scale: CGFloat { CGFloat(content.scale) }
    /// The pixels (`UIImage.cgImage`).
    open var cgImage: CGImage? { CGImage(content: content) }
    /// Always `.up` (`UIImage.imageOrientation`).
    open var imageOrientation: Orientation { .up }

    /// `UIImage.Orientation`, UIKit's raw values; every image here is `.up` and others
    /// are accepted but drawn as `.up`.
    public enum Orientation: Int, Sendable {
        /// As stored (0).
        case up
        /// Turned 180° (1).
        case down
        /// Turned 90° counter-clockwise (2).
        case left
        /// Turned 90° clockwise (3).
        case right
        /// Mirrored (4).
        case upMirrored
        /// Mirrored, turned 180° (5).
        case downMirrored
        /// Mirrored, turned 90° counter-clockwise (6).
        case leftMirrored
        /// Mirrored, turned 90° clockwise (7).
        case rightMirrored
    }

    /// How the image is drawn (`UIImage.RenderingMode`).
    public enum RenderingMode: Int, Sendable {
        /// UIKit decides: a bitmap as its own colours, a symbol as a template.
        case automatic
        /// The image's own colours.
        case alwaysOriginal
        /// A template: an image view draws its shape (the alpha) in its `tintColor`
        /// (SEMANTICS.md §14).
        case alwaysTemplate
    }

    /// A bitmap's mode, set by `withRenderingMode(_:)`.
    private var bitmapRenderingMode = RenderingMode.automatic

    /// `.automatic` unless set by `withRenderingMode(_:)` (`renderingMode`).
    open var renderingMode: RenderingMode { symbol?.renderingMode ?? bitmapRenderingMode }

    /// The same pixels drawn in `renderingMode` (`withRenderingMode(_:)`): a new image, or
    /// this one when it already has that mode (`.alwaysOriginal` draws a symbol black,
    /// SEMANTICS.md §17).
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        guard var s = symbol else {
            guard renderingMode != bitmapRenderingMode, !isEmptyImage else { return self }
            let copy = UIImage(content: content)
            copy.bitmapRenderingMode = renderingMode
            copy.assetName = assetName
            return copy
        }
        s.renderingMode = renderingMode
        return UIImage(symbol: s)
    }

    /// The image as PNG bytes (`pngData()`), 8-bit RGBA; nil if encoding fails.
    open func pngData() -> Data? {
        (try? ImageEncoder.png(content.bitmap)).map { Data($0) }
    }

    // MARK: - Loading with errors (Flipbook only)

    /// The folders `UIImage(named:in:compatibleWith:)` searches, in order.
    public static func searchFolders(bundle: Bundle?) -> [String] {
        var folders: [String] = []
        if let main = Bundle.main.resourcePath { folders.append(main) }
        if let b = bundle?.resourcePath, !folders.contains(b) { folders.append(b) }
        folders += ImageSearch.folders(fromPathVariable: ProcessInfo.processInfo.environment["FLIPBOOK_IMAGE_PATH"])
        return folders
    }

    /// The image named `name`, or the error that `UIImage(named:in:compatibleWith:)` prints.
    public static func load(named name: String, in bundle: Bundle? = nil) throws -> ContentImage {
        // An image set of an asset catalog first (Storyboard/AssetCatalog.swift).
        if let fromCatalog = try AssetCatalog.image(named: name, bundle: bundle) { return fromCatalog }
        return try ImageSearch(folders: searchFolders(bundle: bundle)).image(named: name)
    }

    /// The image in the file at `path`, or why not.
    public static func load(contentsOfFile path: String) throws -> ContentImage {
        try ImageDecoder().image(contentsOfFile: path)
    }

    /// The image in `data`, or why not.
    public static func load(data: Data, scale: Double = 1) throws -> ContentImage {
        try ImageDecoder().image(data: [UInt8](data), scale: scale)
    }

    /// Runs `body`; on failure prints "<program>: <call> returned nil: <why>" and gives nil.
    private static func report(_ call: String, _ body: () throws -> ContentImage) -> ContentImage? {
        do {
            return try body()
        } catch {
            FileHandle.standardError.write(Data(failureMessage(call, error).utf8))
            return nil
        }
    }

    /// The line printed when `call` returns nil because of `error`, named after the running
    /// program (the last component of its `argv[0]`: "flipbook", or an app's own executable).
    static func failureMessage(_ call: String, _ error: Error) -> String {
        "\(programName): \(call) returned nil: \(error)\n"
    }

    /// The running program's name (`ProgramName.current`): the command line's own in a run of
    /// `FlipbookCLI`, else the last path component of `argv[0]`.
    static var programName: String { ProgramName.current }
}
