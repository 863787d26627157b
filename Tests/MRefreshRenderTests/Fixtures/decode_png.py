#!/usr/bin/env python3
"""An independent PNG decoder for the tests: only the standard library (zlib for inflate).

Reads a PNG on stdin, checks the signature, every chunk's CRC, IHDR (8-bit RGB or RGBA, no
interlace), concatenates IDAT, inflates it, undoes the five row filters, and writes one line:
`<width> <height> <channels>` followed by the raw pixel bytes in hex. Exits non-zero on any error.
"""
import struct
import sys
import zlib


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def main():
    data = sys.stdin.buffer.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit("bad signature")
    pos, idat, header, types = 8, b"", None, []
    while pos < len(data):
        length, = struct.unpack(">I", data[pos:pos + 4])
        kind = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        crc, = struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])
        if zlib.crc32(kind + body) != crc:
            sys.exit("bad CRC in " + kind.decode())
        types.append(kind.decode())
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    if types[0] != "IHDR" or types[-1] != "IEND" or "IDAT" not in types:
        sys.exit("bad chunk order: " + " ".join(types))
    width, height, depth, color, compression, filtering, interlace = header
    if depth != 8 or color not in (2, 6) or compression or filtering or interlace:
        sys.exit("unsupported IHDR %r" % (header,))
    bpp = 3 if color == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * bpp
    if len(raw) != height * (stride + 1):
        sys.exit("wrong decompressed size %d" % len(raw))
    out, previous = bytearray(), bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        row = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = row[i - bpp] if i >= bpp else 0
            up = previous[i]
            upper_left = previous[i - bpp] if i >= bpp else 0
            if kind == 1:
                row[i] = (row[i] + left) & 255
            elif kind == 2:
                row[i] = (row[i] + up) & 255
            elif kind == 3:
                row[i] = (row[i] + (left + up) // 2) & 255
            elif kind == 4:
                row[i] = (row[i] + paeth(left, up, upper_left)) & 255
            elif kind != 0:
                sys.exit("bad filter type %d" % kind)
        out += row
        previous = row
    sys.stdout.write("%d %d %d %s\n" % (width, height, bpp, out.hex()))


main()
