#ifndef FLIPBOOK_CIMAGEQUANT_SHIM_H
#define FLIPBOOK_CIMAGEQUANT_SHIM_H
#include <libimagequant.h>
#endif
