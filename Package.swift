// swift-tools-version:6.0
// Flipbook: UIKit-style view-controller transitions rendered offscreen on Linux.
//
// The targets are listed in the order of the module table of docs/DESIGN.md, which says what
// each module holds and may import: executables first, then each module above the modules it
// imports, then the system libraries, the test-only helpers and the tests.
// PackageStructureTests checks that this file, that table and the sources' imports agree.
import PackageDescription

// Modules with Apple's names (`import UIKit`, `import QuartzCore`, `import CoreGraphics`
// unchanged in an app's ported files) exist on Linux only: elsewhere they would shadow Apple's.
#if os(Linux)
let onLinux = true
#else
let onLinux = false
#endif

/// `targets` on Linux, none elsewhere.
func linuxOnly<T>(_ items: [T]) -> [T] { onLinux ? items : [] }

let package = Package(
    name: "Flipbook",
    products: [
        .executable(name: "flipbook", targets: ["flipbook"]),
        .executable(name: "flipbook-bench", targets: ["FlipbookBench"]),
        // The command-line library, for an app's own executable (`FlipbookCLI.main(scenes:)`).
        .library(name: "FlipbookCLI", targets: ["FlipbookCLI"]),
        .library(name: "FlipbookTesting", targets: ["FlipbookTesting"]),
        .library(name: "FlipbookDocs", targets: ["FlipbookDocs"]),
        .library(name: "FlipbookDiff", targets: ["FlipbookDiff"]),
        .library(name: "FlipbookAnimated", targets: ["FlipbookAnimated"]),
        .library(name: "FlipbookRender", targets: ["FlipbookRender"]),
        .library(name: "FlipbookShowcase", targets: ["FlipbookShowcase"]),
    ]
        + linuxOnly([
            .library(name: "UIKit", targets: ["UIKit"]),
            .library(name: "QuartzCore", targets: ["QuartzCore"]),
            .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
            // Apple's reactive framework for apps' view models; `import UIKit`'s product builds it.
            .library(name: "Combine", targets: ["Combine"]),
            // swift-snapshot-testing's API for an iOS team's snapshot test files (on a Mac,
            // Xcode keeps the real library).
            .library(name: "SnapshotTesting", targets: ["SnapshotTesting"]),
        ])
        + [
            .library(name: "FlipbookUIKit", targets: ["FlipbookUIKit"]),
            .library(name: "FlipbookStoryboard", targets: ["FlipbookStoryboard"]),
            .library(name: "FlipbookPNG", targets: ["FlipbookPNG"]),
            .library(name: "FlipbookLayout", targets: ["FlipbookLayout"]),
            .library(name: "FlipbookCore", targets: ["FlipbookCore"]),
            .library(name: "FlipbookPort", targets: ["FlipbookPort"]),
            .plugin(name: "FlipbookPortPlugin", targets: ["FlipbookPortPlugin"]),
        ],
    targets: [
        // The `flipbook` command: the command line with the built-in showcase's scenes.
        .executableTarget(name: "flipbook", dependencies: ["FlipbookCLI", "FlipbookShowcase"]),
        // `flipbook-bench`, the figures of bench/run.sh.
        .executableTarget(
            name: "FlipbookBench",
            dependencies: [
                "FlipbookCLI", "FlipbookAnimated", "FlipbookRender", "FlipbookShowcase", "FlipbookUIKit",
                "FlipbookPNG", "FlipbookLayout", "FlipbookCore", "FlipbookStoryboard",
            ]
        ),
        .target(
            name: "FlipbookCLI",
            dependencies: [
                "FlipbookDocs", "FlipbookDiff", "FlipbookAnimated", "FlipbookRender", "FlipbookUIKit", "FlipbookPNG",
                "FlipbookPort", "FlipbookCore",
            ]
        ),
        .target(
            name: "FlipbookTesting",
            dependencies: [
                "FlipbookDiff", "FlipbookDocs", "FlipbookRender", "FlipbookPNG", "FlipbookUIKit", "FlipbookCore",
            ]
        ),
        // Test-only helpers (an APNG decoder and canvas that check what the encoder wrote): not
        // part of any product.
        .target(
            name: "FlipbookTestSupport", dependencies: ["FlipbookRender", "FlipbookPNG", "FlipbookCore", "CCairo"],
            path: "Tests/FlipbookTestSupport"),
        .target(name: "FlipbookDocs", dependencies: ["FlipbookRender", "FlipbookCore"]),
        .target(name: "FlipbookDiff", dependencies: ["FlipbookPNG", "FlipbookCore"]),
        // Animated WebP (libwebp's WebPAnimEncoder) and GIF (giflib, palettes from libimagequant).
        .target(
            name: "FlipbookAnimated", dependencies: ["FlipbookPNG", "FlipbookCore", "CWebP", "CGIF", "CImageQuant"]),
        // The photos of screens G and D (copies of fixtures/images/landscape-1...6.png, kept
        // identical by a test), found through `Showcase.photoBundle`.
        .target(
            name: "FlipbookShowcase", dependencies: ["FlipbookUIKit", "FlipbookCore"],
            resources: [.copy("Resources/Photos")]),
    ]
        + linuxOnly([
            .target(name: "UIKit", dependencies: ["FlipbookUIKit", "Combine"]),
            .target(name: "QuartzCore", dependencies: ["FlipbookUIKit"]),
            .target(name: "CoreGraphics", dependencies: ["FlipbookUIKit"]),
            // Combine's API, written from its documentation (docs/SEMANTICS.md §35); Foundation only.
            .target(name: "Combine"),
            // swift-snapshot-testing's names over FlipbookTesting, the stage and the compositor
            // (docs/SEMANTICS.md, "Snapshot tests"); its row in docs/DESIGN.md is above
            // FlipbookTesting's.
            .target(
                name: "SnapshotTesting",
                dependencies: [
                    "UIKit", "_Testing_UIKit", "_Testing_CoreGraphics", "FlipbookTesting", "FlipbookDocs",
                    "FlipbookRender", "FlipbookPNG", "FlipbookUIKit", "FlipbookCore",
                ]),
            // Empty cross-import overlays, so that a test file importing Swift Testing with UIKit
            // or CoreGraphics compiles on Linux (the toolchain's Testing module names them).
            .target(name: "_Testing_UIKit"),
            .target(name: "_Testing_CoreGraphics"),
        ])
        + [
            .target(
                name: "FlipbookUIKit",
                dependencies: [
                    "FlipbookRender", "FlipbookStoryboard", "FlipbookLayout", "FlipbookImageIO", "FlipbookText",
                    "FlipbookCore",
                ]
            ),
            // The Cairo compositor; FlipbookUIKit draws image renderers and `drawHierarchy`
            // through it while recording (docs/DESIGN.md).
            .target(name: "FlipbookRender", dependencies: ["FlipbookPNG", "FlipbookText", "FlipbookCore", "CCairo"]),
            // Interface Builder files (`.storyboard`, `.xib`) read into plain values
            // (docs/SEMANTICS.md §19).
            .target(name: "FlipbookStoryboard"),
            // Image files (PNG through FlipbookPNG, JPEG through libjpeg-turbo): what UIImage needs
            // while recording.
            .target(name: "FlipbookImageIO", dependencies: ["FlipbookPNG", "FlipbookCore", "CTurboJPEG", "CPoppler"]),
            // Text layout (Pango, fontconfig confined to Inter): what UILabel measures while
            // recording and the compositor draws.
            .target(name: "FlipbookText", dependencies: ["FlipbookCore", "CPango"]),
            .target(name: "FlipbookPNG", dependencies: ["FlipbookCore", "CPNG"]),
            // Auto Layout's arithmetic: the Cassowary solver and the visual format parser, values only.
            .target(name: "FlipbookLayout"),
            .target(name: "FlipbookCore"),
            // Porting an app's own transition files (docs/porting.md): the rewrite, its
            // command-line tool, and the build-tool plugin that runs it over an app's folder.
            .target(name: "FlipbookPort"),
            .executableTarget(name: "FlipbookPortTool", dependencies: ["FlipbookPort"]),
            .plugin(name: "FlipbookPortPlugin", capability: .buildTool(), dependencies: ["FlipbookPortTool"]),

            // System libraries, found with pkg-config.
            .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
            .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev", "zlib1g-dev"])]),
            .systemLibrary(
                name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev", "fonts-inter"])]),
            .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
            .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
            .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
            .systemLibrary(name: "CGIF", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
            .systemLibrary(name: "CImageQuant", pkgConfig: "imagequant", providers: [.apt(["libimagequant-dev"])]),

            // The tests, one target a module, in the same order; each declares every module it
            // imports.
            .testTarget(
                name: "FlipbookCLITests",
                dependencies: [
                    "FlipbookCLI", "flipbook", "FlipbookTesting", "FlipbookTestSupport", "FlipbookDocs",
                    "FlipbookAnimated", "FlipbookRender", "FlipbookShowcase", "FlipbookUIKit", "FlipbookStoryboard",
                    "FlipbookImageIO", "FlipbookPNG", "FlipbookCore",
                ]),
            .testTarget(
                name: "FlipbookTestingTests",
                dependencies: [
                    "FlipbookTesting", "FlipbookTestSupport", "FlipbookDocs", "FlipbookDiff", "FlipbookRender",
                    "FlipbookUIKit", "FlipbookPNG", "FlipbookCore",
                ]),
            // End-to-end drawing: screens recorded with FlipbookUIKit and drawn through the
            // compositor, checked against figures worked by hand (no golden assertions).
            .testTarget(
                name: "FlipbookDrawingTests",
                dependencies: ["FlipbookDocs", "FlipbookRender", "FlipbookUIKit", "FlipbookPNG", "FlipbookCore"]),
            .testTarget(
                name: "FlipbookDocsTests",
                dependencies: ["FlipbookDocs", "FlipbookTestSupport", "FlipbookRender", "FlipbookPNG", "FlipbookCore"]),
            .testTarget(
                name: "FlipbookDiffTests",
                dependencies: ["FlipbookDiff", "FlipbookTestSupport", "FlipbookRender", "FlipbookCore"]),
            .testTarget(
                name: "FlipbookAnimatedTests",
                dependencies: ["FlipbookAnimated", "FlipbookTestSupport", "FlipbookPNG", "FlipbookCore"]),
            .testTarget(
                name: "FlipbookRenderTests",
                dependencies: ["FlipbookRender", "FlipbookTestSupport", "FlipbookPNG", "FlipbookText", "FlipbookCore"]),
            .testTarget(
                name: "FlipbookShowcaseTests",
                dependencies: [
                    "FlipbookShowcase", "FlipbookTesting", "FlipbookDiff", "FlipbookRender", "FlipbookUIKit",
                    "FlipbookPNG", "FlipbookCore",
                ]),
        ]
        + linuxOnly([
            // The port plugin's test compiles the app-style files of fixtures/port with the
            // modules of Apple's names.
            .testTarget(
                name: "FlipbookPortPluginTests",
                dependencies: [
                    "UIKit", "QuartzCore", "CoreGraphics", "FlipbookTesting", "FlipbookUIKit", "FlipbookStoryboard",
                    "FlipbookRender",
                ],
                // The Trips app's goldens (PortedTripsTests) are not sources.
                exclude: ["flipbook-port.txt", "__Goldens__"],
                // The storyboard and nib of fixtures/port/Storyboard (copies of fixtures/storyboards,
                // kept identical by a test), found through Bundle.module as an app's resources are.
                resources: [.copy("Resources/Main.storyboard"), .copy("Resources/CardCell.xib")],
                plugins: ["FlipbookPortPlugin"]
            ),
            // The snapshot module's tests, and a test file as the library's users write them
            // (ProfileSnapshotTests.swift) beside its app files; references in __Snapshots__.
            .testTarget(
                name: "SnapshotTestingTests",
                dependencies: ["SnapshotTesting", "UIKit", "FlipbookCore"], exclude: ["__Snapshots__"]),
            .testTarget(name: "CombineTests", dependencies: ["Combine"]),
        ])
        + [
            .testTarget(
                name: "FlipbookUIKitTests",
                dependencies: ["FlipbookUIKit", "FlipbookStoryboard", "FlipbookText", "FlipbookCore"]),
            .testTarget(name: "FlipbookStoryboardTests", dependencies: ["FlipbookStoryboard"]),
            .testTarget(
                name: "FlipbookImageIOTests",
                dependencies: ["FlipbookImageIO", "FlipbookTestSupport", "FlipbookPNG", "FlipbookCore"]),
            .testTarget(name: "FlipbookTextTests", dependencies: ["FlipbookText", "FlipbookCore", "CPango"]),
            .testTarget(
                name: "FlipbookPNGTests", dependencies: ["FlipbookPNG", "FlipbookTestSupport", "FlipbookCore", "CPNG"]),
            .testTarget(name: "FlipbookLayoutTests", dependencies: ["FlipbookLayout"]),
            .testTarget(name: "FlipbookCoreTests", dependencies: ["FlipbookCore"]),
            .testTarget(name: "FlipbookPortTests", dependencies: ["FlipbookPort", "FlipbookTestSupport"]),
        ],
    swiftLanguageModes: [.v6]
)
