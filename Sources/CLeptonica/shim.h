#ifndef SNAPGUARD_CLEPTONICA_SHIM_H
#define SNAPGUARD_CLEPTONICA_SHIM_H
// pkg-config's lept.pc puts .../include/leptonica on the include path (apt and Homebrew alike).
#if __has_include(<allheaders.h>)
#include <allheaders.h>
#elif __has_include(<leptonica/allheaders.h>)
#include <leptonica/allheaders.h>
#else
#error "Leptonica's headers were not found: install Leptonica and pkg-config (Scripts/setup.sh does: apt libleptonica-dev pkg-config, or brew leptonica pkg-config), and check that 'pkg-config --cflags lept' prints their folder"
#endif
#endif
