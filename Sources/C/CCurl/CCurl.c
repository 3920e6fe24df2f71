#include "CCurl.h"

#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* libcurl's functions, looked up once. */
static struct {
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_perform)(CURL *);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    void (*easy_cleanup)(CURL *);
    const char *(*easy_strerror)(CURLcode);
    int loaded;
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    curl.global_init = (CURLcode (*)(long))dlsym(library, "curl_global_init");
    curl.easy_init = (CURL * (*)(void)) dlsym(library, "curl_easy_init");
    curl.easy_setopt = (CURLcode (*)(CURL *, CURLoption, ...))dlsym(library, "curl_easy_setopt");
    curl.easy_perform = (CURLcode (*)(CURL *))dlsym(library, "curl_easy_perform");
    curl.easy_getinfo = (CURLcode (*)(CURL *, CURLINFO, ...))dlsym(library, "curl_easy_getinfo");
    curl.easy_cleanup = (void (*)(CURL *))dlsym(library, "curl_easy_cleanup");
    curl.easy_strerror = (const char *(*)(CURLcode))dlsym(library, "curl_easy_strerror");
    if (!curl.global_init || !curl.easy_init || !curl.easy_setopt || !curl.easy_perform || !curl.easy_getinfo ||
        !curl.easy_cleanup || !curl.easy_strerror)
        return;
    curl.loaded = curl.global_init(CURL_GLOBAL_DEFAULT) == CURLE_OK;
}

struct docgen_curl_cancel {
    atomic_int set;
};

docgen_curl_cancel *docgen_curl_cancel_new(void) {
    docgen_curl_cancel *cancel = malloc(sizeof *cancel);
    if (cancel) atomic_init(&cancel->set, 0);
    return cancel;
}

void docgen_curl_cancel_set(docgen_curl_cancel *cancel) {
    if (cancel) atomic_store(&cancel->set, 1);
}

void docgen_curl_cancel_free(docgen_curl_cancel *cancel) {
    free(cancel);
}

/* Nonzero stops the transfer (CURLE_ABORTED_BY_CALLBACK). */
static int progress(void *data, curl_off_t total_down, curl_off_t now_down, curl_off_t total_up, curl_off_t now_up) {
    (void)total_down, (void)now_down, (void)total_up, (void)now_up;
    docgen_curl_cancel *cancel = data;
    return cancel && atomic_load(&cancel->set);
}

/* A GET's body is not needed: the first bytes of it end the transfer (CURLE_WRITE_ERROR). */
static size_t discard_body(char *bytes, size_t size, size_t count, void *data) {
    (void)bytes, (void)size, (void)count;
    *(int *)data = 1;
    return 0;
}

/* Each response's Retry-After header; a new status line (after a redirect) forgets the last. */
static size_t read_header(char *bytes, size_t size, size_t count, void *data) {
    size_t length = size * count;
    double *retry_after = data;
    static const char name[] = "retry-after:";
    if (length >= 5 && strncmp(bytes, "HTTP/", 5) == 0) {
        *retry_after = -1;
    } else if (length > sizeof name - 1 && strncasecmp(bytes, name, sizeof name - 1) == 0) {
        char value[64];
        size_t start = sizeof name - 1, copied = 0;
        while (start < length && (bytes[start] == ' ' || bytes[start] == '\t')) start++;
        while (start + copied < length && copied < sizeof value - 1 && bytes[start + copied] != '\r' && bytes[start + copied] != '\n') {
            value[copied] = bytes[start + copied];
            copied++;
        }
        value[copied] = 0;
        char *end = NULL;
        double seconds = strtod(value, &end);
        /* Only delta-seconds: an HTTP date is left to the caller's own backoff. */
        while (end && (*end == ' ' || *end == '\t')) end++;
        if (copied > 0 && end && *end == 0 && seconds >= 0) *retry_after = seconds;
    }
    return length;
}

static docgen_curl_failure failure_of(CURLcode code) {
    switch (code) {
    case CURLE_OK: return DOCGEN_CURL_NONE;
    case CURLE_OPERATION_TIMEDOUT: return DOCGEN_CURL_TIMED_OUT;
    case CURLE_COULDNT_CONNECT: return DOCGEN_CURL_CANNOT_CONNECT;
    case CURLE_SEND_ERROR:
    case CURLE_RECV_ERROR:
    case CURLE_PARTIAL_FILE: return DOCGEN_CURL_CONNECTION_LOST;
    case CURLE_COULDNT_RESOLVE_HOST:
    case CURLE_COULDNT_RESOLVE_PROXY: return DOCGEN_CURL_CANNOT_RESOLVE_HOST;
    case CURLE_TOO_MANY_REDIRECTS: return DOCGEN_CURL_TOO_MANY_REDIRECTS;
    case CURLE_GOT_NOTHING:
    case CURLE_WEIRD_SERVER_REPLY:
    case CURLE_HTTP2:
    case CURLE_HTTP2_STREAM: return DOCGEN_CURL_BAD_RESPONSE;
    case CURLE_SSL_CONNECT_ERROR:
    case CURLE_PEER_FAILED_VERIFICATION:
    case CURLE_SSL_CERTPROBLEM:
    case CURLE_SSL_CIPHER:
    case CURLE_SSL_CACERT_BADFILE:
    case CURLE_SSL_ISSUER_ERROR:
    case CURLE_SSL_PINNEDPUBKEYNOTMATCH:
    case CURLE_SSL_INVALIDCERTSTATUS: return DOCGEN_CURL_TLS;
    case CURLE_ABORTED_BY_CALLBACK: return DOCGEN_CURL_CANCELLED;
    default: return DOCGEN_CURL_OTHER;
    }
}

docgen_curl_result docgen_curl_request(const char *url, int head, const char *user_agent, long timeout_ms,
                                       docgen_curl_cancel *cancel) {
    docgen_curl_result result = {.failure = DOCGEN_CURL_UNAVAILABLE, .status = 0, .retry_after = -1, .final_url = NULL, .message = ""};
    pthread_once(&load_once, load);
    if (!curl.loaded) {
        snprintf(result.message, sizeof result.message, "libcurl (libcurl.so.4) could not be loaded; install it (Debian and Ubuntu: apt install libcurl4)");
        return result;
    }
    CURL *handle = curl.easy_init();
    if (!handle) {
        snprintf(result.message, sizeof result.message, "libcurl could not start a request");
        return result;
    }
    int body_arrived = 0;
    char error[CURL_ERROR_SIZE] = "";
    curl.easy_setopt(handle, CURLOPT_URL, url);
    curl.easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
    curl.easy_setopt(handle, CURLOPT_FOLLOWLOCATION, 1L);
    curl.easy_setopt(handle, CURLOPT_MAXREDIRS, 16L);
    curl.easy_setopt(handle, CURLOPT_TIMEOUT_MS, timeout_ms);
    curl.easy_setopt(handle, CURLOPT_USERAGENT, user_agent);
    curl.easy_setopt(handle, CURLOPT_ERRORBUFFER, error);
    curl.easy_setopt(handle, CURLOPT_NOPROGRESS, 0L);
    curl.easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, progress);
    curl.easy_setopt(handle, CURLOPT_XFERINFODATA, cancel);
    curl.easy_setopt(handle, CURLOPT_HEADERFUNCTION, read_header);
    curl.easy_setopt(handle, CURLOPT_HEADERDATA, &result.retry_after);
    if (head) {
        curl.easy_setopt(handle, CURLOPT_NOBODY, 1L);
    } else {
        curl.easy_setopt(handle, CURLOPT_HTTPGET, 1L);
        curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, discard_body);
        curl.easy_setopt(handle, CURLOPT_WRITEDATA, &body_arrived);
    }
    CURLcode code = curl.easy_perform(handle);
    if (code == CURLE_WRITE_ERROR && body_arrived) code = CURLE_OK;
    long status = 0;
    if (curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &status) == CURLE_OK) result.status = status;
    char *final_url = NULL;
    if (curl.easy_getinfo(handle, CURLINFO_EFFECTIVE_URL, &final_url) == CURLE_OK && final_url) result.final_url = strdup(final_url);
    result.failure = failure_of(code);
    if (code != CURLE_OK) snprintf(result.message, sizeof result.message, "%s", error[0] ? error : curl.easy_strerror(code));
    curl.easy_cleanup(handle);
    return result;
}

void docgen_curl_result_free(docgen_curl_result *result) {
    free(result->final_url);
    result->final_url = NULL;
}
