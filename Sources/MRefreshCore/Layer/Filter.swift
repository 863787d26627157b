/// An SVG `<filter>` applied to a group (Filter Effects Level 1): what the group draws is the
/// `SourceGraphic` of a chain of primitives, each reading the result before it or a named one, whose last
/// result is composited in the group's place, nowhere outside the filter's region.
///
/// Everything is in one user space (the filtered element's, `primitiveUnits` resolved), which
/// ``transform`` maps to the canvas; the renderer scales blur radii and offsets by it to device pixels.
package struct Filter: Hashable, Sendable {
    /// What a primitive reads.
    package enum Input: Hashable, Sendable {
        /// The group as drawn.
        case sourceGraphic
        /// The group's alpha, black.
        case sourceAlpha
        /// The result of the primitive before (the source for the first).
        case previous
        /// The result named by a primitive's `result` before it; the one before when no such result came first.
        case named(String)
        /// BackgroundImage, FillPaint and the other inputs mrefresh has no pixels for: transparent.
        case transparent
    }

    /// How `feComposite` combines its two inputs (`in` over, in, out… `in2`).
    package enum CompositeOperator: Hashable, Sendable {
        case over, `in`, out, atop, xor
        /// k1·i1·i2 + k2·i1 + k3·i2 + k4, on premultiplied components, clamped.
        case arithmetic(k1: Double, k2: Double, k3: Double, k4: Double)
    }

    package enum Primitive: Hashable, Sendable {
        /// `feGaussianBlur`: standard deviations along the user space's x and y.
        case gaussianBlur(Input, x: Double, y: Double)
        /// `feOffset`, in user units.
        case offset(Input, dx: Double, dy: Double)
        /// `feFlood`: the colour over the whole subregion.
        case flood(Color)
        /// `feColorMatrix` as its 5×4 matrix (every `type` comes to one), on non-premultiplied components.
        case colorMatrix(Input, [Double])
        case composite(Input, Input, CompositeOperator)
        /// `feBlend`: `in` mixed onto `in2`.
        case blend(Input, Input, BlendMode)
        /// `feMerge`: its nodes over one another, the first lowest.
        case merge([Input])
        /// `feDropShadow`: a blurred, offset shadow of the input's alpha in `color`, under the input.
        case dropShadow(Input, dx: Double, dy: Double, x: Double, y: Double, color: Color)

        /// What the primitive reads.
        package var inputs: [Input] {
            switch self {
            case let .gaussianBlur(i, _, _), let .offset(i, _, _), let .colorMatrix(i, _), let .dropShadow(i, _, _, _, _, _): [i]
            case .flood: []
            case let .composite(a, b, _), let .blend(a, b, _): [a, b]
            case .merge(let inputs): inputs
            }
        }
    }

    /// One step: what it does, its `result` name, and the rectangle its result is kept inside (its
    /// subregion, within the filter's region).
    package struct Step: Hashable, Sendable {
        package var primitive: Primitive
        package var result: String?
        package var subregion: Rect

        package init(_ primitive: Primitive, result: String? = nil, subregion: Rect) {
            self.primitive = primitive
            self.result = result
            self.subregion = subregion
        }
    }

    /// The filter's region, in user space: nothing outside it shows.
    package var region: Rect
    package var steps: [Step]
    /// Whether the primitives work on linear-light components (`color-interpolation-filters: linearRGB`,
    /// the initial value) rather than sRGB's.
    package var linearRGB: Bool
    /// User space → canvas points (the element's transform, then the fit).
    package var transform: AffineTransform

    package init(region: Rect, steps: [Step], linearRGB: Bool, transform: AffineTransform) {
        self.region = region
        self.steps = steps
        self.linearRGB = linearRGB
        self.transform = transform
    }

    /// The same filter with its user space moved by `transform` (a fit).
    package func transformed(by transform: AffineTransform) -> Filter {
        var moved = self
        moved.transform = self.transform.then(transform)
        return moved
    }
}
