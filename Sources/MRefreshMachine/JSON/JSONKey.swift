/// The coding key the JSON encoder and decoder make themselves: an array's item by its number, or a
/// member by its name (`super`, for a superclass's encoder).
package struct JSONKey: CodingKey, Hashable, Sendable {
    /// The member's name; empty for an item.
    private let name: String
    /// The item's number in its array; nil for a member.
    package let index: Int?

    /// An item's is made when asked for: decoding an array of thousands makes a key for each item.
    package var stringValue: String { index.map { "Index \($0)" } ?? name }
    package var intValue: Int? { index }

    /// The key of item `index` (from 0).
    package init(index: Int) {
        name = ""
        self.index = index
    }

    package init(stringValue: String) {
        name = stringValue
        index = nil
    }

    package init(intValue: Int) {
        self.init(index: intValue)
    }

    /// The key a superclass's encoder or decoder is under when the subclass names none.
    static let superKey = JSONKey(stringValue: "super")
}
