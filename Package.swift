// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "mrefresh",
    // macOS 15 for Synchronization's Mutex and String(validating:as:). The compiler must be Swift 6.2 or later
    // (Xcode 26), for Span; InlineArray would need macOS 26's runtime, so SHA256State stands in for it.
    platforms: [.macOS(.v15)],
    products: [
        // What an app links to play an indicator: the refresh machine and frame picking (no Foundation).
        .library(name: "MRefreshMachine", targets: ["MRefreshMachine"]),
        .library(name: "MRefreshSyntax", targets: ["MRefreshSyntax"]),
        .library(name: "MRefreshCore", targets: ["MRefreshCore"]),
        .library(name: "MRefreshSVG", targets: ["MRefreshSVG"]),
        .library(name: "MRefreshPNG", targets: ["MRefreshPNG"]),
        .library(name: "MRefreshRender", targets: ["MRefreshRender"]),
        .library(name: "MRefreshFiles", targets: ["MRefreshFiles"]),
        .executable(name: "mrefresh", targets: ["mrefresh"]),
        .executable(name: "mrefresh-fuzz", targets: ["mrefresh-fuzz"]),
        // For apps' packages: an mrefresh.yaml's frames as a target's resources with typed tables, built
        // with the target; and `swift package mrefresh …`.
        .plugin(name: "MRefreshFramesPlugin", targets: ["MRefreshFramesPlugin"]),
        .plugin(name: "MRefreshCommandPlugin", targets: ["MRefreshCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // Sines, logarithms and powers without the C library's module: RealModule is the math of Swift's own
        // numerics project, the same on Linux and Darwin (Foundation re-exported libm; its Essentials do not).
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        // `mrefresh preview`'s HTTP server: plain sockets, no SwiftNIO (its clean debug build: ~27 s alone).
    ],
    targets: [
        // Cairo's declarations alone: MRefreshRender finds its functions at run time (Cairo/CairoLibrary.swift),
        // so that on Linux the binary does not load Cairo and its twenty libraries before `main`.
        .systemLibrary(name: "CCairo"),
        // Cairo linked, with its pkg-config flags: the C baseline, the tests, and MRefreshRender on macOS, where
        // the flags also find Homebrew's headers for CCairo.
        .systemLibrary(
            name: "CCairoLinked",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]
        ),
        // libdeflate (checksums; its compressor for the comparison) and SHA-256 on the CPU's SHA extensions.
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        // glibc's mallopt, which the Glibc module does not declare (MRefreshSystem's MemoryAllocator).
        .systemLibrary(name: "CMalloc"),
        // The one place that talks to the operating system: every file here imports Glibc or Darwin, and no
        // file elsewhere does (WallTests). A POSIX path that Linux and Darwin both build, and Linux's fast
        // paths behind `os(Linux) && !MREFRESH_PORTABLE` (O_TMPFILE, inotify, mallopt); `make test-portable`
        // runs the suite on the POSIX paths. Its declarations are `package`: no product exports them.
        .target(name: "MRefreshSystem", dependencies: ["CMalloc"]),
        // libjpeg-turbo (Debian's libjpeg62-turbo-dev), for JPEG images in SVG documents; PNG images are Cairo's.
        // Not linked: loaded when an image first needs it (MRefreshRender's Cairo/ImageLibraries.swift), so on
        // Linux, whose compiler finds the headers itself, there is no pkg-config entry to put `-ljpeg` on the
        // link line; elsewhere pkg-config finds Homebrew's headers (and links the library as well).
        .systemLibrary(name: "CJPEG", pkgConfig: imageLibraryPackage("libjpeg"),
                       providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]),
        // libwebp and its demuxer (Debian's libwebp-dev), for WebP images in SVG documents; GIFs are decoded in
        // Swift. Loaded as libjpeg is.
        .systemLibrary(name: "CWebP", pkgConfig: imageLibraryPackage("libwebpdemux"), providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
        // libyaml, whose events MRefreshFiles composes into the nodes its readers read (YAMLEvents is the one
        // file that calls it): the C library a YAML package would wrap, without the Foundation it brings.
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // What the text says (XML, CSS, path data, numbers, SVG's micro-syntaxes and document, source
        // locations), depending on nothing else of mrefresh's; Core builds geometry and layers from its values.
        .target(name: "MRefreshSyntax"),
        // The pull-to-refresh machine, its stages and frame picking by pull distance and by time, and the
        // frame table a manifest holds: what an app links (no Foundation, no SVG, no Cairo). Its JavaScript
        // twin is MRefreshRender's Web/machine.js (MachineDifferentialTests hold them to the same walks).
        .target(name: "MRefreshMachine"),
        .target(name: "MRefreshCore", dependencies: ["MRefreshMachine", "MRefreshSyntax", "MRefreshSystem", .product(name: "RealModule", package: "swift-numerics")]),
        // SVG documents and fonts read into Core's layers (the document reader, fonts, the input loader and
        // its cache for builds), and Core's indicators made from files.
        .target(name: "MRefreshSVG", dependencies: ["MRefreshCore", "MRefreshSyntax", "MRefreshSystem",
                                                    .product(name: "RealModule", package: "swift-numerics")]),
        // The PNG encoder and SHA-256 over pixel spans: no Cairo, no drawing. Its C calls are in its Native/.
        .target(name: "MRefreshPNG", dependencies: ["CDeflate"]),
        // Web/ holds the JavaScript the preview page and the web export carry (ES modules, checked and tested under
        // Node); WebSources.swift embeds them, and WebSourcesTests fail when it falls behind them (`make web`).
        .target(name: "MRefreshRender", dependencies: ["MRefreshCore", "MRefreshSVG", "MRefreshPNG", "MRefreshSystem", "CCairo", "CJPEG", "CWebP",
                                                       .target(name: "CCairoLinked", condition: .when(platforms: [.macOS])),
                                                       .product(name: "RealModule", package: "swift-numerics")],
                exclude: ["Web"]),
        // Readers of the CLI's own file formats (indicator, job and gesture files, on libyaml), kept out of the
        // executable so the fuzz targets and tests can call them.
        .target(
            name: "MRefreshFiles",
            dependencies: ["MRefreshCore", "MRefreshSVG", "MRefreshSyntax", "MRefreshSystem", "CLibYAML"]
        ),
        // `mrefresh preview`'s server: HTTP on MRefreshSystem's loopback sockets, and which request paths may
        // be served.
        .target(name: "MRefreshPreview", dependencies: ["MRefreshSyntax", "MRefreshSystem"]),
        .executableTarget(
            name: "mrefresh",
            dependencies: [
                "MRefreshCore",
                "MRefreshSVG",
                "MRefreshPreview",
                "MRefreshSyntax",
                "MRefreshFiles",
                "MRefreshPNG",
                "MRefreshRender",
                "MRefreshSystem",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(name: "MRefreshFramesPlugin", capability: .buildTool(), dependencies: ["mrefresh"]),
        .plugin(
            name: "MRefreshCommandPlugin",
            capability: .command(
                intent: .custom(verb: "mrefresh", description: "Run mrefresh in the package's folder, e.g. 'mrefresh build mrefresh.yaml --out Sources/App/Frames'."),
                permissions: [.writeToPackageDirectory(reason: "mrefresh writes the frames it draws into the package.")]
            ),
            dependencies: ["mrefresh"]
        ),
        // The fuzz targets as plain functions: libFuzzer (`make fuzz`) and the test suite call the same code.
        .target(name: "MRefreshFuzz", dependencies: ["MRefreshCore", "MRefreshSVG", "MRefreshSyntax", "MRefreshFiles", "MRefreshRender", "MRefreshSystem"]),
        // Built with -DFUZZING it is a libFuzzer binary; otherwise `mrefresh-fuzz replay` (no ArgumentParser,
        // so the fuzz build compiles only what the targets reach). CLibFuzzer only declares libFuzzer's driver.
        .systemLibrary(name: "CLibFuzzer"),
        .executableTarget(name: "mrefresh-fuzz", dependencies: ["MRefreshFuzz", "MRefreshSystem", "CLibFuzzer"]),
        // What the PNG encoder is measured and checked against (row filters with zlib and libdeflate): for the
        // benchmark and the tests only, so the product neither has this code nor links zlib. Its C calls are in
        // its Native/ folder. Cairo's own PNG writer and reader are in MRefreshRender's Cairo/, the one place
        // that calls Cairo.
        .systemLibrary(name: "CZlib"),
        .target(
            name: "MRefreshPNGComparison",
            dependencies: ["MRefreshPNG", "MRefreshRender", "CDeflate", "CZlib"]
        ),
        // The C + Cairo program a whole `mrefresh render` process is measured against (make bench).
        .executableTarget(name: "mrefresh-c-baseline", dependencies: ["CCairoLinked"]),
        .executableTarget(
            name: "mrefresh-bench",
            dependencies: ["MRefreshCore", "MRefreshSVG", "MRefreshSyntax", "MRefreshPNG", "MRefreshRender", "MRefreshFiles",
                           "MRefreshPNGComparison", "MRefreshSystem"]
        ),
        .testTarget(
            name: "MRefreshSyntaxTests",
            dependencies: ["MRefreshSyntax", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "MRefreshCoreTests",
            dependencies: [
                "MRefreshCore",
                "MRefreshSVG",
                "MRefreshSyntax",
                "MRefreshSystem",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "MRefreshSVGTests",
            dependencies: ["MRefreshCore", "MRefreshSVG", "MRefreshSyntax", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "MRefreshPNGTests", dependencies: ["MRefreshPNG"]),
        .testTarget(
            name: "MRefreshRenderTests",
            dependencies: ["MRefreshMachine", "MRefreshPNG", "MRefreshRender", "MRefreshSVG", "MRefreshSyntax", "MRefreshPNGComparison",
                           "CCairo", "CCairoLinked", .product(name: "PropertyBased", package: "swift-property-based")],
            // Read in place by path (helper scripts, golden images), not bundled as resources.
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "mrefreshTests",
            dependencies: ["MRefreshMachine", "MRefreshCore", "MRefreshSVG", "MRefreshSyntax", "MRefreshPNG", "MRefreshRender", "MRefreshFiles", "MRefreshPNGComparison", "mrefresh"]
        ),
        .testTarget(name: "MRefreshFuzzTests", dependencies: ["MRefreshFuzz"]),
        .testTarget(name: "MRefreshFilesTests", dependencies: ["MRefreshFiles", "MRefreshSyntax"]),
        .testTarget(name: "MRefreshPreviewTests", dependencies: ["MRefreshPreview"]),
        .testTarget(name: "MRefreshSystemTests", dependencies: ["MRefreshSystem"]),
        .testTarget(name: "MRefreshMachineTests", dependencies: ["MRefreshMachine", .product(name: "PropertyBased", package: "swift-property-based")]),
    ],
    swiftLanguageModes: [.v6]
)

/// The pkg-config package of an image library the C shims call through a table loaded on first use
/// (CJPEG, CWebP): none on Linux, where the headers need no flags and the library must not be linked.
func imageLibraryPackage(_ name: String) -> String? {
    #if os(Linux)
    nil
    #else
    name
    #endif
}
