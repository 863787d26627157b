import ArgumentParser

/// An argument group whose options are described once (``OptionDescription``, ``FlagDescription``):
/// ArgumentParser's declarations are made from the descriptions, and so is ``table``, which a command
/// line can be read with without ArgumentParser's reflection (``DirectRender``).
protocol DescribedArguments: ParsableArguments {
    /// Every option, argument and option group of the group, from their descriptions.
    static var table: ArgumentTable<Self> { get }
}

extension DescribedArguments {
    /// The group as ArgumentParser makes it from a command line that gives none of its options.
    static func unset() -> Self { table.unset() }
}

/// What a command line can set in `Command`, by option name: made from the same descriptions as
/// ArgumentParser's declarations, so that a plain command line can be read without ArgumentParser.
struct ArgumentTable<Command: ParsableArguments>: Sendable {
    /// One option as the command line writes it, and what its text sets.
    struct Entry: Sendable {
        let shape: OptionShape
        /// Whether the option may be given more than once.
        let repeats: Bool
        /// Stores one occurrence's text (empty for a flag); throws when the text is refused.
        let store: @Sendable (inout Command, String) throws -> Void
    }

    /// One part of a command's table: an option, a flag, the positional arguments or an option group.
    struct Part: Sendable {
        fileprivate let add: @Sendable (inout ArgumentTable) -> Void
    }

    /// The options by long name (`--size`).
    private(set) var options: [String: Entry] = [:]
    /// Where the arguments that are not options go, when the command takes any.
    private(set) var arguments: (@Sendable (inout Command, String) -> Void)?
    /// Set every property to its value when its option is absent: an ArgumentParser wrapper read
    /// before it is set stops the program.
    private var resets: [@Sendable (inout Command) -> Void] = []
    /// The groups' `validate()`, in the order of their declarations.
    private var groupChecks: [@Sendable (Command) throws -> Void] = []

    init(_ parts: [Part]) {
        for part in parts { part.add(&self) }
    }

    /// The command as ArgumentParser makes it from a command line that gives none of its options.
    func unset() -> Command {
        var command = Command()
        for reset in resets { reset(&command) }
        return command
    }

    /// Runs the checks ArgumentParser runs once a command line is read: the groups', then the command's.
    func validate(_ command: Command) throws {
        for check in groupChecks { try check(command) }
        var command = command
        try command.validate()
    }

    private mutating func add(_ name: String, _ entry: Entry) {
        assert(options[name] == nil, "\(name) is described twice")
        options[name] = entry
    }
}

// Each part names the property wrapper's storage (`\._size`), not the property (`\.size`): a key path
// write through a computed property reads it first, and a wrapper read before it is set stops the program.
extension ArgumentTable.Part {
    /// An option that takes a value, declared `@Option(description) var …` with the storage `wrapper`.
    static func option<Value>(_ description: OptionDescription<Value>,
                              _ wrapper: WritableKeyPath<Command, Option<Value>> & Sendable) -> Self {
        Self { table in
            table.add(description.name, .init(shape: description.shape.optionShape, repeats: description.repeats) { command, text in
                try description.store(&command[keyPath: wrapper].wrappedValue, text)
            })
            table.resets.append { $0[keyPath: wrapper].wrappedValue = description.absent }
        }
    }

    /// A flag, declared `@Flag(description) var …` with the storage `wrapper`.
    static func flag(_ description: FlagDescription, _ wrapper: WritableKeyPath<Command, Flag<Bool>> & Sendable) -> Self {
        Self { table in
            table.add(description.name, .init(shape: .flag, repeats: false) { command, _ in
                command[keyPath: wrapper].wrappedValue = true
            })
            table.resets.append { $0[keyPath: wrapper].wrappedValue = false }
        }
    }

    /// The positional arguments, declared `@Argument(description) var …` with the storage `wrapper`.
    static func arguments(_ description: ArgumentsDescription,
                          _ wrapper: WritableKeyPath<Command, Argument<[String]>> & Sendable) -> Self {
        Self { table in
            assert(table.arguments == nil, "positional arguments are described twice")
            table.arguments = { $0[keyPath: wrapper].wrappedValue.append($1) }
            table.resets.append { $0[keyPath: wrapper].wrappedValue = [] }
        }
    }

    /// An option group, declared `@OptionGroup var …` with the storage `wrapper`: its options, arguments
    /// and checks.
    static func group<Group: DescribedArguments>(_ wrapper: WritableKeyPath<Command, OptionGroup<Group>> & Sendable) -> Self {
        Self { table in
            let inner = Group.table
            for (name, entry) in inner.options {
                table.add(name, .init(shape: entry.shape, repeats: entry.repeats) { command, text in
                    try entry.store(&command[keyPath: wrapper].wrappedValue, text)
                })
            }
            if let arguments = inner.arguments {
                assert(table.arguments == nil, "positional arguments are described twice")
                table.arguments = { arguments(&$0[keyPath: wrapper].wrappedValue, $1) }
            }
            table.resets.append { $0[keyPath: wrapper].wrappedValue = inner.unset() }
            table.groupChecks.append { try inner.validate($0[keyPath: wrapper].wrappedValue) }
        }
    }
}
