extension RenderPlan {
    /// Draws every frame and writes every file of the plan into `output`, then the manifest
    /// (``RenderRun/run(jobs:progress:)``).
    ///
    /// - Parameters:
    ///   - output: the output folder, opened (and locked) by the caller.
    ///   - jobs: worker threads (at least 1).
    ///   - progress: called after each frame file with (files done, files in all), from worker threads.
    /// - Returns: the manifest written.
    public func run(into output: OutputDirectory, jobs: Int,
                    progress: @Sendable (Int, Int) -> Void = { _, _ in }) throws -> Manifest {
        try RenderRun(plan: self, output: output).run(jobs: jobs, progress: progress)
    }
}
