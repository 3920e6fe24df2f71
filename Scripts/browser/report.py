"""The browser runner's one report: each step passes or fails on its own, named by its suite (and,
in the page walk, its page, width and scheme); the last line counts them all."""
import sys
import traceback


class Report:
    def __init__(self):
        self.results = []

    def step(self, suite, name, check):
        """Runs `check`; an exception fails the step, and the next steps still run."""
        try:
            check()
        except Exception as error:
            self.fail(suite, name, error)
        else:
            self.results.append((suite, name, None))
            print(f"PASS [{suite}] {name}", flush=True)

    def fail(self, suite, name, error):
        """Records a failure outside a step (a suite's setup)."""
        self.results.append((suite, name, error))
        detail = str(error) if isinstance(error, AssertionError) else f"{type(error).__name__}: {error}"
        print(f"FAIL [{suite}] {name}: {detail}", flush=True)
        if not isinstance(error, AssertionError):
            traceback.print_exception(error, limit=-3, file=sys.stdout)

    def steps(self, suite):
        """`step(name, check)` for one suite."""
        return lambda name, check: self.step(suite, name, check)

    def finish(self):
        """Prints the failures again, a count per suite and "N passed, N failed"; the exit status."""
        failed = [(suite, name, error) for suite, name, error in self.results if error]
        suites = {}
        for suite, _, error in self.results:
            counts = suites.setdefault(suite, [0, 0])
            counts[1 if error else 0] += 1
        for suite, (passed, failures) in suites.items():
            print(f"  {suite}: {passed} passed, {failures} failed")
        if failed:
            print("Failed:")
            for suite, name, error in failed:
                print(f"  [{suite}] {name}: {str(error)[:300]}")
        print(f"{len(self.results) - len(failed)} passed, {len(failed)} failed")
        return 1 if failed else 0
