import Foundation
import Testing
@testable import Spinner

/// The frames the plugin built are the target's resources, and the generated tables say which to show.
struct SpinnerTests {
    /// Width and height from a PNG's IHDR chunk, after checking the signature.
    func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data)
        guard bytes.count > 24, bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
              bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        let number = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    @Test(arguments: [(30.0, "pull_0001"), (10.0, "pull_0000"), (79.9, "pull_0004"), (500.0, "pull_0005")])
    func pullFrameIsAPNGResource(distance: Double, name: String) throws {
        let url = try #require(Spinner.pullFrameURL(atDistance: distance))
        #expect(url.lastPathComponent == "\(name).png")
        #expect(try pngSize(Data(contentsOf: url)).map { [$0.width, $0.height] } == [32, 32])
        let twice = url.deletingLastPathComponent().appendingPathComponent("\(name)@2x.png")
        #expect(try pngSize(Data(contentsOf: twice)).map { [$0.width, $0.height] } == [64, 64])
    }

    @Test func nothingBeforeTheFirstPullFrame() {
        #expect(Spinner.pullFrameURL(atDistance: 9.99) == nil)
        #expect(MRefreshFrames.syncArcs.frame(forPullDistance: -.infinity) == nil)
        #expect(MRefreshFrames.syncArcs.frame(forPullDistance: .nan) == nil)
    }

    @Test func tablesDescribeTheJobFile() throws {
        let indicator = MRefreshFrames.syncArcs
        #expect(MRefreshFrames.all.map(\.name) == ["sync-arcs"])
        #expect([indicator.width, indicator.height] == [32, 32] && indicator.scales == [1, 2])
        #expect(indicator.stages.map(\.stage) == [.pull, .loading, .closing])
        let pull = try #require(indicator.frames(of: .pull))
        #expect(pull.pick == .pullDistance && pull.count == 6 && pull.pullDistances == [10, 24, 38, 52, 66, 80])
        #expect(pull.frames.map(\.name) == (0..<6).map { "pull_000\($0)" })
        let loading = try #require(indicator.frames(of: .loading))
        #expect(loading.loops && loading.seconds == 0.4 && loading.framesPerSecond == 10)
        #expect(indicator.frame(in: .loading, atSeconds: 0.45)?.name == "loading_0000")
        // Every frame the tables name is in the bundle.
        for stage in indicator.stages {
            for frame in stage.frames {
                #expect(Bundle.module.url(forResource: frame.name, withExtension: "png", subdirectory: indicator.subdirectory) != nil,
                        "\(frame.name)")
            }
        }
    }
}
