#!/usr/bin/env bash
# Makes the demo seed's free-preview video (apps/api/media/demo/pratinjau-kelas.webm): 8 seconds of a moving test
# pattern with a title, VP9 in WebM (every Chromium plays it, no proprietary codec needed), ~100 KB. Needs Debian's
# ffmpeg. The file is committed; run this only to change it.
set -euo pipefail
out="$(dirname "$0")/../../apps/api/media/demo/pratinjau-kelas.webm"
ffmpeg -y -loglevel error \
  -f lavfi -i "testsrc2=size=640x360:rate=24:duration=8" \
  -f lavfi -i "sine=frequency=440:duration=8" \
  -vf "drawbox=y=140:w=iw:h=80:color=0x0b1f3a@0.85:t=fill,drawtext=text='Akademi Siber - pratinjau kelas':fontcolor=white:fontsize=28:x=(w-text_w)/2:y=165" \
  -c:v libvpx-vp9 -b:v 120k -deadline good -row-mt 1 -c:a libopus -b:a 24k -shortest "$out"
ls -l "$out"
