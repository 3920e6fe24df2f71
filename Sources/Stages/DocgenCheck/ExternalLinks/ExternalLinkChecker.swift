import Foundation

/// Checks external (http/https) links concurrently, politely and reproducibly.
public enum ExternalLinkChecker {
    /// The longest `Retry-After` wait honoured, in seconds; longer requests are shortened to this.
    static let maximumRetryAfter: Double = 30

    /// Checks every URL (duplicates checked once), returning results in the order of the input's first occurrences.
    public static func check(_ urls: [String], options: ExternalLinkOptions) async -> [ExternalLinkResult] {
        let startedAt = options.clock.now()
        var seen = Set<String>()
        let parsedLinks = urls.filter { seen.insert($0).inserted }.map { (url: $0, target: RequestTarget.parse($0)) }

        let cache = options.cachePath.map(LinkCache.load(from:))
        var resultsByKey: [String: ExternalLinkResult] = [:]
        var targetsToCheck: [RequestTarget] = []
        var queuedKeys = Set<String>()
        for case (let url, .success(let target)) in parsedLinks where resultsByKey[target.key] == nil {
            if let entry = cache?.freshEntry(forKey: target.key, now: startedAt, maxAge: options.cacheMaxAge) {
                resultsByKey[target.key] = ExternalLinkResult(url: url, cached: entry)
            } else if queuedKeys.insert(target.key).inserted {
                targetsToCheck.append(target)
            }
        }

        let checked = await checkConcurrently(targetsToCheck, options: options)
        resultsByKey.merge(checked) { _, new in new }

        if var updatedCache = cache, let cachePath = options.cachePath {
            for (key, result) in checked {
                updatedCache.record(result, forKey: key)
            }
            updatedCache.removeExpiredEntries(now: startedAt, maxAge: options.cacheMaxAge)
            do {
                try updatedCache.save(to: cachePath)
            } catch {
                FileHandle.standardError.write(Data("docgen: warning: cannot write link cache \(cachePath): \(error)\n".utf8))
            }
        }

        return parsedLinks.map { link in
            switch link.target {
            case .success(let target):
                var result = resultsByKey[target.key]!
                result.url = link.url
                return result
            case .failure(let invalid):
                return ExternalLinkResult(url: link.url, outcome: .unreachable, status: nil, detail: invalid.detail, checkedAt: startedAt)
            }
        }
    }

    /// Checks each target once under the global and per-host limits, keyed by `RequestTarget.key`.
    private static func checkConcurrently(_ targets: [RequestTarget], options: ExternalLinkOptions) async -> [String: ExternalLinkResult] {
        guard !targets.isEmpty else { return [:] }
        let probe = HTTPProbe(timeout: options.timeout, userAgent: options.userAgent)
        let hostLimiter = HostLimiter(permitsPerHost: options.maxPerHost)
        let requestSlots = AsyncSemaphore(permits: options.maxConcurrent)

        return await withTaskGroup(of: (String, ExternalLinkResult).self) { group in
            for target in targets {
                group.addTask {
                    // The host permit spans retries and backoff so a struggling host is not hit by others meanwhile;
                    // a global slot is held only while a request is actually in flight.
                    let result = await hostLimiter.withPermit(forHost: target.host) {
                        await checkWithRetries(target, probe: probe, requestSlots: requestSlots, options: options)
                    }
                    return (target.key, result)
                }
            }
            var results: [String: ExternalLinkResult] = [:]
            for await (key, result) in group {
                results[key] = result
            }
            return results
        }
    }

    /// Checks one target, retrying transient failures with exponential backoff (or the server's `Retry-After`).
    private static func checkWithRetries(
        _ target: RequestTarget, probe: HTTPProbe, requestSlots: AsyncSemaphore, options: ExternalLinkOptions
    ) async -> ExternalLinkResult {
        let maximumAttempts = max(1, options.attempts)
        var method = "HEAD"
        var attempt = 1
        while true {
            var answer = await requestSlots.withPermit { [method] in await probe.send(method, to: target.requestURL) }
            if method == "HEAD", case .response(let status, _, _) = answer, status == 405 || status == 501 {
                method = "GET"
                answer = await requestSlots.withPermit { await probe.send("GET", to: target.requestURL) }
            }
            guard attempt < maximumAttempts, !Task.isCancelled,
                  let delay = retryDelay(after: answer, attempt: attempt, initialBackoff: options.initialBackoff)
            else {
                return result(for: answer, target: target, attempts: attempt, checkedAt: options.clock.now())
            }
            await options.clock.sleep(delay)
            attempt += 1
        }
    }

    /// Seconds to wait before retrying after `answer`, or nil when the answer is final.
    private static func retryDelay(after answer: ProbeAnswer, attempt: Int, initialBackoff: Double) -> Double? {
        let backoff = max(0, initialBackoff) * pow(2, Double(attempt - 1))
        switch answer {
        case .response(let status, _, let retryAfter) where status == 429 || (500..<600).contains(status):
            if status == 429 || status == 503, let retryAfter, retryAfter >= 0 {
                return min(retryAfter, maximumRetryAfter)
            }
            return backoff
        case .failure(let failure) where failure.isTransient:
            return backoff
        default:
            return nil
        }
    }

    /// Turns the last answer into a result, e.g. "HTTP 200 (redirected to …) after 3 attempts".
    private static func result(for answer: ProbeAnswer, target: RequestTarget, attempts: Int, checkedAt: Double) -> ExternalLinkResult {
        let attemptsNote = attempts > 1 ? " after \(attempts) attempts" : ""
        switch answer {
        case .response(let status, let finalURL, _):
            let redirectNote = finalURL.map { $0 == target.requestURL ? "" : " (redirected to \($0.absoluteString))" } ?? ""
            return ExternalLinkResult(
                url: target.key,
                outcome: (200..<300).contains(status) ? .ok : .broken,
                status: status,
                detail: "HTTP \(status)\(redirectNote)\(attemptsNote)",
                checkedAt: checkedAt)
        case .failure(let failure):
            return ExternalLinkResult(
                url: target.key, outcome: .unreachable, status: nil,
                detail: "\(failure.summary)\(attemptsNote)", checkedAt: checkedAt)
        }
    }
}
