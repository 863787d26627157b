extension PreviewPage {
    /// The page's HTML, CSS and JavaScript, with ``dataMarker`` where the data goes: Web/preview.html with
    /// Web/machine.js and Web/preview.js in its module script (plain code written for this, no framework, no
    /// network; held to 60 KB by PreviewExportTests).
    static let source = WebSources.previewHTML.replacing(scriptMarker, with: script, maxReplacements: 1)

    /// Where the script goes in Web/preview.html.
    static let scriptMarker = "/*MREFRESH-SCRIPT*/"

    /// machine.js, then preview.js without its import of machine.js: one module, so the page needs no
    /// module loader and opens from `file://`. Their comment lines, blank lines and indentation are left in
    /// Web/ (the page's head says where): the page carries only the code.
    static let script: String = {
        func code(_ source: String) -> [Substring] {
            source.split(separator: "\n").compactMap { line in
                let text = line.drop { $0 == " " }
                return text.isEmpty || text.hasPrefix("//") ? nil : text
            }
        }
        let page = code(WebSources.previewJS).filter { !($0.hasPrefix("import ") && $0.hasSuffix("from \"./machine.js\";")) }
        return (code(WebSources.machineJS) + page).joined(separator: "\n")
    }()
}
