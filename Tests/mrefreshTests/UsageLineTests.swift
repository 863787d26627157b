import Testing

// Issue 46: a usage error is one line, as the README says every error is: the command, the message with its
// suggestion, and where that command's help is. ArgumentParser printed three or four (Error, Help, Usage,
// "See … for more information").

@Test("a usage error is one line naming the command and where its help is, exit 64", arguments: [
    (["render", "--frams", "10", "x.svg"], "mrefresh render: unknown option '--frams' (did you mean '--frames'?); see 'mrefresh render --help'"),
    (["render"], "mrefresh render: no input given: name a file, '-' for standard input, or --path DATA; see 'mrefresh render --help'"),
    (["render", "x.svg", "--frames", "abc"], "mrefresh render: the value 'abc' is invalid for '--frames <n>'; see 'mrefresh render --help'"),
    (["build", "--jobs", "x"], "mrefresh build: the value 'x' is invalid for '--jobs <n>'; see 'mrefresh build --help'"),
    (["simulate", "x.svg"], "mrefresh simulate: missing expected argument '--gesture <file>'; see 'mrefresh simulate --help'"),
    (["preview", "--port", "abc"], "mrefresh preview: the value 'abc' is invalid for '--port <port>'; see 'mrefresh preview --help'"),
    (["inspect", "--path"], "mrefresh inspect: missing value for '--path <data>'; see 'mrefresh inspect --help'"),
    (["--bogus"], "mrefresh: unknown option '--bogus'; see 'mrefresh --help'"),
    (["render", "x.svg", "--appearances", "drk"],
     "mrefresh render: the value 'drk' is invalid for '--appearances <list>': 'drk' is not an appearance (did you mean 'dark'?): they are light, dark, high-contrast, dark-high-contrast; see 'mrefresh render --help'"),
])
func usageErrorIsOneLine(_ arguments: [String], _ line: String) throws {
    let result = try Binary.run(arguments)
    #expect(result.status == 64)
    #expect(result.stderr == line + "\n")
    #expect(result.stdout.isEmpty)
}
