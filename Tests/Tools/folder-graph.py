#!/usr/bin/env python3
"""Folder-level dependency graph of each Swift target: which folder's declared types each folder names.
Prints the graph and any cycles (strongly connected components of more than one folder).

A heuristic, not a compiler: a name counts when one folder of the target declares it (a type, or a
top-level function) and another names it outside comments and string literals. Names after a `.` (a
member, `VectorAnimation.Track`: its owner is the name before the dot) and a file's own generic
parameters (`SheetPacking<Key: Hashable>`) are not counted."""
import os, re, sys, collections
root = sys.argv[1] if len(sys.argv) > 1 else 'Sources'
DECL = re.compile(r'^\s*(?:@[\w()]+\s+)*(?:public\s+|package\s+|internal\s+|private\s+|fileprivate\s+|final\s+|indirect\s+)*(struct|class|enum|protocol|typealias|actor)\s+([A-Z]\w*)', re.M)
FUNC = re.compile(r'^(?:public\s+|package\s+|internal\s+)?func\s+([a-z]\w*)\s*[(<]', re.M)
IDENT = re.compile(r'(?<![\w.])[A-Za-z_]\w*\b')
GENERIC = re.compile(r'\b(?:struct|class|enum|actor|func|init|typealias)\b\s*\w*\s*<([^<>]*)>')
def strip(text):
    text = re.sub(r'//.*', '', text)
    text = re.sub(r'/\*.*?\*/', '', text, flags=re.S)
    text = re.sub(r'"""(.*?)"""', '""', text, flags=re.S)
    text = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)
    return text
for target in sorted(os.listdir(root)):
    tdir = os.path.join(root, target)
    if not os.path.isdir(tdir): continue
    files = {}
    for dp, _, fs in os.walk(tdir):
        for f in fs:
            if f.endswith('.swift'):
                p = os.path.join(dp, f)
                folder = os.path.relpath(dp, tdir).split(os.sep)[0]
                files[p] = (folder, strip(open(p, encoding='utf-8').read()))
    owner = {}
    for p, (folder, text) in files.items():
        for _, name in DECL.findall(text): owner.setdefault(name, set()).add(folder)
        for name in FUNC.findall(text): owner.setdefault(name, set()).add(folder)
    edges = collections.defaultdict(set)
    for p, (folder, text) in files.items():
        generics = {name for params in GENERIC.findall(text) for name in re.findall(r'(?:^|,)\s*([A-Z]\w*)', params)}
        for ident in set(IDENT.findall(text)) - generics:
            for o in owner.get(ident, ()):
                if o != folder and len(owner[ident]) == 1: edges[folder].add(o)
    folders = sorted(set(f for f, _ in files.values()))
    # Tarjan
    index = {}; low = {}; stack = []; on = set(); sccs = []; n = [0]
    def visit(v):
        index[v] = low[v] = n[0]; n[0] += 1; stack.append(v); on.add(v)
        for w in edges[v]:
            if w not in index: visit(w); low[v] = min(low[v], low[w])
            elif w in on: low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop(); on.discard(w); comp.append(w)
                if w == v: break
            sccs.append(comp)
    for v in folders:
        if v not in index: visit(v)
    loops = [sorted(c) for c in sccs if len(c) > 1]
    print(f'{target}: ' + ('; '.join(' ⇄ '.join(c) for c in loops) if loops else 'no folder loops'))
    if '-v' in sys.argv:
        for f in folders: print('   ', f, '→', ', '.join(sorted(edges[f])))
