// swift-tools-version:6.0
// Flipbook: UIKit-style view-controller transitions rendered offscreen on Linux.
//
// Modules, each doing one thing; dependencies point down (docs/DESIGN.md):
//   flipbook -> FlipbookCLI -> FlipbookShowcase, FlipbookDocs, FlipbookDiff, FlipbookRender, FlipbookPNG
//   FlipbookTesting (XCTest / Swift Testing layer) -> FlipbookDiff, FlipbookDocs, FlipbookRender, FlipbookPNG,
//     FlipbookUIKit (golden matrices record under StageSettings)
//   FlipbookDocs (contact sheets, timing plots) -> FlipbookRender, FlipbookPNG
//   FlipbookDiff (image and frame-set diff, time-shift hint, HTML report) -> FlipbookPNG
//   FlipbookRender (Cairo compositor, frame pipeline) -> FlipbookPNG, FlipbookText, CCairo
//   FlipbookPNG (PNG and APNG codec, atomic file output) -> CPNG
//   FlipbookAnimated (animated WebP and GIF writers) -> FlipbookPNG, CWebP, CGIF, CImageQuant
//   FlipbookShowcase -> FlipbookUIKit -> FlipbookImageIO (PNG, JPEG files), FlipbookText (Pango layout), FlipbookLayout
//   FlipbookUIKit, FlipbookRender ... -> FlipbookCore (geometry, curves, springs, Timeline, content values)
//   FlipbookLayout (Cassowary constraint solver, visual format language parser; Foundation only)
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
        .library(name: "FlipbookLayout", targets: ["FlipbookLayout"]),
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
        .systemLibrary(
            name: "CTurboJPEG",
            pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]
        ),
        .systemLibrary(
            name: "CPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "fonts-inter"])]
        ),
        .target(name: "FlipbookCore"),
        // Auto Layout's arithmetic: the Cassowary solver and the visual format parser, values only.
        .target(name: "FlipbookLayout"),
        // Image files (PNG through FlipbookPNG, JPEG through libjpeg-turbo) and text layout
        // (Pango, fontconfig confined to Inter): what UIImage and UILabel need while recording.
        .target(name: "FlipbookImageIO", dependencies: ["FlipbookCore", "FlipbookPNG", "CTurboJPEG"]),
        .target(name: "FlipbookText", dependencies: ["FlipbookCore", "CPango"]),
        .target(
            name: "FlipbookUIKit", dependencies: ["FlipbookCore", "FlipbookImageIO", "FlipbookText", "FlipbookLayout"]),
        // The photos of screens G and D (copies of fixtures/images/landscape-1...6.png, kept
        // identical by a test), found through `Showcase.photoBundle`.
        .target(
            name: "FlipbookShowcase", dependencies: ["FlipbookUIKit", "FlipbookCore"],
            resources: [.copy("Resources/Photos")]),
        .target(name: "FlipbookPNG", dependencies: ["FlipbookCore", "CPNG"]),
        .target(name: "FlipbookRender", dependencies: ["FlipbookCore", "FlipbookPNG", "FlipbookText", "CCairo"]),
        .target(name: "FlipbookDiff", dependencies: ["FlipbookCore", "FlipbookPNG"]),
        .target(name: "FlipbookDocs", dependencies: ["FlipbookCore", "FlipbookRender"]),
        .target(
            name: "FlipbookTesting",
            dependencies: [
                "FlipbookCore", "FlipbookPNG", "FlipbookRender", "FlipbookDiff", "FlipbookDocs", "FlipbookUIKit",
            ]),
        .target(
            name: "FlipbookCLI",
            dependencies: [
                "FlipbookCore", "FlipbookPNG", "FlipbookRender", "FlipbookDiff", "FlipbookDocs", "FlipbookUIKit",
                "FlipbookAnimated",
            ]
        ),
        .executableTarget(name: "flipbook", dependencies: ["FlipbookCLI", "FlipbookShowcase"]),
        .executableTarget(
            name: "FlipbookBench",
            dependencies: [
                "FlipbookRender", "FlipbookShowcase", "FlipbookAnimated", "FlipbookCLI", "FlipbookLayout",
                "FlipbookUIKit", "FlipbookCore", "FlipbookPNG",
            ]
        ),
        // Test-only helpers (an APNG decoder and canvas that check what the encoder wrote): not
        // part of any product.
        .target(
            name: "FlipbookTestSupport", dependencies: ["FlipbookCore", "FlipbookPNG", "FlipbookRender", "CCairo"],
            path: "Tests/FlipbookTestSupport"),
        // Animated WebP (libwebp's WebPAnimEncoder) and GIF (giflib, palettes from libimagequant).
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(name: "CGIF", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CImageQuant", pkgConfig: "imagequant", providers: [.apt(["libimagequant-dev"])]),
        .target(
            name: "FlipbookAnimated", dependencies: ["FlipbookCore", "FlipbookPNG", "CWebP", "CGIF", "CImageQuant"]),
        .testTarget(name: "FlipbookAnimatedTests", dependencies: ["FlipbookAnimated", "FlipbookTestSupport"]),
        .testTarget(name: "FlipbookCoreTests", dependencies: ["FlipbookCore"]),
        .testTarget(name: "FlipbookLayoutTests", dependencies: ["FlipbookLayout"]),
        .testTarget(name: "FlipbookUIKitTests", dependencies: ["FlipbookUIKit", "FlipbookText", "FlipbookStoryboard"]),
        .testTarget(name: "FlipbookImageIOTests", dependencies: ["FlipbookImageIO", "FlipbookTestSupport"]),
        .testTarget(name: "FlipbookTextTests", dependencies: ["FlipbookText", "CPango"]),
        .testTarget(name: "FlipbookPNGTests", dependencies: ["FlipbookPNG", "FlipbookTestSupport"]),
        .testTarget(name: "FlipbookRenderTests", dependencies: ["FlipbookRender", "FlipbookTestSupport"]),
        .testTarget(name: "FlipbookDiffTests", dependencies: ["FlipbookDiff", "FlipbookTestSupport"]),
        .testTarget(name: "FlipbookDocsTests", dependencies: ["FlipbookDocs", "FlipbookTestSupport"]),
        .testTarget(
            name: "FlipbookShowcaseTests",
            dependencies: ["FlipbookShowcase", "FlipbookTesting", "FlipbookUIKit"]
        ),
        .testTarget(
            name: "FlipbookCLITests",
            dependencies: [
                "FlipbookCLI", "flipbook", "FlipbookTestSupport", "FlipbookImageIO", "FlipbookStoryboard",
                "FlipbookShowcase",
            ]),
        .testTarget(
            name: "FlipbookTestingTests",
            dependencies: ["FlipbookTesting", "FlipbookUIKit", "FlipbookTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Porting an app's own transition files (docs/porting.md): the rewrite (`FlipbookPort`), its
// command-line tool, and the build-tool plugin that runs it over an app's folder.
package.products += [
    .library(name: "FlipbookPort", targets: ["FlipbookPort"]),
    .plugin(name: "FlipbookPortPlugin", targets: ["FlipbookPortPlugin"]),
]
package.targets += [
    .target(name: "FlipbookPort"),
    .executableTarget(name: "FlipbookPortTool", dependencies: ["FlipbookPort"]),
    .plugin(name: "FlipbookPortPlugin", capability: .buildTool(), dependencies: ["FlipbookPortTool"]),
    .testTarget(name: "FlipbookPortTests", dependencies: ["FlipbookPort", "FlipbookTestSupport"]),
]

// `import UIKit`, `import QuartzCore` and `import CoreGraphics` unchanged, on Linux only:
// modules with Apple's names would shadow Apple's own elsewhere, so they exist only where
// Apple's do not. The plugin's test compiles the app-style files of fixtures/port with them.
#if os(Linux)
package.products += [
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "QuartzCore", targets: ["QuartzCore"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
]
package.targets += [
    .target(name: "UIKit", dependencies: ["FlipbookUIKit"]),
    .target(name: "QuartzCore", dependencies: ["FlipbookUIKit"]),
    .target(name: "CoreGraphics", dependencies: ["FlipbookUIKit"]),
    .testTarget(
        name: "FlipbookPortPluginTests",
        dependencies: ["UIKit", "QuartzCore", "CoreGraphics", "FlipbookUIKit", "FlipbookTesting"],
        // The Trips app's goldens (PortedTripsTests) are not sources.
        exclude: ["flipbook-port.txt", "__Goldens__"],
        // The storyboard and nib of fixtures/port/Storyboard (copies of fixtures/storyboards,
        // kept identical by a test), found through Bundle.module as an app's resources are.
        resources: [.copy("Resources/Main.storyboard"), .copy("Resources/CardCell.xib")],
        plugins: ["FlipbookPortPlugin"]
    ),
]
#endif

// Interface Builder files (`.storyboard`, `.xib`) read into plain values (docs/SEMANTICS.md §19).
package.products.append(.library(name: "FlipbookStoryboard", targets: ["FlipbookStoryboard"]))
package.targets += [
    .target(name: "FlipbookStoryboard"),
    .testTarget(name: "FlipbookStoryboardTests", dependencies: ["FlipbookStoryboard"]),
]

// `flipbook port FILE...` prints the rewrite the plugin compiles.
package.targets.first { $0.name == "FlipbookCLI" }?.dependencies.append("FlipbookPort")

// Storyboards and nibs for FlipbookUIKit (its Storyboard room).
package.targets.first { $0.name == "FlipbookUIKit" }?.dependencies.append("FlipbookStoryboard")

// The command-line library, for an app's own executable (`FlipbookCLI.main(scenes:)`).
package.products.append(.library(name: "FlipbookCLI", targets: ["FlipbookCLI"]))
