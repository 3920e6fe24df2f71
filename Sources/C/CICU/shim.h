// ICU's word break iterator (ubrk.h), as the toolchain's Foundation carries ICU: its library
// _FoundationICU (ICU 76 with its data and dictionaries, linked into every docgen) names ICU's C
// API swift_ubrk_open and so on, and installs no header. These are the few functions docgen
// calls, declared with ICU's own signatures (unicode/ubrk.h, ICU 76). Debian's ICU (libicu-dev)
// would add its 31 MB of data a second time; Scripts/build-docgen already points libxml2's ICU
// converters at the same library.
#ifndef DOCGEN_CICU_SHIM_H
#define DOCGEN_CICU_SHIM_H

#include <stdint.h>

typedef struct UBreakIterator UBreakIterator;
typedef uint16_t UChar;
/// ICU's UErrorCode: 0 or less is success.
typedef int32_t DocgenUErrorCode;

/// UBreakIteratorType's word iterator.
#define DOCGEN_UBRK_WORD 1
/// The value ubrk_next returns at the end of the text (UBRK_DONE).
#define DOCGEN_UBRK_DONE (-1)

UBreakIterator *swift_ubrk_open(int32_t type, const char *locale, const UChar *text, int32_t textLength,
                                DocgenUErrorCode *status);
UBreakIterator *swift_ubrk_clone(const UBreakIterator *iterator, DocgenUErrorCode *status);
void swift_ubrk_setText(UBreakIterator *iterator, const UChar *text, int32_t textLength, DocgenUErrorCode *status);
int32_t swift_ubrk_first(UBreakIterator *iterator);
int32_t swift_ubrk_next(UBreakIterator *iterator);
int32_t swift_ubrk_getRuleStatus(UBreakIterator *iterator);
void swift_ubrk_close(UBreakIterator *iterator);

#endif
