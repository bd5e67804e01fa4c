#!/usr/bin/env bash
# Makes the demo's product tour (server/src/data/demo/product-tour.webm): 4 s of 320×180 VP8 at 15 fps,
# a title set inside the frame on two lines (a 12 px margin all round), a yellow ball crossing it and
# the seconds counting. Needs ffmpeg and the DejaVu fonts (Debian: ffmpeg, fonts-dejavu-core).
# The e2e journey tests/e2e/demo-video.spec.ts checks that the title's pixels stay inside the frame.
set -euo pipefail
out="${1:-$(dirname "$0")/../server/src/data/demo/product-tour.webm}"
bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
book=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
ball="lte(hypot(X-(40+60*T),Y-104),24)"
ffmpeg -loglevel error -y -f lavfi -i "color=c=0x043574:s=320x180:r=15:d=4" \
  -vf "format=rgb24,geq=r='if(${ball},255,r(X,Y))':g='if(${ball},196,g(X,Y))':b='if(${ball},0,b(X,Y))',\
drawtext=fontfile=${bold}:text='Summit Insurance':fontsize=18:fontcolor=white:x=12:y=12,\
drawtext=fontfile=${book}:text='Product tour':fontsize=16:fontcolor=white:x=12:y=38,\
drawtext=fontfile=${book}:text='%{eif\:t\:d}.%{eif\:mod(t*10\,10)\:d} s':fontsize=14:fontcolor=white:x=12:y=152" \
  -c:v libvpx -b:v 200k -deadline good -cpu-used 4 -g 15 -an -metadata title='Summit Insurance — Product tour' "$out"
