import Foundation
import Testing

/// Debian's Python, which has Pillow (python3-pil): a python3 earlier on PATH may not.
private let python = "/usr/bin/python3"
private let apngdis = "/usr/bin/apngdis"

/// Decodes `animation` with Pillow and checks it against the PNG frames named after it: the frame count,
/// the loop count, each frame's duration and RGBA pixels. Prints one line per problem, nothing when all hold.
private let pillowCheck = """
import sys
from PIL import Image, ImageSequence
animation, plays, milliseconds = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
frames = sys.argv[4:]
image = Image.open(animation)
if image.format != 'PNG' or not getattr(image, 'is_animated', False):
    print(animation, 'is not an animated PNG')
if image.n_frames != len(frames):
    print(animation, 'has', image.n_frames, 'frames, expected', len(frames))
if image.info.get('loop') != plays:
    print(animation, 'plays', image.info.get('loop'), 'times, expected', plays)
for i, frame in enumerate(ImageSequence.Iterator(image)):
    if i >= len(frames):
        break
    if abs(frame.info.get('duration', -1) - milliseconds) > 0.5:
        print(animation, 'frame', i, 'shows', frame.info.get('duration'), 'ms, expected', milliseconds)
    if frame.convert('RGBA').tobytes() != Image.open(frames[i]).convert('RGBA').tobytes():
        print(animation, 'frame', i, 'differs from', frames[i])
"""

/// Compares the frames apngdis extracted (`frame1.png` …) with the PNG frames, by Pillow.
private let apngdisCheck = """
import sys
from PIL import Image
directory, frames = sys.argv[1], sys.argv[2:]
for i, name in enumerate(frames):
    extracted = Image.open(f'{directory}/frame{i + 1}.png').convert('RGBA').tobytes()
    if extracted != Image.open(name).convert('RGBA').tobytes():
        print('apngdis frame', i + 1, 'differs from', name)
"""

private var pillowAvailable: Bool {
    (try? ExternalProgram.run(python, ["-c", "import PIL"]).0) == 0
}

@Test("--export apng: per stage and scale, Pillow and apngdis decode every frame to exactly the PNG frame, with its loop count and timing",
      .enabled(if: pillowAvailable, "Pillow for /usr/bin/python3 (python3-pil) is not installed; make test installs it"),
      .enabled(if: FileManager.default.isExecutableFile(atPath: apngdis), "apngdis is not installed; make test installs it"))
func animatedPNGsDecodeToTheFrames() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Binary.run(["render", "/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.svg#refresh",
                                 "--frames", "9", "--loading-frames", "8", "--loading", "rotate", "--closing-frames", "5",
                                 "--size", "48x40", "--fps", "25", "--scale", "1,2", "--export", "apng",
                                 "--out", directory.path, "--quiet"])
    #expect(result.status == 0, "\(result.stderr)")
    // rotate: one turn in 1 s, shared by 8 frames; shrink-fade: 0.3 s over 4 steps; the pull at --fps.
    let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("manifest.json"))) as? [String: Any])
    let stages = try #require(manifest["stages"] as? [[String: Any]])
    let seconds = Dictionary(uniqueKeysWithValues: stages.map { ($0["stage"] as? String ?? "", $0["seconds"] as? Double ?? 0) })
    let expected: [(stage: String, frames: Int, plays: Int, milliseconds: Double)] = [
        ("pull", 9, 1, 40), ("loading", 8, 0, (seconds["loading"]! * 1000 / 8).rounded()),
        ("closing", 5, 1, (seconds["closing"]! * 1000 / 4).rounded()),
    ]
    let listed = try #require(manifest["apng"] as? [[String: Any]])
    #expect(listed.count == 6)
    for scale in [1, 2] {
        let suffix = scale == 1 ? "" : "@\(scale)x"
        for stage in expected {
            let animation = directory.appendingPathComponent("\(stage.stage)\(suffix).png").path
            let frames = (0..<stage.frames).map {
                directory.appendingPathComponent(String(format: "%@_%04d%@.png", stage.stage, $0, suffix)).path
            }
            let (status, problems) = try ExternalProgram.run(python, ["-c", pillowCheck, animation, "\(stage.plays)", "\(stage.milliseconds)"] + frames)
            #expect(status == 0 && problems.isEmpty, "\(problems)")
            let extracted = directory.appendingPathComponent("apngdis-\(stage.stage)\(scale)")
            try FileManager.default.createDirectory(at: extracted, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: animation, toPath: extracted.appendingPathComponent("a.png").path)
            let (extractStatus, extractOutput) = try ExternalProgram.run(apngdis, ["a.png", "frame"], in: extracted)
            #expect(extractStatus == 0, "\(extractOutput)")
            let (checkStatus, checkProblems) = try ExternalProgram.run(python, ["-c", apngdisCheck, extracted.path] + frames)
            #expect(checkStatus == 0 && checkProblems.isEmpty, "\(checkProblems)")
        }
    }
}
