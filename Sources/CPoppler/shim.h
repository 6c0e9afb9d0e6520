#ifndef FLIPBOOK_CPOPPLER_SHIM_H
#define FLIPBOOK_CPOPPLER_SHIM_H
#include <poppler.h>
#include <cairo.h>

/* GObject's unref, which Swift cannot call through the macros. */
static inline void flipbook_poppler_unref(void *object) { g_object_unref(object); }
#endif
