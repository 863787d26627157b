import CJPEG
import CWebP
import MRefreshSystem
import Testing
@testable import MRefreshRender

/// libjpeg's and libwebp's functions, loaded when an image first needs them (ImageLibraries): each place of
/// a shim's table holds the function its name names, and a library that is not there is a reason, not a crash.
@Suite("ImageLibraries")
struct ImageLibrariesTests {
    /// The addresses a table holds, in order.
    private static func addresses<Table>(_ table: Table, count: Int) -> [UnsafeRawPointer?] {
        withUnsafeBytes(of: table) { Array($0.bindMemory(to: UnsafeRawPointer?.self).prefix(count)) }
    }

    /// The names a shim's table gives, in order (nil where one is missing).
    private static func names(_ count: Int, _ name: (Int32) -> UnsafePointer<CChar>?) -> [String?] {
        (0..<count).map { name(Int32($0)).map { String(cString: $0) } }
    }

    struct Table: CustomTestStringConvertible, Sendable {
        let library: String
        let names: [String?]
        let addresses: @Sendable () throws -> [UnsafeRawPointer?]
        var testDescription: String { library }
    }

    static let tables: [Table] = [
        Table(library: ImageLibraries.jpegLibrary,
              names: names(Int(MREFRESH_JPEG_FUNCTION_COUNT), mrefresh_jpeg_function_name),
              addresses: { addresses(try ImageLibraries.jpeg.get().table, count: Int(MREFRESH_JPEG_FUNCTION_COUNT)) }),
        Table(library: ImageLibraries.webpLibrary,
              names: names(Int(MREFRESH_WEBP_FUNCTION_COUNT), mrefresh_webp_function_name),
              addresses: { addresses(try ImageLibraries.webp.get().table, count: Int(MREFRESH_WEBP_FUNCTION_COUNT)) }),
    ]

    @Test("each place of the table holds the library's function of the name the shim gives it", arguments: tables)
    func tableHoldsNamedFunctions(_ row: Table) throws {
        #expect(!row.names.isEmpty && !row.names.contains(nil), "\(row.names)")
        let library = try DynamicLibrary.load(row.library).get()
        let expected = row.names.map { name in name.flatMap { library.symbol($0, as: UnsafeRawPointer.self) } }
        #expect(!expected.contains(nil), "the library lacks one of \(row.names)")
        #expect(try row.addresses() == expected)
    }

    @Test("a library that cannot be loaded, or that lacks a function, is a reason naming it and what to install")
    func unavailable() {
        let missing = ImageLibraries.load("libnothing-here.so.9", package: "nothing-here", count: 1, name: { _ in UnsafePointer(strdup("f")) }) { _, _ in }
        guard case .failure(let failure) = missing else { Issue.record("a missing library loaded"); return }
        #expect(failure.reason.hasPrefix("libnothing-here.so.9 cannot be loaded ("), "\(failure.reason)")
        #expect(failure.reason.hasSuffix("; install it (Debian: nothing-here)"), "\(failure.reason)")

        var set = 0
        let lacking = ImageLibraries.load(ImageLibraries.jpegLibrary, package: "libjpeg62-turbo", count: 2,
                                          name: { UnsafePointer(strdup($0 == 0 ? "jpeg_std_error" : "jpeg_no_such_function")) }) { _, _ in set += 1 }
        guard case .failure(let failure) = lacking else { Issue.record("a missing function was found"); return }
        #expect(failure.reason.contains("it lacks jpeg_no_such_function"), "\(failure.reason)")
        #expect(set == 0, "a table was filled in part")

        let unnamed = ImageLibraries.load(ImageLibraries.jpegLibrary, package: "libjpeg62-turbo", count: 1, name: { _ in nil }) { _, _ in }
        guard case .failure(let failure) = unnamed else { Issue.record("a table without a name loaded"); return }
        #expect(failure.reason.contains("names no function at 0"), "\(failure.reason)")
    }
}
