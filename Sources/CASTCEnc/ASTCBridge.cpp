// Bridges Swift to libastcenc's C++ header; see include/CASTCEnc.h.
#include "CASTCEnc.h"

// The shared library exports the API with C linkage; this makes the header declare it so.
#define ASTCENC_DYNAMIC_LIBRARY 1
#include <astcenc.h>
#include <new>

struct snapguard_astc_decoder {
    astcenc_context *context;
};

extern "C" int snapguard_astc_decoder_create(snapguard_astc_decoder **out) {
    if (out == nullptr) return ASTCENC_ERR_BAD_PARAM;
    *out = nullptr;
    astcenc_config config;
    astcenc_error status = astcenc_config_init(ASTCENC_PRF_LDR, 4, 4, 1, ASTCENC_PRE_FASTEST,
                                               ASTCENC_FLG_DECOMPRESS_ONLY, &config);
    if (status != ASTCENC_SUCCESS) return status;
    astcenc_context *context = nullptr;
    status = astcenc_context_alloc(&config, 1, &context);
    if (status != ASTCENC_SUCCESS) return status;
    snapguard_astc_decoder *decoder = new (std::nothrow) snapguard_astc_decoder{context};
    if (decoder == nullptr) {
        astcenc_context_free(context);
        return ASTCENC_ERR_OUT_OF_MEM;
    }
    *out = decoder;
    return ASTCENC_SUCCESS;
}

extern "C" void snapguard_astc_decoder_free(snapguard_astc_decoder *decoder) {
    if (decoder == nullptr) return;
    astcenc_context_free(decoder->context);
    delete decoder;
}

extern "C" int snapguard_astc_decode_4x4(snapguard_astc_decoder *decoder,
                                         const uint8_t *blocks, size_t blocks_length,
                                         uint32_t width, uint32_t height,
                                         uint8_t *rgba, size_t rgba_length) {
    if (decoder == nullptr || blocks == nullptr || rgba == nullptr || width == 0 || height == 0) return -1;
    const size_t blocks_x = (static_cast<size_t>(width) + 3) / 4;
    const size_t blocks_y = (static_cast<size_t>(height) + 3) / 4;
    if (blocks_length != blocks_x * blocks_y * 16) return -1;
    if (rgba_length != static_cast<size_t>(width) * height * 4) return -1;
    void *slices[1] = {rgba};
    astcenc_image image;
    image.dim_x = width;
    image.dim_y = height;
    image.dim_z = 1;
    image.data_type = ASTCENC_TYPE_U8;
    image.data = slices;
    const astcenc_swizzle swizzle = {ASTCENC_SWZ_R, ASTCENC_SWZ_G, ASTCENC_SWZ_B, ASTCENC_SWZ_A};
    astcenc_error status = astcenc_decompress_image(decoder->context, blocks, blocks_length, &image, &swizzle, 0);
    astcenc_decompress_reset(decoder->context);
    return status;
}

extern "C" const char *snapguard_astc_error_string(int code) {
    if (code == -1) return "block data does not match the image size";
    const char *message = astcenc_get_error_string(static_cast<astcenc_error>(code));
    return message != nullptr ? message : "unknown astcenc error";
}
