#!/bin/sh
# The installable store's icons (public/icons/*.png) from public/favicon.svg, drawn by headless
# Chromium: 192 and 512 px, and a 512 px maskable one (the mark inside the 80 % safe zone on the
# theme green). Run after the logo changes; commit the PNGs.
set -e
cd "$(dirname "$0")/../.."
CHROME=${CHROMIUM_PATH:-/usr/bin/chromium}
tmp=$(mktemp -d)
mark=$(sed 's/width="64" height="64"/width="100%" height="100%"/' public/favicon.svg)
mkdir -p public/icons
draw() { # size kind out
  if [ "$2" = maskable ]; then
    body="<div style='width:$1px;height:$1px;background:#0c831f;display:grid;place-items:center'><div style='width:70%;height:70%'>$mark</div></div>"
  else
    body="<div style='width:$1px;height:$1px'>$mark</div>"
  fi
  echo "<html><body style='margin:0;background:transparent'>$body</body></html>" >"$tmp/$3.html"
  "$CHROME" --headless --no-sandbox --disable-gpu --hide-scrollbars --default-background-color=00000000 \
    --window-size="$1,$1" --screenshot="public/icons/$3" "file://$tmp/$3.html" 2>/dev/null
}
draw 192 any icon-192.png
draw 512 any icon-512.png
draw 512 maskable icon-maskable-512.png
rm -rf "$tmp"
