/* A stand-in for Windows' own icuuc.dll, for Wine 8 only (which has none).
 *
 * Qt 6.7 and later link QtCore against the system ICU that Windows 10 ships;
 * without any icuuc.dll, QtCore cannot load under Wine at all. These are the
 * ucnv_* entry points QtCore imports (x86_64-w64-mingw32-objdump -p Qt6Core.dll).
 * Every converter fails to open and none is listed, so Qt falls back to its
 * built-in codecs, which are all the app uses. packaging/build_windows.py puts
 * this DLL into the Wine prefix's system32; it must never reach the bundle
 * (packaging/check_windows.py checks that).
 */
#include <stddef.h>
#include <stdint.h>

#define EXPORT __declspec(dllexport)
#define U_UNSUPPORTED_ERROR 16

static void fail(int32_t *err) { if (err && *err <= 0) *err = U_UNSUPPORTED_ERROR; }

EXPORT void *ucnv_open(const char *name, int32_t *err) { (void)name; fail(err); return NULL; }
EXPORT void ucnv_close(void *cnv) { (void)cnv; }
EXPORT void ucnv_reset(void *cnv) { (void)cnv; }
EXPORT int8_t ucnv_getMaxCharSize(const void *cnv) { (void)cnv; return 1; }
EXPORT const char *ucnv_getName(const void *cnv, int32_t *err) { (void)cnv; fail(err); return NULL; }
EXPORT int32_t ucnv_countAvailable(void) { return 0; }
EXPORT const char *ucnv_getAvailableName(int32_t n) { (void)n; return NULL; }
EXPORT const char *ucnv_getStandardName(const char *name, const char *standard, int32_t *err)
{ (void)name; (void)standard; fail(err); return NULL; }

EXPORT void ucnv_getToUCallBack(const void *cnv, void **action, const void **context)
{ (void)cnv; if (action) *action = NULL; if (context) *context = NULL; }
EXPORT void ucnv_getFromUCallBack(const void *cnv, void **action, const void **context)
{ (void)cnv; if (action) *action = NULL; if (context) *context = NULL; }
EXPORT void ucnv_setToUCallBack(void *cnv, void *action, const void *context, void **old_action,
                                const void **old_context, int32_t *err)
{ (void)cnv; (void)action; (void)context; (void)old_action; (void)old_context; fail(err); }
EXPORT void ucnv_setFromUCallBack(void *cnv, void *action, const void *context, void **old_action,
                                  const void **old_context, int32_t *err)
{ (void)cnv; (void)action; (void)context; (void)old_action; (void)old_context; fail(err); }

EXPORT void UCNV_FROM_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const uint16_t *units,
                                            int32_t length, int32_t code_point, int reason, int32_t *err)
{ (void)context; (void)args; (void)units; (void)length; (void)code_point; (void)reason; fail(err); }
EXPORT void UCNV_TO_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const char *units,
                                          int32_t length, int reason, int32_t *err)
{ (void)context; (void)args; (void)units; (void)length; (void)reason; fail(err); }
EXPORT void ucnv_cbToUWriteUChars(void *args, const uint16_t *source, int32_t length, int32_t offset,
                                  int32_t *err)
{ (void)args; (void)source; (void)length; (void)offset; fail(err); }
EXPORT void ucnv_cbFromUWriteUChars(void *args, const uint16_t **source, const uint16_t *limit,
                                    int32_t offset, int32_t *err)
{ (void)args; (void)source; (void)limit; (void)offset; fail(err); }

EXPORT void ucnv_toUnicode(void *cnv, uint16_t **target, const uint16_t *target_limit, const char **source,
                           const char *source_limit, int32_t *offsets, int8_t flush, int32_t *err)
{ (void)cnv; (void)target; (void)target_limit; (void)source; (void)source_limit; (void)offsets; (void)flush;
  fail(err); }
EXPORT void ucnv_fromUnicode(void *cnv, char **target, const char *target_limit, const uint16_t **source,
                             const uint16_t *source_limit, int32_t *offsets, int8_t flush, int32_t *err)
{ (void)cnv; (void)target; (void)target_limit; (void)source; (void)source_limit; (void)offsets; (void)flush;
  fail(err); }
EXPORT int32_t ucnv_toUCountPending(const void *cnv, int32_t *err) { (void)cnv; fail(err); return -1; }
EXPORT int32_t ucnv_fromUCountPending(const void *cnv, int32_t *err) { (void)cnv; fail(err); return -1; }
