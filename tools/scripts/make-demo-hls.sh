#!/usr/bin/env bash
# Makes the demo seed's lesson stream (apps/api/media/demo/hls/): 10 seconds of a moving test pattern with a title
# and a tone, H.264 + AAC in MPEG-TS segments of 2 s with a VOD playlist, which hls.js plays through Media Source
# Extensions in Chromium. Every seeded video material of an enrolled member streams it. Needs Debian's ffmpeg.
# The files are committed; run this only to change them.
set -euo pipefail
out="$(dirname "$0")/../../apps/api/media/demo/hls"
rm -rf "$out" && mkdir -p "$out"
ffmpeg -y -loglevel error \
  -f lavfi -i "testsrc2=size=640x360:rate=24:duration=10" \
  -f lavfi -i "sine=frequency=523:duration=10" \
  -vf "drawbox=y=140:w=iw:h=80:color=0x0b1f3a@0.85:t=fill,drawtext=text='Akademi Siber - materi kelas':fontcolor=white:fontsize=28:x=(w-text_w)/2:y=165" \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -b:v 150k -g 48 -keyint_min 48 -sc_threshold 0 \
  -c:a aac -b:a 48k -ac 1 -shortest \
  -f hls -hls_time 2 -hls_playlist_type vod -hls_segment_filename "$out/segmen-%03d.ts" "$out/kelas.m3u8"
ls -l "$out"
