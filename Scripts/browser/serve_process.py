"""Starts `docgen serve` on a port the kernel picks and stops it with SIGINT."""
import os
import re
import signal
import subprocess
import threading
import time


class Serve:
    def __init__(self, docgen, folder, arguments=()):
        self.process = subprocess.Popen([docgen, "serve", "--port", "0", *arguments], cwd=folder,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.output = []
        self.url = None
        ready = threading.Event()

        def read(stream):
            for line in stream:
                self.output.append(line)
                found = re.search(r"Serving (http://\S+/)", line)
                if found:
                    self.url = found.group(1)
                    ready.set()

        for stream in (self.process.stdout, self.process.stderr):
            threading.Thread(target=read, args=(stream,), daemon=True).start()
        if not ready.wait(300):
            self.stop()
            raise RuntimeError("docgen serve did not start:\n" + "".join(self.output))

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                return self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        return self.process.wait()


def write(path, text):
    """Writes as many editors do: a temporary file renamed over the original."""
    temporary = os.path.join(os.path.dirname(path), "." + os.path.basename(path) + ".tmp")
    with open(temporary, "w", encoding="utf-8") as file:
        file.write(text)
    os.replace(temporary, path)
    return time.time()
