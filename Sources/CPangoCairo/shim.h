#ifndef MREFRESH_CPANGOCAIRO_SHIM_H
#define MREFRESH_CPANGOCAIRO_SHIM_H
// Pango through Cairo, for text layers: the dozen functions mrefresh calls, declared from Pango's stable C
// API (pango/pango-layout.h, pango/pangocairo.h, glib-object.h) rather than by including those headers,
// whose include tree (GLib, HarfBuzz, FreeType) and build flags would weigh on every build for nothing.
// Cairo's types appear only as their opaque structs. Swift code that uses it lives in
// Sources/MRefreshRender/Cairo only.

struct _cairo;
struct _cairo_font_options;
struct _PangoLayout;
struct _PangoContext;
struct _PangoFontDescription;

/// PangoRectangle: x, y, width, height in Pango units (1/1024 of a point).
typedef struct {
    int x;
    int y;
    int width;
    int height;
} MRPangoRectangle;

/// PANGO_SCALE: Pango units per point.
static const int MRPangoScale = 1024;

struct _PangoLayout *pango_cairo_create_layout(struct _cairo *cr);
void pango_cairo_show_layout(struct _cairo *cr, struct _PangoLayout *layout);
void pango_cairo_context_set_font_options(struct _PangoContext *context, const struct _cairo_font_options *options);
struct _PangoContext *pango_layout_get_context(struct _PangoLayout *layout);
void pango_layout_context_changed(struct _PangoLayout *layout);
void pango_layout_set_text(struct _PangoLayout *layout, const char *text, int length);
void pango_layout_set_font_description(struct _PangoLayout *layout, const struct _PangoFontDescription *description);
void pango_layout_get_extents(struct _PangoLayout *layout, MRPangoRectangle *ink, MRPangoRectangle *logical);
struct _PangoFontDescription *pango_font_description_from_string(const char *text);
void pango_font_description_free(struct _PangoFontDescription *description);
void g_object_unref(void *object);
#endif
