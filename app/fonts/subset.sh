#!/usr/bin/env bash
# Makes the picture's caption font (app/src/picture/text.rs) from DejaVu Sans Bold: Latin,
# Greek and Cyrillic letters, common punctuation, no hinting (the picture draws outlines).
# Needs Debian's fonts-dejavu-core and PyPI's fonttools. Run from this folder.
set -euo pipefail
command -v pyftsubset >/dev/null || pip install fonttools
pyftsubset /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf \
    --unicodes="U+0020-007E,U+00A0-024F,U+0370-03FF,U+0400-04FF,U+2010-2027,U+2030-203A,U+20AC,U+2116,U+2122,U+25CF" \
    --layout-features='kern' --no-hinting --desubroutinize \
    --output-file=DejaVuSans-Bold-subset.ttf
