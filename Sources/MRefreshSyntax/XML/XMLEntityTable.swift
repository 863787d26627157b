/// The general entities declared in a DOCTYPE's internal subset.
///
/// The first declaration of a name binds (XML 1.0 §4.2); later ones, and declarations of the five
/// predefined entities, are ignored. Entities are numbered in declaration order so the expansion stack
/// can hold small integers.
struct XMLEntityTable {
    /// What an entity stands for.
    enum Definition {
        /// Replacement text, with character references already decoded and line ends normalised, as
        /// XML 1.0 §4.5 builds it; entity references in it are expanded where the entity is used.
        case `internal`([UInt8])
        /// Text in another file (`SYSTEM` or `PUBLIC`). Never loaded: a reference to it is an error.
        case external(systemIdentifier: String)
        /// Non-XML data (`NDATA`), which may not be referenced at all.
        case unparsed
    }

    private var identifiers: [String: Int] = [:]
    private(set) var names: [String] = []
    private(set) var definitions: [Definition] = []

    /// Adds a declaration unless the name is predefined or already declared.
    mutating func declare(_ name: String, as definition: Definition) {
        guard identifiers[name] == nil, !XMLReference.isPredefined(name) else { return }
        identifiers[name] = names.count
        names.append(name)
        definitions.append(definition)
    }

    /// The number of the entity called `name`, if declared.
    func identifier(of name: String) -> Int? {
        identifiers[name]
    }
}
