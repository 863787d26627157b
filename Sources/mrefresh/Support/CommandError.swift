
/// The command line's own rules, broken: thrown as values by the commands, worded by ``ErrorWording`` and
/// given their exit code by ``CommandFailure/init(mapping:wording:)`` like every library error.
enum CommandError: Error, Hashable {
    /// Every stage of a render has 0 frames.
    case nothingToRender
    /// A gesture of `seconds` at `fps` ticks more than `limit` times.
    case tooManyTicks(seconds: Double, fps: Double, limit: Int)
    /// Standard output refused a write: `errno`.
    case cannotWriteStandardOutput(errno: Int32)
}
