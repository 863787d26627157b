import ArgumentParser

/// An argument group whose arguments are described once (``OptionDescription``, ``FlagDescription``,
/// ``ArgumentsDescription``): ArgumentParser's declarations are made from the descriptions, and so is the
/// ``ArgumentTable`` a plain command line is read with, without ArgumentParser's reflection (``DirectRender``).
protocol DescribedArguments: ParsableArguments, Sendable {
    /// Adds the group's arguments, options and option groups to `table`, in the order of their
    /// declarations; `group` reaches the group inside the table's command.
    static func describe<Command>(into table: inout ArgumentTable<Command>, at group: @escaping Access<Command, Self>)
}

extension DescribedArguments {
    /// The group as ArgumentParser makes it from a command line that gives none of its options.
    static func unset() -> Self { ArgumentTable(describing: Self.self).unset }
}

/// Hands the `Inner` value inside an `Outer` value to the function it is given, in place: `{ $1(&$0._size) }`.
///
/// A table reaches a property wrapper's storage (`_size`), not its property (`size`): passing a property
/// `inout` reads it first, and a wrapper read before it is set stops the program. A closure, not a key
/// path: key paths are made at run time from their mangled types, 3.2 million instructions for
/// `render`'s (a whole one-frame render is 46 million), which made the fast path slower than the
/// hand-written table it replaced.
typealias Access<Outer, Inner> = @Sendable (inout Outer, (inout Inner) -> Void) -> Void

/// What a command line can set in `Command`, by option name, made from the same descriptions as
/// ArgumentParser's declarations: a plain command line is read with it without ArgumentParser.
///
/// `Command` is unconstrained here, its constraints on the members that need them: the runtime then makes
/// the table's types without looking up `Command`'s conformances (a scan of every conformance in the
/// program, on the fast path's critical path).
struct ArgumentTable<Command: Sendable>: Sendable {
    /// One option as the command line writes it, and what its text does.
    struct Entry: Sendable {
        let shape: OptionShape
        /// Whether the option may be given more than once.
        let repeats: Bool
        /// Reads one occurrence's text (empty for a flag) into the change it makes to the command; throws
        /// when the text is refused.
        let read: @Sendable (String) throws -> Update
    }

    /// What one option given on the command line does to the command.
    typealias Update = @Sendable (inout Command) -> Void

    /// The options by name: long (`--size`), and short where they have one (`-o`).
    private(set) var options: [String: Entry] = [:]
    /// Each short name's long one (`-o` → `--out`): one option, however it is written.
    private(set) var longNames: [String: String] = [:]
    /// Where the arguments that are not options go, when the command takes any.
    private(set) var arguments: (@Sendable (inout Command, String) -> Void)?
    /// The command as ArgumentParser makes it from a command line that gives none of its options: every
    /// property set to its value when absent.
    private(set) var unset: Command
    /// The option groups' `validate()`, in the order of their declarations.
    private var checkGroups: @Sendable (Command) throws -> Void = { _ in }

    /// The table of `command`'s declarations, its groups' included.
    init(describing command: Command.Type) where Command: DescribedArguments {
        unset = Command()
        options.reserveCapacity(64)  // render's 36 options without growing the table as they are added
        Command.describe(into: &self, at: { $1(&$0) })
    }

    /// Runs the checks ArgumentParser runs once a command line is read: the groups', then the command's.
    func validate(_ command: Command) throws where Command: ParsableArguments {
        try checkGroups(command)
        var command = command
        try command.validate()
    }

    /// An option that takes a value, declared `@Option(description) var …` in `group` with the storage
    /// `wrapper` hands over.
    mutating func add<Group, Value>(_ description: OptionDescription<Value>, in group: @escaping Access<Command, Group>,
                                    at wrapper: @escaping Access<Group, Option<Value>>) {
        let access = Self.compose(group, wrapper)
        // The entry keeps the reader alone: copying a whole description asks the runtime for its type.
        let read = description.read
        let entry = Entry(shape: description.shape.optionShape, repeats: description.repeats) { text in
            let update = try read(text)
            return { command in access(&command) { update(&$0.wrappedValue) } }
        }
        add(description.name, entry, short: description.short)
        access(&unset) { $0.wrappedValue = description.absent() }
    }

    /// A flag, declared `@Flag(description) var …` in `group` with the storage `wrapper` hands over.
    mutating func add<Group>(_ description: FlagDescription, in group: @escaping Access<Command, Group>,
                             at wrapper: @escaping Access<Group, Flag<Bool>>) {
        let access = Self.compose(group, wrapper)
        let entry = Entry(shape: .flag, repeats: false) { _ in
            { command in access(&command) { $0.wrappedValue = true } }
        }
        add(description.name, entry, short: description.short)
        access(&unset) { $0.wrappedValue = false }
    }

    /// The positional arguments, declared `@Argument(description) var …` in `group` with the storage
    /// `wrapper` hands over.
    mutating func add<Group>(_ description: ArgumentsDescription, in group: @escaping Access<Command, Group>,
                             at wrapper: @escaping Access<Group, Argument<[String]>>) {
        assert(arguments == nil, "positional arguments are described twice")
        let access = Self.compose(group, wrapper)
        arguments = { command, argument in access(&command) { $0.wrappedValue.append(argument) } }
        access(&unset) { $0.wrappedValue = [] }
    }

    /// An option group of type `Inner`, declared `@OptionGroup var …` in `group` with the storage `wrapper`
    /// hands over: its arguments, options, groups and checks.
    mutating func add<Group, Inner: DescribedArguments>(_ inner: Inner.Type, in group: @escaping Access<Command, Group>,
                                                        at wrapper: @escaping Access<Group, OptionGroup<Inner>>) {
        let storage = Self.compose(group, wrapper)
        // The group is set whole first: its own wrappers are reached through its value.
        storage(&unset) { $0.wrappedValue = Inner() }
        let access: Access<Command, Inner> = { command, body in storage(&command) { body(&$0.wrappedValue) } }
        Inner.describe(into: &self, at: access)
        let previous = checkGroups
        checkGroups = { command in
            try previous(command)
            var command = command
            var failure: (any Error)?
            access(&command) { group in
                do { try group.validate() } catch { failure = error }
            }
            if let failure { throw failure }
        }
    }

    private mutating func add(_ name: String, _ entry: Entry, short: Character? = nil) {
        assert(options[name] == nil, "\(name) is described twice")
        options[name] = entry
        if let short {
            assert(options["-\(short)"] == nil, "-\(short) is described twice")
            options["-\(short)"] = entry
            longNames["-\(short)"] = name
        }
    }

    private static func compose<Group, Value>(_ outer: @escaping Access<Command, Group>,
                                              _ inner: @escaping Access<Group, Value>) -> Access<Command, Value> {
        { command, body in outer(&command) { inner(&$0, body) } }
    }
}
