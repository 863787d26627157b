import MRefreshCore
import MRefreshSyntax

/// What one input did to a ``FuzzTarget``: each step it went through and how it ended, and every broken
/// promise.
///
/// A refusal is not a finding: any input may be refused, as long as it is refused with one of the library's
/// error values. A ``violations`` entry is a bug whatever the input: an error of a type the library does
/// not declare, a position outside the input, an error that lost the position its cause had.
public struct FuzzReport: Sendable {
    /// How one step ended.
    public enum Outcome: Sendable {
        /// The step returned a value.
        case accepted
        /// The step threw one of the library's error values.
        case rejected(any Error)
    }

    /// One call into the library and how it ended.
    public struct Step: Sendable {
        /// What was called, e.g. "read strict".
        public var name: String
        public var outcome: Outcome
    }

    /// The size of the input in bytes, which every position must stay within.
    public let inputSize: Int
    /// The steps in the order they ran.
    public private(set) var steps: [Step] = []
    /// Broken promises, one sentence each; empty when the library behaved.
    public private(set) var violations: [String] = []

    init(inputSize: Int) {
        self.inputSize = inputSize
    }

    /// Runs `body` as the step `name`: a return is accepted, a library error rejected, any other error a
    /// violation. Returns the value, or nil when the step threw.
    ///
    /// - Parameter size: the bytes the step reads, which its error's position must lie within: the input's
    ///   size unless the step reads something made from the input.
    @discardableResult
    mutating func step<T, E: Error>(_ name: String, reading size: Int? = nil, _ body: () throws(E) -> T) -> T? {
        do {
            let value = try body()
            steps.append(Step(name: name, outcome: .accepted))
            return value
        } catch {
            steps.append(Step(name: name, outcome: .rejected(error)))
            if !LibraryError.isDeclared(error) {
                violations.append("\(name): threw \(type(of: error)), which is not one of the library's error types: \(error)")
            }
            checkPosition(of: error, in: name, size: size ?? inputSize)
            return nil
        }
    }

    /// Records a broken promise.
    mutating func violated(_ message: String) {
        violations.append(message)
    }

    /// Checks that the position an error carries, if any, lies within `size` bytes (by default the input).
    mutating func checkPosition(of error: any Error, in name: String, size: Int? = nil) {
        let size = size ?? inputSize
        guard let location = LibraryError.location(of: error), !location.isWithin(byteCount: size) else { return }
        violated("\(name): position \(location.line):\(location.column) (offset \(location.offset)) is outside an input of \(size) bytes: \(error)")
    }

    /// The error the last step threw, if it threw.
    var lastError: (any Error)? {
        if case .rejected(let error)? = steps.last?.outcome { return error }
        return nil
    }

    /// The error the first step called `name` threw, if it threw.
    public func error(of name: String) -> (any Error)? {
        for step in steps where step.name == name {
            if case .rejected(let error) = step.outcome { return error }
        }
        return nil
    }

    /// One line per step, `name: accepted` or `name: <error>`.
    public var description: String {
        steps.map { step in
            switch step.outcome {
            case .accepted: "\(step.name): accepted"
            case .rejected(let error): "\(step.name): \(error)"
            }
        }.joined(separator: "\n")
    }
}

extension SourceLocation {
    /// Whether this could be a position in an input of `byteCount` bytes: line and column from 1, and
    /// none of offset, line or column past what that many bytes can hold (a character is at least a byte).
    ///
    /// Offset, line and column are not checked against each other: readers that know only a line and
    /// column (YAML's) give offset 0.
    func isWithin(byteCount: Int) -> Bool {
        line >= 1 && column >= 1 && offset >= 0 && offset <= byteCount && line <= byteCount + 1
            && column <= byteCount + 1
    }
}
