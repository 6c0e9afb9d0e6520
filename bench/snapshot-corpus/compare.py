#!/usr/bin/env python3
"""compare.py PKG OUT: each Linux reference beside the iOS one of the same test, with the share of
pixels agreeing (each channel within 32, both over white) and a side-by-side PNG."""
import os, sys
from PIL import Image, ImageChops, ImageDraw
pkg, out = sys.argv[1:3]
os.makedirs(out, exist_ok=True)
rows = []
for dirpath, _, files in os.walk(os.path.join(pkg, "apps")):
    if "__Snapshots__Linux__" not in dirpath: continue
    for f in sorted(files):
        if not f.endswith(".png"): continue
        linux = os.path.join(dirpath, f)
        ios = linux.replace("__Snapshots__Linux__", "__Snapshots__")
        case = os.path.relpath(linux, os.path.join(pkg, "apps")).split("/")[0]
        name = f"{case}.{os.path.basename(dirpath)}.{f[:-4]}"
        if not os.path.exists(ios):
            rows.append((name, None, None, "no iOS reference")); continue
        a = Image.open(ios).convert("RGBA"); b = Image.open(linux).convert("RGBA")
        white = lambda im: Image.alpha_composite(Image.new("RGBA", im.size, "white"), im).convert("RGB")
        a, b = white(a), white(b)
        note = "" if a.size == b.size else f"size {b.size} vs iOS {a.size}"
        bb = Image.new("RGB", a.size, "white"); bb.paste(b, (0, 0))
        diff = ImageChops.difference(a, bb)
        px = diff.load(); w, h = a.size
        agree = sum(1 for y in range(0, h, 2) for x in range(0, w, 2) if max(px[x, y]) <= 32) / (((w + 1) // 2) * ((h + 1) // 2))
        sheet = Image.new("RGB", (a.width + b.width + 30, max(a.height, b.height) + 40), (235, 235, 235))
        sheet.paste(a, (0, 40)); sheet.paste(b, (a.width + 30, 40))
        d = ImageDraw.Draw(sheet); d.text((4, 4), f"iOS {a.size}", fill="black"); d.text((a.width + 34, 4), f"Flipbook {b.size}  agree {agree:.3f}", fill="black")
        scale = min(1.0, 1400 / sheet.width)
        sheet = sheet.resize((int(sheet.width * scale), int(sheet.height * scale)))
        sheet.save(os.path.join(out, name + ".png"))
        rows.append((name, agree, note, ""))
for name, agree, note, msg in rows:
    print(f"{name}\t{'' if agree is None else f'{agree:.3f}'}\t{note or ''}{msg}")
