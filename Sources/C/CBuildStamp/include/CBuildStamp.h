#ifndef DOCGEN_CBUILDSTAMP_H
#define DOCGEN_CBUILDSTAMP_H

/* The commit a release docgen was built from, as Scripts/build-docgen links it in (an object that
   defines docgen_build_commit); NULL in a build made any other way, such as `swift build`. */
const char *docgen_build_commit_or_null(void);

#endif
