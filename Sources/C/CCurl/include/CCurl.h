#ifndef DOCGEN_CCURL_H
#define DOCGEN_CCURL_H

/* One HTTP request through libcurl, which is loaded (dlopen) the first time one is sent: linked
   at start-up, libcurl and the thirty libraries it needs cost every docgen process about 5 ms
   (docgen --version: 15.5 ms against 10.4), and only a check of external links sends requests. */

/* Whether a request may be cancelled from another thread while it runs. */
typedef struct docgen_curl_cancel docgen_curl_cancel;

docgen_curl_cancel *docgen_curl_cancel_new(void);
void docgen_curl_cancel_set(docgen_curl_cancel *cancel);
void docgen_curl_cancel_free(docgen_curl_cancel *cancel);

/* What kept a request from getting a response, from libcurl's CURLcode. */
typedef enum {
    DOCGEN_CURL_NONE = 0,               /* a response arrived */
    DOCGEN_CURL_TIMED_OUT,
    DOCGEN_CURL_CANNOT_CONNECT,
    DOCGEN_CURL_CONNECTION_LOST,
    DOCGEN_CURL_CANNOT_RESOLVE_HOST,
    DOCGEN_CURL_TOO_MANY_REDIRECTS,
    DOCGEN_CURL_BAD_RESPONSE,
    DOCGEN_CURL_TLS,
    DOCGEN_CURL_CANCELLED,
    DOCGEN_CURL_UNAVAILABLE,            /* libcurl could not be loaded or started */
    DOCGEN_CURL_OTHER
} docgen_curl_failure;

/* What one request produced. */
typedef struct {
    docgen_curl_failure failure;
    /* The status of the last response, 0 when none arrived. */
    long status;
    /* The seconds of the last response's Retry-After header, or -1. */
    double retry_after;
    /* Where redirects ended (malloc'd, freed by docgen_curl_result_free); NULL when unknown. */
    char *final_url;
    /* libcurl's description of a failure. */
    char message[256];
} docgen_curl_result;

/* Sends one request for `url` (HEAD when `head` is nonzero, else GET, whose body is not read),
   following redirects, giving up after `timeout_ms` or once `cancel` is set. Blocks. */
docgen_curl_result docgen_curl_request(const char *url, int head, const char *user_agent, long timeout_ms,
                                       docgen_curl_cancel *cancel);

void docgen_curl_result_free(docgen_curl_result *result);

#endif
