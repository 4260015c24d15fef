#ifndef SNAPGUARD_CTESSERACT_SHIM_H
#define SNAPGUARD_CTESSERACT_SHIM_H
#include <tesseract/capi.h>
#endif
