#ifndef SNAPGUARD_CTESSERACT_SHIM_H
#define SNAPGUARD_CTESSERACT_SHIM_H
#if __has_include(<tesseract/capi.h>)
#include <tesseract/capi.h>
#else
#error "Tesseract's C API header (tesseract/capi.h) was not found: install Tesseract 5 and pkg-config (Scripts/setup.sh does: apt libtesseract-dev pkg-config, or brew tesseract pkg-config), and check that 'pkg-config --cflags tesseract' prints its folder"
#endif
#endif
