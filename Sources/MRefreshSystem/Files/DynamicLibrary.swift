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

    /// Where a library named `soname` (`libpangocairo-1.0.so.0`, `libjpeg.8.dylib`) is looked for, in order:
    /// by its name where the loader searches; on macOS then in Homebrew's folders, which the loader does not
    /// search (`/opt/homebrew/lib` on Apple silicon, `/usr/local/lib` on Intel), and MacPorts'.
    package static func candidates(_ soname: String) -> [String] {
        #if os(Linux)
        [soname]
        #else
        [soname] + ["/opt/homebrew/lib", "/usr/local/lib", "/opt/local/lib"].map { $0 + "/" + soname }
        #endif
    }

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

    /// The addresses of the functions `names` names, in order, found in the library and the libraries it
    /// loaded; the first name not found when one is not.
    package func addresses(of names: [String]) -> Result<[UnsafeMutableRawPointer], DynamicLibraryError> {
        var addresses: [UnsafeMutableRawPointer] = []
        for name in names {
            guard let address = dlsym(handle, name) else { return .failure(DynamicLibraryError(reason: "it lacks \(name)")) }
            addresses.append(address)
        }
        return .success(addresses)
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
