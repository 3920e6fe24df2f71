"""A browser test's named steps: each runs in turn, a failed one is reported and the next ones
still run, and the run ends with "N passed, N failed" and exit status 1 when a step failed."""
import sys

results = []


def step(name, check):
    try:
        check()
        passed(name)
    except Exception as error:  # a failed step is reported, and the next ones still run
        failed(name, error)


def passed(name):
    results.append((name, None))
    print(f"PASS {name}")


def failed(name, error):
    results.append((name, error))
    print(f"FAIL {name}: {type(error).__name__}: {error}")


def finish():
    failures = sum(1 for _, error in results if error)
    print(f"{len(results) - failures} passed, {failures} failed")
    sys.exit(1 if failures else 0)
