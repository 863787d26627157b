// The baseline `make bench` measures `mrefresh render` against, as a whole process on one core: a small C
// program that draws the same frames with Cairo and writes them with Cairo's own PNG writer. It reads
// the frames from a file the benchmark writes (each frame's trimmed path, already fitted to the canvas),
// so it does the drawing and writing mrefresh does and nothing of its parsing, fitting or trimming.
//
// Usage: mrefresh-c-baseline FRAMES-FILE OUTPUT-DIR
// FRAMES-FILE: "W H LINEWIDTH R G B A N" then N frames, each "K" commands of "M x y", "L x y",
// "C x1 y1 x2 y2 x y" or "Z".
#include <cairo.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: %s FRAMES-FILE OUTPUT-DIR\n", argv[0]);
        return 64;
    }
    FILE *in = fopen(argv[1], "r");
    if (!in) {
        perror(argv[1]);
        return 66;
    }
    int width, height, frames;
    double lineWidth, r, g, b, a;
    if (fscanf(in, "%d %d %lf %lf %lf %lf %lf %d", &width, &height, &lineWidth, &r, &g, &b, &a, &frames) != 8) {
        fprintf(stderr, "%s: bad header\n", argv[1]);
        return 65;
    }
    for (int frame = 0; frame < frames; frame++) {
        int commands;
        if (fscanf(in, "%d", &commands) != 1) return 65;
        cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
        cairo_t *cr = cairo_create(surface);
        for (int i = 0; i < commands; i++) {
            char op;
            double v[6];
            if (fscanf(in, " %c", &op) != 1) return 65;
            switch (op) {
            case 'M': if (fscanf(in, "%lf %lf", &v[0], &v[1]) != 2) return 65; cairo_move_to(cr, v[0], v[1]); break;
            case 'L': if (fscanf(in, "%lf %lf", &v[0], &v[1]) != 2) return 65; cairo_line_to(cr, v[0], v[1]); break;
            case 'C':
                if (fscanf(in, "%lf %lf %lf %lf %lf %lf", &v[0], &v[1], &v[2], &v[3], &v[4], &v[5]) != 6) return 65;
                cairo_curve_to(cr, v[0], v[1], v[2], v[3], v[4], v[5]);
                break;
            case 'Z': cairo_close_path(cr); break;
            default: return 65;
            }
        }
        cairo_set_line_width(cr, lineWidth);
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
        cairo_set_source_rgba(cr, r, g, b, a);
        cairo_stroke(cr);
        char name[4096];
        snprintf(name, sizeof name, "%s/pull_%04d.png", argv[2], frame);
        if (cairo_surface_write_to_png(surface, name) != CAIRO_STATUS_SUCCESS) {
            fprintf(stderr, "%s: cannot write\n", name);
            return 74;
        }
        cairo_destroy(cr);
        cairo_surface_destroy(surface);
    }
    fclose(in);
    return 0;
}
