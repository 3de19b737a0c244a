#!/usr/bin/env bash
# Regenerates the sandbox webinar video (sandbox/assets/webinars/masterclass.webm): three
# minutes of a title, the running time and a progress bar, VP9 without audio (~0.5 MB), so
# the player can be tested offline. Needs ffmpeg (apt-get install ffmpeg); not run by CI.
set -euo pipefail
out="$(dirname "$0")/../sandbox/assets/webinars/masterclass.webm"
mkdir -p "$(dirname "$out")"
ffmpeg -loglevel error -y -f lavfi -i "color=c=0x312e81:s=640x360:r=10:d=180" \
  -vf "drawbox=x=0:y=300:w='iw*t/180':h=60:color=0x6366f1@0.9:t=fill,drawtext=text='Brightpath masterclass':fontcolor=white:fontsize=36:x=(w-tw)/2:y=110,drawtext=text='%{pts\:hms}':fontcolor=0xe0e7ff:fontsize=56:x=(w-tw)/2:y=180" \
  -an -c:v libvpx-vp9 -b:v 40k -deadline good -cpu-used 4 "$out"
echo "wrote $out"
