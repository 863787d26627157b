import PropertyBased
import Testing
@testable import MRefreshCore

/// A path's pieces (``Path/pieces(maximumSegments:)``): what each holds for paths of every shape, and the
/// law that the pieces, overlaps dropped, are the path.
struct PiecesTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let data: String
        let limit: Int
        /// Per piece: its subpaths' segment counts, and how many segments of its subpath come before it.
        let expected: [(counts: [Int], before: Int)]
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "a path within the limit is one piece", data: "M0 0L1 0L1 1ZM5 5L6 6", limit: 8, expected: [([3, 1], 0)]),
        Row(name: "short subpaths are gathered up to the limit", data: "M0 0L1 0L1 1ZM5 5L6 6L7 5M9 9L9 8", limit: 4,
            expected: [([3], 0), ([2, 1], 0)]),
        Row(name: "a long open subpath in runs overlapping by one", data: "M0 0" + (1...10).map { "L\($0) \($0 % 2)" }.joined(),
            limit: 4, expected: [([4], 0), ([4], 3), ([4], 6)]),
        Row(name: "a long closed subpath goes round to its first segment", data: "M0 0L4 0L4 4L2 6L0 4Z", limit: 3,
            expected: [([3], 0), ([3], 2), ([2], 4)]),
        Row(name: "a long subpath between short ones", data: "M0 0L1 1M2 2L3 2L4 2L5 2L6 2M9 9L8 8", limit: 2,
            expected: [([1], 0), ([2], 0), ([2], 1), ([2], 2), ([1], 0)]),
    ]

    @Test(arguments: rows)
    func pieces(_ row: Row) throws {
        let (path, _) = try PathBuilder.path(from: row.data)
        let pieces = path.pieces(maximumSegments: row.limit)
        #expect(pieces.map { $0.path.subpaths.map(\.segments.count) } == row.expected.map(\.counts))
        #expect(pieces.map(\.segmentsBefore.count) == row.expected.map(\.before))
        #expect(pieces.allSatisfy { $0.path.segmentCount <= row.limit })
    }

    @Test("a closed subpath cut in runs ends with its first segment again, for the join where it closes")
    func closedRunsEndWithTheFirstSegment() throws {
        let (path, _) = try PathBuilder.path(from: "M0 0L4 0L4 4L2 6L0 4Z")
        let last = try #require(path.pieces(maximumSegments: 3).last?.path.subpaths.first)
        #expect(last.segments.last == path.subpaths[0].segments.first)
        #expect(!last.isClosed)
    }

    @Test("the pieces, each run's first segment dropped where it repeats the last one's, are the path's segments in order")
    func piecesCoverThePath() async {
        let count = Gen.int(in: 1...60)
        await propertyCheck(count: 300, input: Gen.int(in: 1...6), count, Gen.int(in: 2...9), Gen.bool) { subpaths, segments, limit, closed in
            let path = Path(subpaths: (0..<subpaths).map { s in
                var points = (0...segments + s).map { Point(Double($0), Double(($0 * 7 + s) % 5)) }
                if closed { points[points.count - 1] = points[0] }
                return Subpath(start: points[0], segments: zip(points, points.dropFirst()).map { .line(Line($0, $1)) }, isClosed: closed)
            })
            var rebuilt: [Segment] = []
            for piece in path.pieces(maximumSegments: limit) {
                #expect(piece.path.segmentCount <= limit)
                for subpath in piece.path.subpaths {
                    var segments = subpath.segments[...]
                    // A run after the first repeats the segment before it.
                    if !piece.segmentsBefore.isEmpty { segments = segments.dropFirst() }
                    #expect(subpath.start == (piece.segmentsBefore.last?.end ?? subpath.start))
                    rebuilt += segments
                }
            }
            var expected = path.subpaths.flatMap(\.segments)
            // A closed subpath cut into runs ends by repeating its first segment.
            var position = 0
            for subpath in path.subpaths {
                position += subpath.segments.count
                if subpath.isClosed && subpath.segments.count > limit {
                    expected.insert(subpath.segments[0], at: position)
                    position += 1
                }
            }
            #expect(rebuilt == expected)
        }
    }
}
