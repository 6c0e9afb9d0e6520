#ifndef FLIPBOOK_CTURBOJPEG_SHIM_H
#define FLIPBOOK_CTURBOJPEG_SHIM_H
#include <stddef.h>
#include <turbojpeg.h>
#endif
