#ifndef SNAPGUARD_CASTCENC_H
#define SNAPGUARD_CASTCENC_H

// A plain C face on ARM's astc-encoder library (libastcenc), whose own header is C++ and so cannot
// be imported by Swift directly. Only ASTC 4x4 LDR decompression is exposed.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An astcenc decompression context for 4x4 LDR blocks. Opaque.
typedef struct snapguard_astc_decoder snapguard_astc_decoder;

/// Creates a decompress-only context. Returns 0 and sets *out, or an astcenc error code.
int snapguard_astc_decoder_create(snapguard_astc_decoder **out);

/// Frees a context made by snapguard_astc_decoder_create. NULL is ignored.
void snapguard_astc_decoder_free(snapguard_astc_decoder *decoder);

/// Decodes width × height pixels from row-major 4x4 blocks of 16 bytes into 8-bit RGBA.
/// `blocks_length` must be ceil(width/4) × ceil(height/4) × 16 and `rgba_length` width × height × 4.
/// Returns 0, or an astcenc error code (or -1 when the lengths do not match the size).
int snapguard_astc_decode_4x4(snapguard_astc_decoder *decoder,
                              const uint8_t *blocks, size_t blocks_length,
                              uint32_t width, uint32_t height,
                              uint8_t *rgba, size_t rgba_length);

/// A readable message for a code returned above. Never NULL.
const char *snapguard_astc_error_string(int code);

#ifdef __cplusplus
}
#endif

#endif
