extension Timeline {
    /// A simulation as a timeline: one frame per tick, in time, numbered from 0 (``Order/ticks``), each
    /// showing the indicator as the user sees it then (``Simulation/frames(readyDuration:closingDuration:)``).
    /// Its stages have no frames: the ticks are one recording, not clips an app plays.
    package init(simulation: Simulation, readyDuration: Double, closingDuration: Double) {
        frames = simulation.frames(readyDuration: readyDuration, closingDuration: closingDuration)
        stages = PerStage { StageClip($0) }
        order = .ticks
    }
}
