import CJPEG
import CWebP
import MRefreshSystem

/// libjpeg's and libwebp's functions, loaded the first time an image of theirs is decoded
/// (``ImageSurface/decoding(_:)``).
///
/// Neither is linked: loading and relocating them cost every process a fifth of a millisecond at start,
/// whether it decoded an image or not (most never do). The C shims (Sources/CJPEG, Sources/CWebP) call them
/// through a table of their functions, whose names and types the shims hold; this fills the tables.
enum ImageLibraries {
    /// Why a library's functions are not there: one line for the image that needed them.
    struct Unavailable: Error {
        let reason: String
    }

    /// A filled table, never changed after: function addresses, which any thread may call.
    struct Functions<Table>: @unchecked Sendable {
        let table: Table
    }

    /// libjpeg-turbo's soname for the ABI the shim is compiled against (6.2's on Debian, 8's from Homebrew).
    static let jpegLibrary: String = {
        let version = Int(JPEG_LIB_VERSION)
        let major = version >= 70 ? version / 10 : version
        #if os(Linux)
        return "libjpeg.so.\(major)"
        #else
        return "libjpeg.\(major).dylib"
        #endif
    }()

    /// libwebpdemux's soname; it loads libwebp.
    #if os(Linux)
    static let webpLibrary = "libwebpdemux.so.2"
    #else
    static let webpLibrary = "libwebpdemux.2.dylib"
    #endif

    /// libjpeg's functions.
    static let jpeg: Result<Functions<mrefresh_jpeg_functions>, Unavailable> = {
        var functions = mrefresh_jpeg_functions()
        return load(jpegLibrary, package: "libjpeg62-turbo", count: Int(MREFRESH_JPEG_FUNCTION_COUNT),
                    name: { mrefresh_jpeg_function_name(Int32($0)) }) { index, address in
            mrefresh_jpeg_set_function(&functions, Int32(index), address)
        }.map { Functions(table: functions) }
    }()

    /// libwebpdemux's and libwebp's functions.
    static let webp: Result<Functions<mrefresh_webp_functions>, Unavailable> = {
        var functions = mrefresh_webp_functions()
        return load(webpLibrary, package: "libwebpdemux2", count: Int(MREFRESH_WEBP_FUNCTION_COUNT),
                    name: { mrefresh_webp_function_name(Int32($0)) }) { index, address in
            mrefresh_webp_set_function(&functions, Int32(index), address)
        }.map { Functions(table: functions) }
    }()

    /// Loads `soname` and hands `set` the address of each of the `count` functions `name` names.
    static func load(_ soname: String, package: String, count: Int, name: (Int) -> UnsafePointer<CChar>?,
                     set: (Int, UnsafeMutableRawPointer) -> Void) -> Result<Void, Unavailable> {
        var names: [String] = []
        for index in 0..<count {
            // A table's names are C's; one missing would leave its function's place empty, to be called.
            guard let name = name(index) else { return .failure(Unavailable(reason: "\(soname)'s table names no function at \(index)")) }
            names.append(String(cString: name))
        }
        switch DynamicLibrary.load(firstOf: DynamicLibrary.candidates(soname)).flatMap({ $0.addresses(of: names) }) {
        case .success(let addresses):
            for (index, address) in addresses.enumerated() { set(index, address) }
            return .success(())
        case .failure(let failure):
            return .failure(Unavailable(reason: "\(soname) cannot be loaded (\(failure.reason)); install it (Debian: \(package))"))
        }
    }
}
