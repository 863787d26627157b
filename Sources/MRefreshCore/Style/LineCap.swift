/// How the open ends of a stroke are drawn (SVG `stroke-linecap`).
public enum LineCap: String, Hashable, Sendable, CaseIterable {
    /// The stroke stops exactly at the end point.
    case butt
    /// A half-disc of the line width's diameter centred on the end point.
    case round
    /// A half-square extending the stroke by half the line width.
    case square
}
