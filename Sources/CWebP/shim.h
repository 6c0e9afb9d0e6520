#ifndef FLIPBOOK_CWEBP_SHIM_H
#define FLIPBOOK_CWEBP_SHIM_H
#include <webp/encode.h>
#include <webp/mux.h>
#endif
