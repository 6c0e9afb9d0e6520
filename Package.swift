// swift-tools-version:6.0
// Flipbook: UIKit-style view-controller transitions rendered offscreen on Linux.
import PackageDescription

let package = Package(
    name: "Flipbook",
    products: [
        .library(name: "FlipbookCore", targets: ["FlipbookCore"]),
        .library(name: "FlipbookUIKit", targets: ["FlipbookUIKit"]),
        .library(name: "FlipbookRender", targets: ["FlipbookRender"]),
        .library(name: "FlipbookShowcase", targets: ["FlipbookShowcase"]),
        .library(name: "FlipbookTesting", targets: ["FlipbookTesting"]),
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
        .target(name: "FlipbookRender", dependencies: ["FlipbookCore", "CCairo", "CPNG"]),
        .target(name: "FlipbookTesting", dependencies: ["FlipbookRender", "FlipbookUIKit"]),
        .target(
            name: "FlipbookCLI",
            dependencies: ["FlipbookCore", "FlipbookUIKit", "FlipbookRender", "FlipbookShowcase", "FlipbookTesting"]
        ),
        .executableTarget(name: "flipbook", dependencies: ["FlipbookCLI"]),
        .executableTarget(
            name: "FlipbookBench",
            dependencies: ["FlipbookRender", "FlipbookShowcase"]
        ),
        .testTarget(name: "FlipbookCoreTests", dependencies: ["FlipbookCore"]),
        .testTarget(name: "FlipbookUIKitTests", dependencies: ["FlipbookUIKit"]),
        .testTarget(name: "FlipbookRenderTests", dependencies: ["FlipbookRender"]),
        .testTarget(
            name: "FlipbookShowcaseTests",
            dependencies: ["FlipbookShowcase", "FlipbookTesting", "FlipbookRender"]
        ),
        .testTarget(name: "FlipbookCLITests", dependencies: ["FlipbookCLI", "flipbook"]),
        .testTarget(
            name: "FlipbookTestingTests",
            dependencies: ["FlipbookTesting", "FlipbookRender", "FlipbookUIKit", "FlipbookCLI"]
        ),
    ],
    swiftLanguageModes: [.v5]
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
    .testTarget(name: "FlipbookPortTests", dependencies: ["FlipbookPort"]),
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
        dependencies: ["UIKit", "QuartzCore", "CoreGraphics", "FlipbookUIKit"],
        exclude: ["flipbook-port.txt"],
        plugins: ["FlipbookPortPlugin"]
    ),
]
#endif

// `flipbook port FILE...` prints the rewrite the plugin compiles.
package.targets.first { $0.name == "FlipbookCLI" }?.dependencies.append("FlipbookPort")

// The command-line library, for an app's own executable (`FlipbookCLI.main(scenes:)`).
package.products.append(.library(name: "FlipbookCLI", targets: ["FlipbookCLI"]))
