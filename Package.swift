// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "mrefresh",
    products: [
        .library(name: "MRefreshSyntax", targets: ["MRefreshSyntax"]),
        .library(name: "MRefreshCore", targets: ["MRefreshCore"]),
        .library(name: "MRefreshRender", targets: ["MRefreshRender"]),
        .library(name: "MRefreshFiles", targets: ["MRefreshFiles"]),
        .executable(name: "mrefresh", targets: ["mrefresh"]),
        .executable(name: "mrefresh-fuzz", targets: ["mrefresh-fuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // What the text says (XML, CSS, path data, numbers, SVG's micro-syntaxes and document, source
        // locations), depending on nothing else of mrefresh's; Core builds geometry and layers from its values.
        .target(name: "MRefreshSyntax"),
        .target(name: "MRefreshCore", dependencies: ["MRefreshSyntax"]),
        .target(name: "MRefreshRender", dependencies: ["MRefreshCore", "CCairo"]),
        // Readers of the CLI's own file formats (gesture files), kept out of the executable so the fuzz
        // targets and tests can call them.
        .target(
            name: "MRefreshFiles",
            dependencies: ["MRefreshCore", "MRefreshSyntax", .product(name: "Yams", package: "Yams")]
        ),
        .executableTarget(
            name: "mrefresh",
            dependencies: [
                "MRefreshCore",
                "MRefreshSyntax",
                "MRefreshFiles",
                "MRefreshRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The fuzz targets as plain functions: libFuzzer (`make fuzz`) and the test suite call the same code.
        .target(name: "MRefreshFuzz", dependencies: ["MRefreshCore", "MRefreshSyntax", "MRefreshFiles", "MRefreshRender"]),
        // Built with -DFUZZING it is a libFuzzer binary; otherwise `mrefresh-fuzz replay` (no ArgumentParser,
        // so the fuzz build compiles only what the targets reach). CLibFuzzer only declares libFuzzer's driver.
        .systemLibrary(name: "CLibFuzzer"),
        .executableTarget(name: "mrefresh-fuzz", dependencies: ["MRefreshFuzz", "CLibFuzzer"]),
        // What the PNG encoder is measured and checked against (row filters with zlib and libdeflate, Cairo's
        // own PNG writer): for the benchmark and the tests only, so the product does not link zlib. Its
        // Cairo and libdeflate calls stay in MRefreshRender/Cairo, as SPI.
        .systemLibrary(name: "CZlib"),
        .target(name: "MRefreshPNGComparison", dependencies: ["MRefreshRender", "CZlib"]),
        // The C + Cairo program a whole `mrefresh render` process is measured against (make bench).
        .executableTarget(name: "mrefresh-c-baseline", dependencies: ["CCairo"]),
        .executableTarget(
            name: "mrefresh-bench",
            dependencies: ["MRefreshCore", "MRefreshSyntax", "MRefreshRender", "MRefreshFiles", "MRefreshPNGComparison"]
        ),
        .testTarget(
            name: "MRefreshSyntaxTests",
            dependencies: ["MRefreshSyntax", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "MRefreshCoreTests",
            dependencies: [
                "MRefreshCore",
                "MRefreshSyntax",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "MRefreshRenderTests",
            dependencies: ["MRefreshRender", "MRefreshSyntax", "MRefreshPNGComparison",
                           .product(name: "PropertyBased", package: "swift-property-based")],
            // Read in place by path (helper scripts, golden images), not bundled as resources.
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "mrefreshTests", dependencies: ["MRefreshCore", "MRefreshSyntax", "MRefreshRender", "MRefreshFiles", "mrefresh"]),
        .testTarget(name: "MRefreshFuzzTests", dependencies: ["MRefreshFuzz"]),
        .testTarget(name: "MRefreshFilesTests", dependencies: ["MRefreshFiles", "MRefreshSyntax"]),
    ],
    swiftLanguageModes: [.v6]
)
