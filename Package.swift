// swift-tools-version:6.0
// Flipbook: UIKit-style view-controller transitions rendered offscreen on Linux.
//
// Modules, each doing one thing; dependencies point down (docs/DESIGN.md):
//   flipbook -> FlipbookCLI -> FlipbookShowcase, FlipbookDocs, FlipbookDiff, FlipbookRender, FlipbookPNG
//   FlipbookTesting (XCTest / Swift Testing layer) -> FlipbookDiff, FlipbookRender, FlipbookPNG
//   FlipbookDocs (contact sheets, timing plots) -> FlipbookRender, FlipbookPNG
//   FlipbookDiff (image and frame-set diff, time-shift hint, HTML report) -> FlipbookPNG
//   FlipbookRender (Cairo compositor, frame pipeline) -> FlipbookPNG, CCairo
//   FlipbookPNG (PNG and APNG codec, atomic file output) -> CPNG
//   FlipbookAnimated (animated WebP and GIF writers) -> FlipbookPNG, CWebP, CGIF, CImageQuant
//   FlipbookShowcase -> FlipbookUIKit -> FlipbookCore (geometry, curves, springs, Timeline)
import PackageDescription

let package = Package(
    name: "Flipbook",
    products: [
        .library(name: "FlipbookCore", targets: ["FlipbookCore"]),
        .library(name: "FlipbookUIKit", targets: ["FlipbookUIKit"]),
        .library(name: "FlipbookPNG", targets: ["FlipbookPNG"]),
        .library(name: "FlipbookRender", targets: ["FlipbookRender"]),
        .library(name: "FlipbookDiff", targets: ["FlipbookDiff"]),
        .library(name: "FlipbookDocs", targets: ["FlipbookDocs"]),
        .library(name: "FlipbookShowcase", targets: ["FlipbookShowcase"]),
        .library(name: "FlipbookTesting", targets: ["FlipbookTesting"]),
        .library(name: "FlipbookAnimated", targets: ["FlipbookAnimated"]),
        .executable(name: "flipbook", targets: ["flipbook"]),
        .executable(name: "flipbook-bench", targets: ["FlipbookBench"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev", "zlib1g-dev"])]
        ),
        .target(name: "FlipbookCore"),
        .target(name: "FlipbookUIKit", dependencies: ["FlipbookCore"]),
        .target(name: "FlipbookShowcase", dependencies: ["FlipbookUIKit"]),
        .target(name: "FlipbookPNG", dependencies: ["FlipbookCore", "CPNG"]),
        .target(name: "FlipbookRender", dependencies: ["FlipbookCore", "FlipbookPNG", "CCairo"]),
        .target(name: "FlipbookDiff", dependencies: ["FlipbookCore", "FlipbookPNG"]),
        .target(name: "FlipbookDocs", dependencies: ["FlipbookCore", "FlipbookRender"]),
        .target(name: "FlipbookTesting", dependencies: ["FlipbookCore", "FlipbookPNG", "FlipbookRender", "FlipbookDiff"]),
        .target(
            name: "FlipbookCLI",
            dependencies: ["FlipbookCore", "FlipbookPNG", "FlipbookRender", "FlipbookDiff", "FlipbookDocs", "FlipbookShowcase",
                           "FlipbookAnimated"]
        ),
        .executableTarget(name: "flipbook", dependencies: ["FlipbookCLI"]),
        .executableTarget(
            name: "FlipbookBench",
            dependencies: ["FlipbookRender", "FlipbookShowcase", "FlipbookAnimated"]
        ),
        // Test-only helpers (an APNG decoder and canvas that check what the encoder wrote): not
        // part of any product.
        .target(name: "FlipbookTestSupport", dependencies: ["FlipbookCore", "FlipbookPNG", "FlipbookRender"], path: "Tests/FlipbookTestSupport"),
        // Animated WebP (libwebp's WebPAnimEncoder) and GIF (giflib, palettes from libimagequant).
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(name: "CGIF", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CImageQuant", pkgConfig: "imagequant", providers: [.apt(["libimagequant-dev"])]),
        .target(name: "FlipbookAnimated", dependencies: ["FlipbookCore", "FlipbookPNG", "CWebP", "CGIF", "CImageQuant"]),
        .testTarget(name: "FlipbookAnimatedTests", dependencies: ["FlipbookAnimated", "FlipbookTestSupport"]),
        .testTarget(name: "FlipbookCoreTests", dependencies: ["FlipbookCore"]),
        .testTarget(name: "FlipbookUIKitTests", dependencies: ["FlipbookUIKit"]),
        .testTarget(name: "FlipbookPNGTests", dependencies: ["FlipbookPNG", "FlipbookTestSupport"]),
        .testTarget(name: "FlipbookRenderTests", dependencies: ["FlipbookRender", "FlipbookTestSupport"]),
        .testTarget(name: "FlipbookDiffTests", dependencies: ["FlipbookDiff", "FlipbookTestSupport"]),
        .testTarget(name: "FlipbookDocsTests", dependencies: ["FlipbookDocs", "FlipbookTestSupport"]),
        .testTarget(
            name: "FlipbookShowcaseTests",
            dependencies: ["FlipbookShowcase", "FlipbookTesting"]
        ),
        .testTarget(name: "FlipbookCLITests", dependencies: ["FlipbookCLI", "flipbook", "FlipbookTestSupport"]),
        .testTarget(
            name: "FlipbookTestingTests",
            dependencies: ["FlipbookTesting", "FlipbookUIKit", "FlipbookTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
