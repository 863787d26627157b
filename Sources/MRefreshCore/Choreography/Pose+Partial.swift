extension Pose {
    /// Some of a pose's properties: what one keyframe sets (MRefresh.docc/IndicatorFiles.md).
    ///
    /// A property left nil is not set here: it follows its own keyframes, or rests where none sets it. A
    /// partial pose that sets nothing at all (``isEmpty``, a keyframe written `{at: 1}`) stands for the
    /// rest value of every property.
    package struct Partial: Hashable, Sendable {
        /// Offset in canvas points, applied after rotation and scale.
        package var translate: Vector?
        /// Rotation in radians, clockwise on screen, about the origin (files give degrees).
        package var rotation: Double?
        /// Scale factors along x and y about the origin; 1 is the fitted size.
        package var scale: Vector?
        /// Opacity 0…1, multiplied with the layer's own.
        package var opacity: Double?
        /// The stroke colour, replacing the layer's.
        package var stroke: Color?
        /// The fill colour, replacing the layer's.
        package var fill: Color?

        /// Creates a partial pose setting what is given.
        package init(translate: Vector? = nil, rotation: Double? = nil, scale: Vector? = nil, opacity: Double? = nil,
                    stroke: Color? = nil, fill: Color? = nil) {
            self.translate = translate
            self.rotation = rotation
            self.scale = scale
            self.opacity = opacity
            self.stroke = stroke
            self.fill = fill
        }

        /// Whether it sets no property.
        package var isEmpty: Bool {
            translate == nil && rotation == nil && scale == nil && opacity == nil && stroke == nil && fill == nil
        }
    }
}
