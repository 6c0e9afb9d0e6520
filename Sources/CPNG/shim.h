#ifndef FLIPBOOK_CPNG_SHIM_H
#define FLIPBOOK_CPNG_SHIM_H
#include <png.h>
#include <zlib.h>
#endif
