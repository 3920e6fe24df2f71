#include "CBuildStamp.h"

/* Weak: a build that links no stamp leaves it at address 0 instead of failing to link. Defined
   in C because Swift cannot declare a weak symbol, and linked last so that setting the commit
   costs a link, not a compile. */
extern const char docgen_build_commit[] __attribute__((weak));

const char *docgen_build_commit_or_null(void) {
    return docgen_build_commit;
}
