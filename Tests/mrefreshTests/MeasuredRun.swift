import Foundation
import Testing

/// What a measured run did.
struct MeasuredRun {
    /// The exit status, or minus the signal that ended it.
    var status: Int32
    var stderr: String
    var seconds: Double
    /// Peak resident memory, in bytes.
    var peakMemory: Int
    /// Processor time (user and system), in seconds: steadier than `seconds` on a loaded machine, which
    /// is what the doubling tests compare.
    var cpuSeconds: Double

    /// The file in the run's directory that holds its standard output.
    static let stdoutName = ".stdout"
}

/// Starts the binary as a child, waits for it and writes "<status> <peak RSS in KiB> <CPU seconds>" to
/// argv[1]: the peak and the time are the child's alone (`RUSAGE_CHILDREN`). `wait4` on a process this test spawns would not do: a
/// process started by `posix_spawn` shares the test's memory until it `exec`s, and Linux counts that
/// memory's peak as the new program's, so every run "peaked" at the test process's own size.
let measure = """
    import resource, subprocess, sys
    status = subprocess.call(sys.argv[2:])
    with open(sys.argv[1], "w") as f:
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        f.write("%d %d %.6f" % (status, usage.ru_maxrss, usage.ru_utime + usage.ru_stime))
    """

/// Runs `mrefresh arguments…` in `directory` under a 2 GB address-space cap, so that an input read forever
/// fails fast instead of taking the machine's memory, with standard input as `input` says, standard output
/// in ``MeasuredRun/stdoutName``, and its peak RSS and processor time measured. Killed with everything it started after `deadline` seconds (status −9).
func measuredRun(_ arguments: [String], input: BoundedInputCase.Input = .none, in directory: URL,
                 deadline: Double = 15) throws -> MeasuredRun {
    let stderrPath = directory.appendingPathComponent(".stderr").path
    let resultPath = directory.appendingPathComponent(".measure").path
    var command = "ulimit -v 2000000; cd \"$0\" || exit 99; "
    let measured = "/usr/bin/python3 -c '\(measure)' '\(resultPath)' \"$@\""
    switch input {
    case .none: command += "exec \(measured) < /dev/null"
    case .file(let path): command += "exec \(measured) < '\(path)'"
    case .pipe(let writer): command += "\(writer) | \(measured)"
    }
    command += " > '\(directory.appendingPathComponent(MeasuredRun.stdoutName).path)' 2> '\(stderrPath)'"
    let argv = ["/bin/sh", "-c", command, directory.path, Binary.url.path] + arguments
    var cArguments = argv.map { strdup($0) } + [nil]
    defer { cArguments.forEach { free($0) } }
    // Its own process group, so that a run past the deadline is ended with its children.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    var pid: pid_t = 0
    let start = Date()
    let spawned = posix_spawn(&pid, "/bin/sh", nil, &attributes, &cArguments, environ)
    try #require(spawned == 0, "posix_spawn: \(spawned)")
    var status: Int32 = 0
    while waitpid(pid, &status, WNOHANG) == 0 {
        if Date().timeIntervalSince(start) > deadline {
            kill(-pid, SIGKILL)
            _ = waitpid(pid, &status, 0)
            return MeasuredRun(status: -SIGKILL, stderr: "", seconds: Date().timeIntervalSince(start), peakMemory: 0, cpuSeconds: deadline)
        }
        usleep(5_000)
    }
    let seconds = Date().timeIntervalSince(start)
    let stderr = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
    let fields = try String(contentsOfFile: resultPath, encoding: .utf8).split(separator: " ")
    try #require(fields.count == 3, "\(resultPath): \(fields)")
    let exit = try #require(Int32(fields[0])), peak = try #require(Int(fields[1])), cpu = try #require(Double(fields[2]))
    // subprocess gives minus the signal for a child a signal ended.
    return MeasuredRun(status: exit, stderr: stderr, seconds: seconds, peakMemory: peak * 1024, cpuSeconds: cpu)
}
