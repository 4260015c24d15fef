#ifndef SNAPGUARD_CLEPTONICA_SHIM_H
#define SNAPGUARD_CLEPTONICA_SHIM_H
#include <allheaders.h>
#endif
