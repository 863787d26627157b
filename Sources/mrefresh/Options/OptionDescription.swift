import ArgumentParser

/// How an option is written: alone, or followed by its value. A number's value is read even when it
/// starts with `-` (`--fps -1`), as ArgumentParser reads options declared `parsing: .unconditional`.
enum OptionShape: Sendable {
    case flag, value, number
}

/// How an option's value follows its name.
enum ValueShape: Sendable {
    /// A word: an argument starting with `-` after the name is another option, and the value is missing
    /// (ArgumentParser's `.next`).
    case value
    /// A number, negative ones too: the argument after the name is the value whatever it starts with
    /// (ArgumentParser's `.unconditional`).
    case number

    var parsing: SingleValueParsingStrategy {
        switch self {
        case .value: .next
        case .number: .unconditional
        }
    }

    var optionShape: OptionShape {
        switch self {
        case .value: .value
        case .number: .number
        }
    }
}

/// An option that takes a value, described once: its long name, how its value is read, its help and its
/// value when not given.
///
/// ArgumentParser's declaration is made from it (`@Option(Described.size) var size: Size?`), and so is
/// the fast path's entry (``ArgumentTable``): the name, the parsing strategy, the value's reader and the
/// value when absent cannot differ between the two.
struct OptionDescription<Value: Sendable>: Sendable {
    /// The long name with its dashes: `--size`.
    let name: String
    /// The one-letter name users expect (`-o` for `--out`), if any.
    var short: Character? = nil
    let shape: ValueShape
    /// Whether each occurrence adds a value (`--path A --path B`) instead of the option being given once.
    let repeats: Bool
    /// The property's value when the option is not given.
    let absent: @Sendable () -> Value
    /// Reads one occurrence's text into the change it makes to the property's value (sets it, or adds
    /// to a repeated option's values); throws when the text is refused.
    let read: @Sendable (String) throws -> Update
    /// What one occurrence of the option does to the property's value.
    typealias Update = @Sendable (inout Value) -> Void
    /// ArgumentParser's property wrapper for the option.
    let declaration: @Sendable () -> Option<Value>
}

/// A flag, described once: false unless given.
struct FlagDescription: Sendable {
    /// The long name with its dashes: `--quiet`.
    let name: String
    let help: ArgumentHelp
    /// The one-letter name users expect (`-q` for `--quiet`), if any.
    var short: Character? = nil
}

/// The positional arguments of a command: every argument that is not an option, in order.
struct ArgumentsDescription: Sendable {
    let help: ArgumentHelp
}

/// A value ArgumentParser would read with `init(argument:)` and refuses.
struct RefusedArgument: Error {}

extension OptionDescription {
    /// An option whose value is read by its type's `init(argument:)`, nil when not given.
    static func optional<T: ExpressibleByArgument & Sendable>(
        _ name: String, _ shape: ValueShape = .value, short: Character? = nil, help: ArgumentHelp
    ) -> Self where Value == T? {
        Self(name: name, short: short, shape: shape, repeats: false, absent: { nil },
             read: { text in let value = try T.parsed(text); return { $0 = value } },
             declaration: { Option(name: names(name, short), parsing: shape.parsing, help: help) })
    }

    /// An option whose value `read` reads (its errors are the messages ArgumentParser prints), nil when
    /// not given.
    static func optional<T: Sendable>(
        _ name: String, _ shape: ValueShape = .value, short: Character? = nil, help: ArgumentHelp,
        read: @escaping @Sendable (String) throws -> T
    ) -> Self where Value == T? {
        Self(name: name, short: short, shape: shape, repeats: false, absent: { nil },
             read: { text in let value = try read(text); return { $0 = value } },
             declaration: { Option(name: names(name, short), parsing: shape.parsing, help: help, transform: read) })
    }

    /// An option whose value is read by its type's `init(argument:)`, `absent` when not given.
    static func defaulting(
        _ name: String, _ shape: ValueShape = .value, short: Character? = nil, to absent: Value, help: ArgumentHelp
    ) -> Self where Value: ExpressibleByArgument {
        Self(name: name, short: short, shape: shape, repeats: false, absent: { absent },
             read: { text in let value = try Value.parsed(text); return { $0 = value } },
             declaration: { Option(wrappedValue: absent, name: names(name, short), parsing: shape.parsing, help: help) })
    }

    /// An option given any number of times, each value read by its type's `init(argument:)` and added
    /// in order; empty when not given.
    static func repeating<Element: ExpressibleByArgument & Sendable>(
        _ name: String, help: ArgumentHelp
    ) -> Self where Value == [Element] {
        Self(name: name, shape: .value, repeats: true, absent: { [] },
             read: { text in let element = try Element.parsed(text); return { $0.append(element) } },
             declaration: { Option(wrappedValue: [], name: .customLong(longName(name)), help: help) })
    }

    /// An option given any number of times, each value read by `read` (its errors are the messages
    /// ArgumentParser prints) and added in order; empty when not given.
    static func repeating<Element: Sendable>(
        _ name: String, short: Character? = nil, help: ArgumentHelp, read: @escaping @Sendable (String) throws -> Element
    ) -> Self where Value == [Element] {
        Self(name: name, short: short, shape: .value, repeats: true, absent: { [] },
             read: { text in let element = try read(text); return { $0.append(element) } },
             declaration: { Option(wrappedValue: [], name: names(name, short), parsing: .singleValue, help: help, transform: read) })
    }
}

extension ExpressibleByArgument {
    /// The value `text` names, as ArgumentParser reads it.
    static func parsed(_ text: String) throws -> Self {
        guard let value = Self(argument: text) else { throw RefusedArgument() }
        return value
    }
}

/// The names ArgumentParser declares an option under: its long name, and its short one if any.
private func names(_ name: String, _ short: Character?) -> NameSpecification {
    short.map { [.customLong(longName(name)), .customShort($0)] } ?? [.customLong(longName(name))]
}

/// `size` for `--size`: the name ArgumentParser's `.customLong` takes.
private func longName(_ name: String) -> String {
    precondition(name.hasPrefix("--"), "an option's name is written with its dashes: \(name)")
    return String(name.dropFirst(2))
}

// ArgumentParser's property wrappers, made from the descriptions.

extension Option where Value: Sendable {
    init(_ description: OptionDescription<Value>) {
        self = description.declaration()
    }
}

extension Flag where Value == Bool {
    init(_ description: FlagDescription) {
        self.init(wrappedValue: false, name: names(description.name, description.short), help: description.help)
    }
}

extension Argument where Value == [String] {
    init(_ description: ArgumentsDescription) {
        self.init(wrappedValue: [], help: description.help)
    }
}
