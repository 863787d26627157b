#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A shared library loaded when first needed (`dlopen`), and the functions looked up in it.
package struct DynamicLibrary: @unchecked Sendable {
    private let handle: UnsafeMutableRawPointer

    /// Loads `name` (a soname the loader searches for), its symbols kept to itself; the loader's reason
    /// when it cannot.
    package static func load(_ name: String) -> Result<DynamicLibrary, DynamicLibraryError> {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            return .failure(DynamicLibraryError(reason: dlerror().map { String(cString: $0) } ?? "not found"))
        }
        return .success(DynamicLibrary(handle: handle))
    }

    /// The libraries the process has loaded, searched in the loader's order: what the program links (and
    /// what was loaded into the global scope), without loading anything.
    package static let process: DynamicLibrary = DynamicLibrary(handle: dlopen(nil, RTLD_NOW)!)

    /// Loads the first of `names` that loads; when none does, the loader's reason for the first.
    package static func load(firstOf names: [String]) -> Result<DynamicLibrary, DynamicLibraryError> {
        var first: DynamicLibraryError?
        for name in names {
            switch load(name) {
            case .success(let library): return .success(library)
            case .failure(let failure): first = first ?? failure
            }
        }
        return .failure(first ?? DynamicLibraryError(reason: "no library named"))
    }

    /// The function or variable `name`, searched in the library and its dependencies, as a `type`.
    package func symbol<T>(_ name: String, as type: T.Type) -> T? {
        dlsym(handle, name).map { unsafeBitCast($0, to: type) }
    }
}

/// Why a library could not be loaded, in the loader's words.
package struct DynamicLibraryError: Error, Sendable {
    package var reason: String
}
