// `make bench`: mrefresh's speed figures, measured in one release run. Not a test: it prints numbers,
// which the README's performance section quotes.
import Foundation
import MRefreshCore
import MRefreshRender

import MRefreshSystem

// As the mrefresh binary runs (MemoryAllocator): the figures are the binary's.
MemoryAllocator.keepsFreedMemory()

switch CommandLine.arguments.dropFirst().first {
case "probe-parse": ParserProbe.run(buildSegments: false)
case "probe-build": ParserProbe.run(buildSegments: true)
case "probe-glyphs": ParserBenchmark.run()
case "probe-memory": try RenderBenchmark.memoryProbe(frames: Int(CommandLine.arguments[2]) ?? 60)
case "probe-build-memory": try BuildBenchmark.memoryProbe(indicators: Int(CommandLine.arguments[2]) ?? 100)
case "build": try BuildBenchmark.run()
case "render": try RenderBenchmark.run()
case "dump-frames": try ProcessBenchmark.dumpFrames(to: CommandLine.arguments[2])
case "process": try ProcessBenchmark.run()
case "probe-export-run":
    try ExportInstructions.probe(run: Int(CommandLine.arguments[2]) ?? 0, repeats: Int(CommandLine.arguments[3]) ?? 1)
case "exports":
    try RenderBenchmark.exports()
    print("")
    try ExportInstructions.run()
case "exports-cpu": try RenderBenchmark.exports()
default:
    print("mrefresh benchmarks (release build, one core)")
    print("")
    ParserBenchmark.run()
    print("")
    try RenderBenchmark.run()
    print("")
    try RenderBenchmark.exports()
    print("")
    try ExportInstructions.run()
    print("")
    // Before the benchmarks that write and delete thousands of files: on a file system without a
    // journal, ext4 skips the inodes freed in the last few seconds when it allocates new ones, which
    // would slow the file creation of both programs measured here by what ran before them.
    try ProcessBenchmark.run()
    print("")
    try RenderBenchmark.memory()
    print("")
    try BuildBenchmark.run()
}
