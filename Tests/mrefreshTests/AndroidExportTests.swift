import Foundation
import Testing

/// The attribute `name` of every `<item>` in an Android XML list, in order.
private func items(_ xml: String, _ name: String) -> [String] {
    elements(xml, "item").compactMap { $0[name] }
}

@Test("--export android: every frame at the five densities at their pixel sizes, a level-list for the pull and animation-lists for loading and closing, which aapt compiles against the framework's resources",
      .enabled(if: ExternalProgram.aaptAvailable, "aapt and android-framework-res are not installed; make test installs them"))
func androidResources() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("Refresh-Bar")
    var result = try Binary.run(["render", "/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.svg#refresh",
                                 "--frames", "5", "--loading-frames", "4", "--closing-frames", "3", "--size", "40x33",
                                 "--scale", "1,2", "--export", "android", "--out", out.path, "--quiet"])
    #expect(result.status == 0, "\(result.stderr)")
    let res = out.appendingPathComponent("res")
    let stages = [("pull", 5), ("loading", 4), ("closing", 3)]
    for (density, scale) in [("mdpi", 1.0), ("hdpi", 1.5), ("xhdpi", 2.0), ("xxhdpi", 3.0), ("xxxhdpi", 4.0)] {
        for (stage, count) in stages {
            for index in 0..<count {
                let name = String(format: "refresh_bar_%@_%04d.png", stage, index)
                let size = pngSize(try Data(contentsOf: res.appendingPathComponent("drawable-\(density)/\(name)")))
                #expect(size == (Int((40 * scale).rounded()), Int((33 * scale).rounded())), "\(density)/\(name)")
            }
        }
    }
    // At the scales the run drew, the resource is the frame itself.
    #expect(FileManager.default.contents(atPath: res.appendingPathComponent("drawable-xhdpi/refresh_bar_pull_0003.png").path)
            == FileManager.default.contents(atPath: out.appendingPathComponent("pull_0003@2x.png").path))

    let pull = try String(contentsOf: res.appendingPathComponent("drawable/refresh_bar_pull.xml"), encoding: .utf8)
    #expect(pull.contains("<level-list"))
    #expect(items(pull, "maxLevel") == ["1250", "3750", "6250", "8750", "10000"])
    #expect(items(pull, "drawable") == (0..<5).map { String(format: "@drawable/refresh_bar_pull_%04d", $0) })
    let loading = try String(contentsOf: res.appendingPathComponent("drawable/refresh_bar_loading.xml"), encoding: .utf8)
    #expect(loading.contains("android:oneshot=\"false\"") && items(loading, "duration") == Array(repeating: "200", count: 4))
    let closing = try String(contentsOf: res.appendingPathComponent("drawable/refresh_bar_closing.xml"), encoding: .utf8)
    #expect(closing.contains("android:oneshot=\"true\"") && items(closing, "drawable").count == 3)

    let (status, output) = try ExternalProgram.aaptPackage(res, in: directory)
    #expect(status == 0, "aapt: \(output)")

    // Without the export, a re-run removes every resource it wrote, and res/ with them.
    result = try Binary.run(["render", "--path", "M0 0H10", "--frames", "2", "--out", out.path, "--quiet"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: res.path))
}

@Test("--export android: a stage of one frame has its list too (one level, or one frame shown), which aapt compiles",
      .enabled(if: ExternalProgram.aaptAvailable, "aapt and android-framework-res are not installed; make test installs them"))
func androidListsOfOneFrame() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("still")
    let result = try Binary.run(["render", "--path", "M4 4H28V28", "--frames", "1", "--loading-frames", "1", "--closing-frames", "0",
                                 "--size", "32x32", "--export", "android", "--out", out.path, "--quiet"])
    #expect(result.status == 0, "\(result.stderr)")
    let res = out.appendingPathComponent("res")
    let pull = try String(contentsOf: res.appendingPathComponent("drawable/still_pull.xml"), encoding: .utf8)
    #expect(pull.contains("<level-list") && items(pull, "maxLevel") == ["10000"] && items(pull, "drawable") == ["@drawable/still_pull_0000"])
    let loading = try String(contentsOf: res.appendingPathComponent("drawable/still_loading.xml"), encoding: .utf8)
    #expect(loading.contains("<animation-list") && items(loading, "drawable") == ["@drawable/still_loading_0000"])
    #expect(!FileManager.default.fileExists(atPath: res.appendingPathComponent("drawable/still_closing.xml").path))
    let (status, output) = try ExternalProgram.aaptPackage(res, in: directory)
    #expect(status == 0, "aapt: \(output)")
}

@Test("--export android: the densities the run did not draw are drawn on every job, into the same files as on one")
func androidResourcesOnSeveralJobs() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var trees: [[String: Data]] = []
    for jobs in ["1", "4"] {
        let out = directory.appendingPathComponent("jobs-\(jobs)/refresh")
        let result = try Binary.run(["render", "/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.svg#refresh",
                                     "--frames", "6", "--loading-frames", "4", "--closing-frames", "3", "--size", "40x33",
                                     "--export", "android", "--jobs", jobs, "--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let res = out.appendingPathComponent("res")
        var tree: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: res.path) {
            let file = res.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                tree[path] = try Data(contentsOf: file)
            }
        }
        trees.append(tree)
    }
    // 13 frames at 5 densities (4 of them drawn for the export: only 1x is the run's), and 3 lists.
    #expect(trees[0].count == 13 * 5 + 3)
    #expect(trees[0] == trees[1])
}
