/// A problem found by a reader outside this module (the indicator, job and gesture file readers), kept in an
/// ``InputError`` as its own value: Core wraps it without knowing the file format's rules.
package protocol ReaderProblem: Hashable, Sendable, CustomStringConvertible {
    /// Which exit code the problem has: invalid data unless the reader says otherwise.
    var kind: InputError.Kind { get }
}

extension ReaderProblem {
    package var kind: InputError.Kind { .invalidData }
}

/// A ``ReaderProblem`` of any type, compared and hashed as the value it holds.
package struct AnyReaderProblem: Hashable, Sendable, CustomStringConvertible {
    /// The reader's own value; a reader's wording looks at it with `as?`.
    package let base: any ReaderProblem

    /// Wraps `base`.
    package init(_ base: some ReaderProblem) {
        self.base = base
    }

    package static func == (a: Self, b: Self) -> Bool {
        AnyHashable(a.base) == AnyHashable(b.base)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }

    package var description: String { base.description }
}
