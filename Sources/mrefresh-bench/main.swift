// `make bench`: mrefresh's speed figures, measured in one release run. Not a test: it prints numbers,
// which the README's performance section quotes.
import Foundation
import MRefreshCore

#if canImport(Glibc)
import Glibc
#endif

print("mrefresh benchmarks (release build, one core)")
print("")
ParserBenchmark.run()
ParserOnlyProbe.run()
