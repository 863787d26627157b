import MRefreshCore

/// Android AnimatedVectorDrawables of an indicator (``MRefreshCore/Export/avd``): for the pull's draw-on, the loading
/// loop and the end animation, a vector drawable as the stage starts and an animated vector whose targets
/// run animators from `res/animator/`, so aapt (v1) compiles them without inline resources.
///
/// The vector: a group moved by the whole indicator's keyframes, in it a group per vector layer moved by its
/// own, in each a `<path>` holding every subpath under the fill and one `<path>` per subpath for the stroke
/// (AVD's trim cuts only a path's first contour), each drawn on by `trimPathEnd`. Vector groups have no
/// opacity: the indicator's and the layer's are multiplied into each path's alpha. Pull and closing
/// animators play once: one linear `objectAnimator` per stretch between keys, placed by `startOffset`
/// (subpaths drawn one after another stagger). Loading animators loop: one `objectAnimator` per property
/// over the loop, its keys as `<keyframe>`s, repeating forever. A gradient is a `res/color/` gradient colour
/// (API 24) the path takes.
package struct AnimatedVectorDrawable: Sendable {
    /// One file, as a path under the output folder and its text.
    package struct File: Sendable {
        package var path: String
        package var text: String
    }

    /// The stages drawn as animated vectors.
    package static let stages: [Stage] = [.pull, .loading, .closing]

    package let animation: VectorAnimation
    /// The resource names' prefix.
    package let resources: AndroidResources

    package init(_ animation: VectorAnimation, resources: AndroidResources) {
        self.animation = animation
        self.resources = resources
    }

    /// One animatable attribute of one named element, sampled along the timeline.
    private struct Property {
        enum Kind { case float, color }
        var target: String
        var name: String
        var kind: Kind
        var track: VectorAnimation.Track
    }

    /// A group or path of the vector, with what it animates.
    private struct Element {
        var name: String
        /// Attributes that do not change.
        var fixed: [(String, String)]
        var properties: [Property]
    }

    /// Every file of every stage that has frames, and the gradient colours their paths take.
    package var files: [File] {
        animation.timeline.segments.indices.compactMap { index -> [File]? in
            Self.stages.contains(animation.timeline.segments[index].stage) ? files(segment: index) : nil
        }.flatMap { $0 } + gradientFiles
    }

    /// `clip`'s outline as a `<clip-path>` draws it (filled by the non-zero rule), or nil when it cannot: a
    /// union of shapes, shapes cut by clips of their own, an even-odd outline of several subpaths.
    static func clipPath(_ clip: Clip) -> Path? {
        guard let (path, rule) = clip.outline, rule == .nonZero || path.subpaths.count == 1 else { return nil }
        return path
    }

    /// `gradient` (placed on the canvas) as an Android gradient colour draws it, or nil when it cannot: a
    /// radial gradient without a focal point of its own.
    static func gradient(_ gradient: Gradient) -> GradientPlacement? {
        GradientPlacement(gradient).flatMap { !$0.radial || $0.highlight == 0 ? $0 : nil }
    }

    /// The colour resource of layer `layer`'s fill or stroke gradient.
    private func gradientName(layer: Int, stroke: Bool) -> String {
        "\(resources.name)_l\(layer)_\(stroke ? "stroke" : "fill")"
    }

    /// `res/color/` gradient colours (API 24), one per gradient a layer paints with.
    private var gradientFiles: [File] {
        animation.layers.enumerated().flatMap { i, layer in
            [(layer.fillGradient, false), (layer.strokeGradient, true)].compactMap { gradient, stroke -> File? in
                guard let placed = gradient.flatMap(Self.gradient) else { return nil }
                let geometry = placed.radial
                    ? "android:type=\"radial\" android:centerX=\"\(number(placed.start.x))\" android:centerY=\"\(number(placed.start.y))\" android:gradientRadius=\"\(number(placed.end.x - placed.start.x))\""
                    : "android:type=\"linear\" android:startX=\"\(number(placed.start.x))\" android:startY=\"\(number(placed.start.y))\" android:endX=\"\(number(placed.end.x))\" android:endY=\"\(number(placed.end.y))\""
                let tile = switch placed.spread {
                case .pad: "clamp"
                case .repeat: "repeat"
                case .reflect: "mirror"
                }
                let items = placed.stops.map {
                    "    <item android:offset=\"\(number($0.offset))\" android:color=\"\(Self.hex($0.color, alpha: $0.color.alpha))\" />\n"
                }.joined()
                return File(path: "res/color/\(gradientName(layer: i, stroke: stroke)).xml", text: Self.document("""
                    <gradient xmlns:android="http://schemas.android.com/apk/res/android" \(geometry) android:tileMode="\(tile)">
                    \(items)</gradient>
                    """))
            }
        }
    }

    /// The vector at the segment's start, the animated vector and its animators.
    private func files(segment index: Int) -> [File] {
        let segment = animation.timeline.segments[index]
        let stage = segment.stage.rawValue
        let offset = animation.timeline.segments[..<index].reduce(0) { $0 + $1.samples.count }
        let tree = elements()
        let vectorName = "\(resources.name)_\(stage)_vector"
        var files: [File] = []
        var targets: [(String, String)] = []
        for element in [indicatorGroup()] + tree.flatMap({ [$0.group] + $0.paths }) {
            let moving = element.properties.filter { Set(animation.keys($0.track, segment: index).map(\.value)).count > 1 }
            guard !moving.isEmpty else { continue }
            let animator = "\(resources.name)_\(stage)_\(element.name)"
            let set = moving.map { segment.loops ? loop($0, segment: index) : stretches($0, segment: index) }.joined()
            files.append(File(path: "res/animator/\(animator).xml", text: Self.document("""
                <set xmlns:android="http://schemas.android.com/apk/res/android" android:ordering="together">
                \(set)</set>
                """)))
            targets.append((element.name, animator))
        }
        // The vector as the stage starts.
        func attributes(_ element: Element) -> String {
            (element.fixed + element.properties.map { ($0.name, value($0, at: $0.track[offset])) })
                .map { " android:\($0.0)=\"\($0.1)\"" }.joined()
        }
        let canvas = animation.canvas
        let body = zip(tree, animation.layers).enumerated().map { i, pair in
            let (layer, source) = pair
            // A clip path clips what follows it in the group; several clip paths intersect.
            let clips = source.clips.compactMap(Self.clipPath).enumerated().map { j, clip in
                "            <clip-path android:name=\"l\(i)_clip\(j)\" android:pathData=\"\(clip.svgPathData)\" />\n"
            }
            return "        <group\(attributes(layer.group))>\n" + clips.joined()
                + layer.paths.map { "            <path\(attributes($0)) />\n" }.joined()
                + "        </group>\n"
        }.joined()
        let indicator = indicatorGroup()
        files.insert(File(path: "res/drawable/\(vectorName).xml", text: Self.document("""
            <vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="\(number(canvas.width))dp" android:height="\(number(canvas.height))dp" android:viewportWidth="\(number(canvas.width))" android:viewportHeight="\(number(canvas.height))">
                <group\(attributes(indicator))>
            \(body)    </group>
            </vector>
            """)), at: 0)
        files.insert(File(path: "res/drawable/\(resources.name)_\(stage)_avd.xml", text: Self.document("""
            <animated-vector xmlns:android="http://schemas.android.com/apk/res/android" android:drawable="@drawable/\(vectorName)">
            \(targets.map { "    <target android:name=\"\($0.0)\" android:animation=\"@animator/\($0.1)\" />\n" }.joined())</animated-vector>
            """)), at: 1)
        return files
    }

    /// The whole indicator's group; its moving properties animate like any other element's.
    private func indicatorGroup() -> Element {
        group("indicator", animation.indicator)
    }

    /// A group turning and scaling about `motion`'s origin.
    private func group(_ name: String, _ motion: VectorAnimation.Motion) -> Element {
        Element(name: name, fixed: [("name", name), ("pivotX", number(motion.origin.x)), ("pivotY", number(motion.origin.y))],
                properties: [
                    Property(target: name, name: "translateX", kind: .float, track: motion.translate.map { [$0[0]] }),
                    Property(target: name, name: "translateY", kind: .float, track: motion.translate.map { [$0[1]] }),
                    Property(target: name, name: "rotation", kind: .float, track: motion.rotation),
                    Property(target: name, name: "scaleX", kind: .float, track: motion.scale.map { [$0[0]] }),
                    Property(target: name, name: "scaleY", kind: .float, track: motion.scale.map { [$0[1]] }),
                ])
    }

    /// The indicator's elements: per vector layer its group and paths (the fill's first, under the strokes).
    private func elements() -> [(group: Element, paths: [Element])] {
        var tree: [(group: Element, paths: [Element])] = []
        let whole = animation.indicator.opacity
        for (i, layer) in animation.layers.enumerated() {
            let name = "l\(i)"
            // Groups have no opacity: the indicator's and the layer's go into each path's alpha.
            let opacity = zip(whole, layer.motion.opacity).map { $0[0] * $1[0] }
            var paths: [Element] = []
            let drawn = layer.path.subpaths.enumerated().filter { !$0.element.segments.isEmpty }
            if layer.fills {
                let path = "\(name)_fill"
                // A gradient is a colour resource whose stops carry their alphas; the share of the fill
                // that shows is its alpha.
                let gradient = layer.fillGradient.flatMap(Self.gradient) != nil
                let colour = gradient ? [("fillColor", "@color/\(gradientName(layer: i, stroke: false))")] : []
                let alpha = gradient ? layer.fillShare : layer.fill.map { [$0[3]] }
                paths.append(Element(
                    name: path,
                    fixed: [("name", path), ("pathData", Path(subpaths: drawn.map(\.element)).svgPathData),
                            ("fillType", layer.fillRule == .evenOdd ? "evenOdd" : "nonZero")] + colour,
                    properties: (gradient ? [] : [Property(target: path, name: "fillColor", kind: .color, track: layer.fill)]) + [
                        Property(target: path, name: "fillAlpha", kind: .float, track: zip(alpha, opacity).map { [$0[0] * $1] }),
                    ]))
            }
            if layer.strokes {
                let gradient = layer.strokeGradient.flatMap(Self.gradient) != nil
                let colour = gradient ? [("strokeColor", "@color/\(gradientName(layer: i, stroke: true))")] : []
                let alpha = gradient ? layer.stroke.map { _ in [1.0] } : layer.stroke.map { [$0[3]] }
                for (j, subpath) in drawn {
                    let path = "\(name)_s\(j)"
                    paths.append(Element(
                        name: path,
                        fixed: [("name", path), ("pathData", Path(subpaths: [subpath]).svgPathData),
                                ("strokeLineCap", layer.lineCap.rawValue), ("strokeLineJoin", layer.lineJoin.rawValue),
                                ("strokeMiterLimit", number(layer.miterLimit))] + colour,
                        properties: (gradient ? [] : [Property(target: path, name: "strokeColor", kind: .color, track: layer.stroke)]) + [
                            Property(target: path, name: "strokeAlpha", kind: .float,
                                     track: zip(alpha, opacity).map { [$0[0] * $1] }),
                            Property(target: path, name: "strokeWidth", kind: .float, track: layer.strokeWidth),
                            Property(target: path, name: "trimPathEnd", kind: .float, track: layer.trims[j]),
                        ]))
                }
            }
            // Paths are painted in order: the fill under the strokes, unless the strokes go under it.
            if layer.strokeBeneath, layer.fills { paths = Array(paths.dropFirst()) + [paths[0]] }
            tree.append((group(name, layer.motion), paths))
        }
        return tree
    }

    /// A property played once: one linear animator per stretch between two different keys, started at the
    /// first key's time.
    private func stretches(_ property: Property, segment index: Int) -> String {
        let start = animation.timeline.segments[index].start
        let keys = animation.keys(property.track, segment: index)
        return zip(keys, keys.dropFirst()).filter { $0.value != $1.value }.map { from, to in
            let offset = milliseconds(from.time - start), end = milliseconds(to.time - start)
            return "    <objectAnimator android:propertyName=\"\(property.name)\" android:valueType=\"\(type(property))\""
                + " android:valueFrom=\"\(value(property, at: from.value))\" android:valueTo=\"\(value(property, at: to.value))\""
                + " android:startOffset=\"\(offset)\" android:duration=\"\(max(1, end - offset))\""
                + " android:interpolator=\"@android:interpolator/linear\" />\n"
        }.joined()
    }

    /// A property looping: one animator over the loop, its keys as keyframes, repeating forever.
    private func loop(_ property: Property, segment index: Int) -> String {
        let segment = animation.timeline.segments[index]
        let keys = animation.keys(property.track, segment: index)
        let frames = keys.map { key in
            let fraction = segment.duration > 0 ? (key.time - segment.start) / segment.duration : 0
            return "            <keyframe android:fraction=\"\(number(min(max(fraction, 0), 1)))\" android:value=\"\(value(property, at: key.value))\" />\n"
        }.joined()
        return "    <objectAnimator android:duration=\"\(max(1, milliseconds(segment.duration)))\" android:repeatCount=\"infinite\""
            + " android:interpolator=\"@android:interpolator/linear\">\n"
            + "        <propertyValuesHolder android:propertyName=\"\(property.name)\" android:valueType=\"\(type(property))\">\n"
            + frames + "        </propertyValuesHolder>\n    </objectAnimator>\n"
    }

    private func type(_ property: Property) -> String {
        property.kind == .color ? "colorType" : "floatType"
    }

    /// Milliseconds of `frames` frames of the timeline.
    private func milliseconds(_ frames: Double) -> Int {
        Int((frames / animation.timeline.fps * 1000).rounded())
    }

    /// A value as its attribute takes it: a colour as #FFRRGGBB (its alpha is the alpha property's), a number.
    private func value(_ property: Property, at value: [Double]) -> String {
        guard property.kind == .color else { return number(value[0]) }
        return Self.hex(Color(red: value[0], green: value[1], blue: value[2]), alpha: 1)
    }

    /// `#AARRGGBB`.
    private static func hex(_ color: Color, alpha: Double) -> String {
        "#" + [alpha, color.red, color.green, color.blue].map { component -> String in
            let byte = Int((min(max(component, 0), 1) * 255).rounded())
            return (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }.joined()
    }

    private static func document(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- Written by mrefresh. -->\n" + body + "\n"
    }
}

/// A number as the XML carries it: to 1/10000, without a fraction when whole.
private func number(_ value: Double) -> String {
    JSON.format((value * 10_000).rounded() / 10_000 + 0)
}
