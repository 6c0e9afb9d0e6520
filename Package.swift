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
