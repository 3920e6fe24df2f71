"""A browser test's steps: each runs, passes or fails on its own, and the last line counts them."""
import sys

results = []


def step(name, check):
    """Runs `check`; an exception fails the step, and the next steps still run."""
    try:
        check()
        results.append((name, None))
        print(f"PASS {name}")
    except Exception as error:
        results.append((name, error))
        print(f"FAIL {name}: {type(error).__name__}: {error}")


def fail(name, error):
    """Records a failure outside any step (the setup)."""
    results.append((name, error))
    print(f"FAIL {name}: {type(error).__name__}: {error}")


def finish():
    """Prints "N passed, N failed" and exits, with status 1 when a step failed."""
    failed = sum(1 for _, error in results if error)
    print(f"{len(results) - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
