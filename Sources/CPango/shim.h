#ifndef FLIPBOOK_CPANGO_SHIM_H
#define FLIPBOOK_CPANGO_SHIM_H
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>

/* GObject's cast macros do not import into Swift: these do the same casts. */
static inline PangoFcFontMap *flipbook_fc_font_map(PangoFontMap *map) { return (PangoFcFontMap *)map; }
static inline void flipbook_object_unref(void *object) { g_object_unref(object); }
#endif
