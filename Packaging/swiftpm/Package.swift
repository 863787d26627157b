// swift-tools-version: 6.1
// mrefresh's SwiftPM plugins on the prebuilt tool: the same two plugins as the mrefresh package's own
// (their sources are the same files), but they run the `mrefresh` of the release's artifact bundle instead
// of compiling mrefresh, Cairo's bindings and their dependencies inside the app's build, and the build
// machine needs no Cairo headers. SwiftLint keeps its plugins apart from its sources the same way.
//
// Beside them, MRefreshMachine, the library the generated frame tables import, from the same sources as the
// mrefresh package's.
//
// In mrefresh's repository this file is a template, and Packaging/swiftpm/render.sh writes the package:
// the first target below is a `.binaryTarget` of the release's bundle (by URL and checksum), or of a local
// bundle (by path) for trying one before it is published.
import PackageDescription

let package = Package(
    name: "mrefresh-plugins",
    products: [
        // What the generated frame tables import: the refresh machine and frame picking (no Foundation).
        .library(name: "MRefreshMachine", targets: ["MRefreshMachine"]),
        // An mrefresh.yaml's frames as a target's resources with typed tables, built with the target.
        .plugin(name: "MRefreshFramesPlugin", targets: ["MRefreshFramesPlugin"]),
        // `swift package mrefresh …`: mrefresh in the package's folder.
        .plugin(name: "MRefreshCommandPlugin", targets: ["MRefreshCommandPlugin"]),
    ],
    targets: [
        @BINARY_TARGET@,
        // The mrefresh package's own MRefreshMachine sources, copied: a small library compiled with the app.
        .target(name: "MRefreshMachine"),
        .plugin(name: "MRefreshFramesPlugin", capability: .buildTool(), dependencies: ["mrefresh"]),
        .plugin(
            name: "MRefreshCommandPlugin",
            capability: .command(
                intent: .custom(verb: "mrefresh", description: "Run mrefresh in the package's folder, e.g. 'mrefresh build mrefresh.yaml --out Sources/App/Frames'."),
                permissions: [.writeToPackageDirectory(reason: "mrefresh writes the frames it draws into the package.")]
            ),
            dependencies: ["mrefresh"]
        ),
    ]
)
