extension SettingNames {
    /// The settings of `render` or `simulate`: the flags given, and an indicator file's keys for the rest.
    init(drawing: RenderOptions, indicatorFile: String?) {
        self.init(fitFromFlag: indicatorFile == nil || drawing.fit != nil,
                  smoothFromFlag: indicatorFile == nil || drawing.smooth != nil)
    }
}
