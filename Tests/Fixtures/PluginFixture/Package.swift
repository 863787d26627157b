// swift-tools-version: 6.1
// An app's package as mrefresh's users write one: a target whose mrefresh.yaml the build tool plugin turns
// into resources and typed frame tables, which MRefreshMachine (the library apps link) reads. Built and tested by mrefreshTests' PluginFixtureTests.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    dependencies: [
        .package(name: "mrefresh", path: "../../.."),
    ],
    targets: [
        .target(name: "Spinner", dependencies: [.product(name: "MRefreshMachine", package: "mrefresh")],
                plugins: [.plugin(name: "MRefreshFramesPlugin", package: "mrefresh")]),
        .testTarget(name: "SpinnerTests", dependencies: ["Spinner"]),
    ],
    swiftLanguageModes: [.v6]
)
