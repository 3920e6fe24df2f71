#include <libxml/xmlversion.h>
/* Hide /usr/include/unicode from Swift: with ICU visible, Foundation's own ICU
   module clashes on 'UErrorCode' in a clean build. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xpath.h>
#include <libxml/xpathInternals.h>
#include <libxml/HTMLparser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlsave.h>

/* xmlFree is a global function pointer, which Swift 6 rejects as shared mutable state. */
static inline void docgen_xml_free(void *pointer) { xmlFree(pointer); }
