#!/usr/bin/python3
"""The pycairo baseline: the showcase's frames drawn by a plain Python program with pycairo.

    /usr/bin/python3 bench/pycairo/baseline.py TREES OUT [--jobs N] [--scale 2]

TREES is what `flipbook-bench frame-trees --out TREES` writes: a folder per scene holding
`frames.jsonl` (a header line, then one line per frame with that frame's whole presentation
tree in points) and the images its layers show (`image-ID.png`). For every frame this
program parses the tree, composes each layer's transforms into a device-space map itself
(bounds, position, anchor point, 4x4 transform, sublayer transform, z position, perspective),
draws the layers with Cairo (backgrounds with rounded corners, borders, clips, group
opacity, masks, shapes, gradients, images, text) into a frame of width x scale by
height x scale pixels over black, encodes it as PNG with Cairo's own writer
(`write_to_png`, libpng at zlib's default level) and writes OUT/SCENE/frame-NNNN.png.
A frame whose tree is the same text as the frame before it is not drawn again: its PNG bytes
are written again, as Flipbook does with a run of equal trees.

It is an independent, straightforward implementation of the same frames, and it does less
than Flipbook in places, which makes it faster, never slower:
- it does not evaluate animations: each frame's layer values are read, already evaluated
  (parsing the line stands in for that work);
- shadows are drawn hard-edged, the shadow's shape filled at its offset, without a blur;
- backdrop blurs (a visual effect view's material) are not blurred: only the material's tint
  is filled over what is below, and vibrant content is drawn in its own colours;
- text uses Cairo's toy API (no shaping, no font fallback, greedy word wrapping, no
  truncation marks);
- under a perspective a layer is drawn through the affine map of three of its projected
  corners, clipped to its projected outline (Flipbook warps content exactly);
- `strokeStart`/`strokeEnd` trim with a dash; continuous corner curves are drawn circular.
Scenes are spread over --jobs processes (default: the number of processors, as Flipbook
uses every core).
"""
import io
import json
import math
import os
import sys
from multiprocessing import Pool

import cairo

# Greyscale anti-aliasing without hinting, as Flipbook draws glyphs.
TEXT_OPTIONS = cairo.FontOptions()
TEXT_OPTIONS.set_antialias(cairo.ANTIALIAS_GRAY)
TEXT_OPTIONS.set_hint_style(cairo.HINT_STYLE_NONE)
TEXT_OPTIONS.set_hint_metrics(cairo.HINT_METRICS_OFF)


def mul3(a, b):
    """Row-vector 3x3 product a * b (a applied first), as tuples of 9."""
    a11, a12, a13, a21, a22, a23, a31, a32, a33 = a
    b11, b12, b13, b21, b22, b23, b31, b32, b33 = b
    return (
        a11 * b11 + a12 * b21 + a13 * b31, a11 * b12 + a12 * b22 + a13 * b32, a11 * b13 + a12 * b23 + a13 * b33,
        a21 * b11 + a22 * b21 + a23 * b31, a21 * b12 + a22 * b22 + a23 * b32, a21 * b13 + a22 * b23 + a23 * b33,
        a31 * b11 + a32 * b21 + a33 * b31, a31 * b12 + a32 * b22 + a33 * b32, a31 * b13 + a32 * b23 + a33 * b33,
    )


def mul4(a, b):
    """Row-vector 4x4 product a * b, lists of 16 in row order."""
    out = [0.0] * 16
    for i in range(4):
        ai0, ai1, ai2, ai3 = a[4 * i], a[4 * i + 1], a[4 * i + 2], a[4 * i + 3]
        for j in range(4):
            out[4 * i + j] = ai0 * b[j] + ai1 * b[4 + j] + ai2 * b[8 + j] + ai3 * b[12 + j]
    return out


def translation4(x, y, z):
    return [1.0, 0, 0, 0, 0, 1.0, 0, 0, 0, 0, 1.0, 0, x, y, z, 1.0]


def flatten(m):
    """A 4x4 layer map seen on z = 0 with its output z dropped: rows and columns 1, 2, 4."""
    return (m[0], m[1], m[3], m[4], m[5], m[7], m[12], m[13], m[15])


def det3(h):
    h11, h12, h13, h21, h22, h23, h31, h32, h33 = h
    return h11 * (h22 * h33 - h23 * h32) - h12 * (h21 * h33 - h23 * h31) + h13 * (h21 * h32 - h22 * h31)


def project(h, x, y):
    w = x * h[2] + y * h[5] + h[8]
    return ((x * h[0] + y * h[3] + h[6]) / w, (x * h[1] + y * h[4] + h[7]) / w)


def anchor_of(layer):
    bx, by, bw, bh = layer["b"]
    ax, ay = layer.get("a", (0.5, 0.5))
    return bx + ax * bw, by + ay * bh


def local_to_parent4(layer):
    """T(-anchor) * transform * T(position, z), the layer's bounds space to its parent's."""
    px, py = layer["p"]
    cx, cy = anchor_of(layer)
    m = translation4(-cx, -cy, 0)
    t = layer.get("t")
    if t is not None:
        m = mul4(m, t)
    return mul4(m, translation4(px, py, layer.get("z", 0)))


def sublayer_matrix4(layer):
    """What the sublayers are drawn through besides their own maps: the stretch of a
    snapshot's picture, then the sublayer transform about the anchor point; None for none."""
    bx, by, bw, bh = layer["b"]
    m = None
    sf = layer.get("sf")
    if sf and sf[0] > 0 and sf[1] > 0:
        sx, sy = bw / sf[0], bh / sf[1]
        if sx != 1 or sy != 1:
            m = mul4(mul4(translation4(-bx, -by, 0), [sx, 0, 0, 0, 0, sy, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]),
                     translation4(bx, by, 0))
    st = layer.get("st")
    if st is not None:
        cx, cy = anchor_of(layer)
        s = mul4(mul4(translation4(-cx, -cy, 0), st), translation4(cx, cy, 0))
        m = s if m is None else mul4(m, s)
    return m


def finite(values):
    return all(math.isfinite(v) for v in values)


class Painter:
    def __init__(self, ctx, folder):
        self.ctx = ctx
        self.folder = folder
        self.images = {}

    # Placement -----------------------------------------------------------------------------

    def place(self, layer, parent, depth):
        """(device map, affine?, back facing?) or None when the layer cannot be drawn."""
        if depth is None and "t" not in layer:
            px, py = layer["p"]
            cx, cy = anchor_of(layer)
            local = (1.0, 0.0, 0.0, 0.0, 1.0, 0.0, px - cx, py - cy, 1.0)
        else:
            m = local_to_parent4(layer)
            if depth is not None:
                m = mul4(m, depth)
            local = flatten(m)
        h = mul3(local, parent)
        if not finite(h):
            return None
        if h[2] == 0 and h[5] == 0:
            if not h[8] > 1e-3:
                return None
            k = 1 / h[8]
            a = (h[0] * k, h[1] * k, 0.0, h[3] * k, h[4] * k, 0.0, h[6] * k, h[7] * k, 1.0)
            if abs(a[0] * a[4] - a[1] * a[3]) < 1e-12:
                return None
            return a, True, det3(local) * local[8] < 0
        bx, by, bw, bh = layer["b"]
        for x, y in ((bx, by), (bx + bw, by), (bx, by + bh), (bx + bw, by + bh)):
            if not x * h[2] + y * h[5] + h[8] > 1e-3:
                return None
        return h, False, det3(local) < 0

    def set_map(self, layer, h, affine):
        """Sets the Cairo matrix to the layer's bounds space (under a perspective: the affine map
        through three projected corners) and returns True when it is invertible."""
        if not affine:
            bx, by, bw, bh = layer["b"]
            if bw == 0 or bh == 0:
                return False
            x0, y0 = project(h, bx, by)
            x1, y1 = project(h, bx + bw, by)
            x2, y2 = project(h, bx, by + bh)
            xx, yx = (x1 - x0) / bw, (y1 - y0) / bw
            xy, yy = (x2 - x0) / bh, (y2 - y0) / bh
            h = (xx, yx, 0, xy, yy, 0, x0 - xx * bx - xy * by, y0 - yx * bx - yy * by, 1)
        if abs(h[0] * h[4] - h[1] * h[3]) < 1e-12:
            return False
        self.ctx.set_matrix(cairo.Matrix(h[0], h[1], h[3], h[4], h[6], h[7]))
        return True

    # Paths ---------------------------------------------------------------------------------

    def rounded_rect(self, x, y, w, hgt, r, corners=15):
        ctx = self.ctx
        r = max(0.0, min(r, w / 2, hgt / 2))
        if r == 0:
            ctx.rectangle(x, y, w, hgt)
            return
        tl, tr, bl, br = (r if corners & 1 else 0), (r if corners & 2 else 0), (r if corners & 4 else 0), (
            r if corners & 8 else 0)
        ctx.new_sub_path()
        ctx.move_to(x + tl, y)
        ctx.line_to(x + w - tr, y)
        if tr:
            ctx.arc(x + w - tr, y + tr, tr, -math.pi / 2, 0)
        ctx.line_to(x + w, y + hgt - br)
        if br:
            ctx.arc(x + w - br, y + hgt - br, br, 0, math.pi / 2)
        ctx.line_to(x + bl, y + hgt)
        if bl:
            ctx.arc(x + bl, y + hgt - bl, bl, math.pi / 2, math.pi)
        ctx.line_to(x, y + tl)
        if tl:
            ctx.arc(x + tl, y + tl, tl, math.pi, 3 * math.pi / 2)
        ctx.close_path()

    def outline(self, layer, h, affine, inset=0.0):
        """The rounded bounds (inset by `inset`) in the current path."""
        bx, by, bw, bh = layer["b"]
        r = layer.get("cr", 0)
        if affine:
            self.set_map(layer, h, True)
            self.rounded_rect(bx + inset, by + inset, bw - 2 * inset, bh - 2 * inset, max(r - inset, 0), layer.get("mc", 15))
        else:
            # The rounded outline flattened into line segments in the layer's space, then each
            # point projected.
            ctx = self.ctx
            ctx.identity_matrix()
            existing = ctx.copy_path()
            ctx.new_path()
            self.rounded_rect(bx + inset, by + inset, bw - 2 * inset, bh - 2 * inset, max(r - inset, 0), layer.get("mc", 15))
            flat = ctx.copy_path_flat()
            ctx.new_path()
            ctx.append_path(existing)
            for kind, points in flat:
                if kind == cairo.PATH_MOVE_TO:
                    ctx.move_to(*project(h, *points))
                elif kind == cairo.PATH_LINE_TO:
                    ctx.line_to(*project(h, *points))
                elif kind == cairo.PATH_CLOSE_PATH:
                    ctx.close_path()

    def vector_path(self, elements):
        ctx = self.ctx
        for e in elements:
            op = e[0]
            if op == "M":
                ctx.move_to(e[1], e[2])
            elif op == "L":
                ctx.line_to(e[1], e[2])
            elif op == "Q":
                x0, y0 = ctx.get_current_point() if ctx.has_current_point() else (e[1], e[2])
                cx, cy, x, y = e[1:5]
                ctx.curve_to(x0 + 2 / 3 * (cx - x0), y0 + 2 / 3 * (cy - y0), x + 2 / 3 * (cx - x), y + 2 / 3 * (cy - y), x, y)
            elif op == "C":
                ctx.curve_to(*e[1:7])
            elif op == "Z":
                ctx.close_path()

    # Drawing -------------------------------------------------------------------------------

    def draw(self, layer, parent, inherited, depth=None):
        opacity = layer.get("o", 1)
        opacity = min(opacity, 1) if opacity > 0 else 0
        alpha = opacity * inherited
        if alpha <= 0:
            return
        if layer.get("tl"):
            return self.draw_transform_layer(layer, parent, alpha, depth)
        placed = self.place(layer, parent, depth)
        if placed is None:
            return
        h, affine, back = placed
        if back and layer.get("ss"):
            return
        ctx = self.ctx
        bx, by, bw, bh = layer["b"]
        area = bw > 0 and bh > 0
        bg = layer.get("bg")
        has_bg = area and bg is not None and bg[3] > 0
        has_border = area and layer.get("bw", 0) > 0 and layer["bc"][3] > 0
        subs = layer.get("s", ())
        has_subs = bool(subs) and not (layer.get("clip") and not area)
        has_content = area and ("img" in layer or "text" in layer or "shape" in layer or "grad" in layer)
        shadow = layer.get("shadow")
        mask = layer.get("mask")
        count = has_bg + has_border + has_content + 2 * has_subs + (shadow is not None) + ("backdrop" in layer)
        if count == 0:
            return
        grouped = mask is not None or (opacity < 1 and not layer.get("ng") and count > 1)
        if grouped:
            ctx.push_group()
        own = 1 if grouped else alpha
        backdrop = layer.get("backdrop")
        if backdrop is not None and area and backdrop["tintAlpha"] > 0:
            # The material's tint over what is below, without the blur.
            tint = backdrop["tint"]
            self.outline(layer, h, affine)
            ctx.set_source_rgba(tint[0], tint[1], tint[2], tint[3] * backdrop["tintAlpha"] * own)
            ctx.fill()
        if shadow is not None and affine:
            self.draw_shadow(layer, shadow, h, own)
        if has_bg:
            self.outline(layer, h, affine)
            ctx.set_source_rgba(bg[0], bg[1], bg[2], bg[3] * own)
            ctx.fill()
        if has_content:
            self.draw_content(layer, h, affine, own)
        if has_subs:
            clip = layer.get("clip")
            if clip:
                ctx.save()
                self.outline(layer, h, affine)
                ctx.clip()
            sub_depth = sublayer_matrix4(layer)
            ordered = subs
            if any("z" in s for s in subs):
                ordered = sorted(subs, key=lambda s: s.get("z", 0))
            for sub in ordered:
                self.draw(sub, h, own, sub_depth)
            if clip:
                ctx.restore()
        if has_border:
            w = layer["bw"]
            c = layer["bc"]
            self.outline(layer, h, affine)
            if w * 2 < min(bw, bh):
                self.outline(layer, h, affine, inset=w)
                ctx.set_fill_rule(cairo.FILL_RULE_EVEN_ODD)
            ctx.set_source_rgba(c[0], c[1], c[2], c[3] * own)
            ctx.fill()
            ctx.set_fill_rule(cairo.FILL_RULE_WINDING)
        if mask is not None:
            content = ctx.pop_group()
            ctx.push_group()
            self.draw(mask, h, 1)
            coverage = ctx.pop_group()
            if alpha < 1:
                ctx.push_group()
            ctx.set_source(content)
            ctx.mask(coverage)
            if alpha < 1:
                ctx.pop_group_to_source()
                ctx.paint_with_alpha(alpha)
        elif grouped:
            ctx.pop_group_to_source()
            ctx.paint_with_alpha(alpha)

    def draw_transform_layer(self, layer, parent, alpha, depth):
        own = local_to_parent4(layer)
        if depth is not None:
            own = mul4(own, depth)
        s = sublayer_matrix4(layer)
        if s is not None:
            own = mul4(s, own)
        subs = layer.get("s", ())
        keyed = []
        for i, sub in enumerate(subs):
            m = mul4(local_to_parent4(sub), own)
            x, y, w, hgt = sub["b"]
            keyed.append((x + w / 2) * m[2] + (y + hgt / 2) * m[6] + m[14])
        for i in sorted(range(len(subs)), key=lambda i: (keyed[i], i)):
            self.draw(subs[i], parent, alpha, own)

    def draw_shadow(self, layer, shadow, h, alpha):
        """Hard-edged: the shadow path (or the rounded bounds) filled at the offset."""
        ctx = self.ctx
        c = shadow["color"]
        a = c[3] * min(max(shadow["opacity"], 0), 1) * alpha
        if a <= 0:
            return
        ox, oy = shadow["offset"]
        self.set_map(layer, h, True)
        ctx.save()
        ctx.translate(ox, oy)
        if "path" in shadow:
            self.vector_path(shadow["path"])
        else:
            bx, by, bw, bh = layer["b"]
            self.rounded_rect(bx, by, bw, bh, layer.get("cr", 0), layer.get("mc", 15))
        ctx.restore()
        ctx.set_source_rgba(c[0], c[1], c[2], a)
        ctx.fill()

    def draw_content(self, layer, h, affine, alpha):
        ctx = self.ctx
        ctx.save()
        if not affine:
            self.outline(layer, h, False)
            ctx.clip()
        if self.set_map(layer, h, affine):
            self.draw_content_mapped(layer, alpha)
        ctx.restore()

    def draw_content_mapped(self, layer, alpha):
        ctx = self.ctx
        bx, by, bw, bh = layer["b"]
        clip = layer.get("clip")
        if clip:
            ctx.save()
            self.rounded_rect(bx, by, bw, bh, layer.get("cr", 0), layer.get("mc", 15))
            ctx.clip()
        g = layer.get("grad")
        if g is not None and g["stops"]:
            self.draw_gradient(layer, g, alpha)
        shape = layer.get("shape")
        if shape is not None and shape["path"]:
            self.draw_shape(shape, alpha)
        if "img" in layer:
            self.draw_image(layer, alpha)
        if clip:
            ctx.restore()
        text = layer.get("text")
        if text is not None:
            self.draw_text(layer, text, alpha)

    def draw_gradient(self, layer, g, alpha):
        ctx = self.ctx
        bx, by, bw, bh = layer["b"]
        (sx, sy), (ex, ey) = g["start"], g["end"]
        x0, y0, x1, y1 = bx + sx * bw, by + sy * bh, bx + ex * bw, by + ey * bh
        if g["kind"] == "radial":
            pattern = cairo.RadialGradient(x0, y0, 0, x0, y0, max(math.hypot(x1 - x0, y1 - y0), 1e-6))
        else:
            pattern = cairo.LinearGradient(x0, y0, x1, y1)
        for location, c in g["stops"]:
            pattern.add_color_stop_rgba(location, c[0], c[1], c[2], c[3] * alpha)
        self.rounded_rect(bx, by, bw, bh, layer.get("cr", 0), layer.get("mc", 15))
        ctx.set_source(pattern)
        ctx.fill()

    def draw_shape(self, shape, alpha):
        ctx = self.ctx
        fill = shape.get("fill")
        if fill is not None and fill[3] > 0:
            self.vector_path(shape["path"])
            ctx.set_fill_rule(cairo.FILL_RULE_EVEN_ODD if shape.get("evenOdd") else cairo.FILL_RULE_WINDING)
            ctx.set_source_rgba(fill[0], fill[1], fill[2], fill[3] * alpha)
            ctx.fill()
            ctx.set_fill_rule(cairo.FILL_RULE_WINDING)
        stroke = shape.get("stroke")
        if stroke is not None and stroke[3] > 0 and shape["lw"] > 0:
            self.vector_path(shape["path"])
            ctx.set_line_width(shape["lw"])
            ctx.set_line_cap({"butt": cairo.LINE_CAP_BUTT, "round": cairo.LINE_CAP_ROUND,
                              "square": cairo.LINE_CAP_SQUARE}[shape["cap"]])
            ctx.set_line_join({"miter": cairo.LINE_JOIN_MITER, "round": cairo.LINE_JOIN_ROUND,
                               "bevel": cairo.LINE_JOIN_BEVEL}[shape["join"]])
            ctx.set_miter_limit(shape["miter"])
            start, end = shape.get("start", 0), shape.get("end", 1)
            if start > 0 or end < 1:
                if end <= start:
                    ctx.new_path()
                    return
                length = path_length(ctx.copy_path_flat())
                on, off = (end - start) * length, length + 1
                ctx.set_dash([on, off], on + off - start * length)
            elif shape.get("dash"):
                ctx.set_dash(shape["dash"], shape.get("phase", 0))
            ctx.set_source_rgba(stroke[0], stroke[1], stroke[2], stroke[3] * alpha)
            ctx.stroke()
            ctx.set_dash([])

    def draw_image(self, layer, alpha):
        ctx = self.ctx
        surface = self.images.get(layer["img"])
        if surface is None:
            surface = cairo.ImageSurface.create_from_png(os.path.join(self.folder, "image-%d.png" % layer["img"]))
            self.images[layer["img"]] = surface
        x, y, w, h = gravity_rect(layer["grav"], layer["iw"], layer["ih"], layer["b"])
        if not (w > 0 and h > 0):
            return
        pattern = cairo.SurfacePattern(surface)
        pattern.set_filter(cairo.FILTER_BILINEAR)
        pattern.set_extend(cairo.EXTEND_PAD)
        sx, sy = surface.get_width() / w, surface.get_height() / h
        pattern.set_matrix(cairo.Matrix(sx, 0, 0, sy, -x * sx, -y * sy))
        ctx.save()
        ctx.rectangle(x, y, w, h)
        ctx.clip()
        ctx.set_source(pattern)
        ctx.paint_with_alpha(alpha)
        ctx.restore()

    def draw_text(self, layer, text, alpha):
        ctx = self.ctx
        bx, by, bw, bh = layer["b"]
        ctx.save()
        ctx.rectangle(bx, by, bw, bh)
        ctx.clip()
        ctx.select_font_face(text["family"], cairo.FONT_SLANT_ITALIC if text.get("italic") else cairo.FONT_SLANT_NORMAL,
                             cairo.FONT_WEIGHT_BOLD if text["weight"] >= 600 else cairo.FONT_WEIGHT_NORMAL)
        ctx.set_font_size(text["size"])
        ctx.set_font_options(TEXT_OPTIONS)
        ascent, descent, line_height = ctx.font_extents()[:3]
        most = text["lines"]
        if most == 0:
            most = max(1, int(bh // line_height))
        lines = []
        for paragraph in text["s"].split("\n"):
            if len(lines) >= most:
                break
            if most == 1:
                lines.append(paragraph)
                continue
            line = ""
            for word in paragraph.split(" "):
                trial = word if not line else line + " " + word
                if line and ctx.text_extents(trial).x_advance > bw:
                    lines.append(line)
                    if len(lines) >= most:
                        line = ""
                        break
                    line = word
                else:
                    line = trial
            if line:
                lines.append(line)
        lines = lines[:most]
        c = text["color"]
        ctx.set_source_rgba(c[0], c[1], c[2], c[3] * alpha)
        y = by + (bh - line_height * len(lines)) / 2 + ascent
        for line in lines:
            width = ctx.text_extents(line).x_advance
            align = text["align"]
            x = bx + (bw - width) / 2 if align == "center" else bx + bw - width if align == "right" else bx
            ctx.move_to(x, y)
            ctx.show_text(line)
            y += line_height
        ctx.new_path()
        ctx.restore()


def path_length(flat):
    length, x0, y0, sx, sy = 0.0, 0.0, 0.0, 0.0, 0.0
    for kind, points in flat:
        if kind == cairo.PATH_MOVE_TO:
            x0, y0 = sx, sy = points
        elif kind == cairo.PATH_LINE_TO:
            length += math.hypot(points[0] - x0, points[1] - y0)
            x0, y0 = points
        elif kind == cairo.PATH_CLOSE_PATH:
            length += math.hypot(sx - x0, sy - y0)
            x0, y0 = sx, sy
    return length


def gravity_rect(gravity, w, h, bounds):
    bx, by, bw, bh = bounds
    if not (w > 0 and h > 0):
        return bx, by, 0, 0
    if gravity == "resize":
        return bx, by, bw, bh
    if gravity in ("resizeAspect", "resizeAspectFill"):
        k = min(bw / w, bh / h) if gravity == "resizeAspect" else max(bw / w, bh / h)
        return bx + (bw - w * k) / 2, by + (bh - h * k) / 2, w * k, h * k
    x = bx if "left" in gravity.lower() else bx + bw - w if "right" in gravity.lower() else bx + (bw - w) / 2
    y = by if gravity.startswith("top") else by + bh - h if gravity.startswith("bottom") else by + (bh - h) / 2
    return x, y, w, h


def render_scene(task):
    folder, out, scale = task
    os.makedirs(out, exist_ok=True)
    drawn = 0
    with open(os.path.join(folder, "frames.jsonl")) as f:
        header = json.loads(f.readline())
        width, height = round(header["width"] * scale), round(header["height"] * scale)
        painter = None
        previous, png = None, b""
        for k, line in enumerate(f):
            if line != previous:
                surface = cairo.ImageSurface(cairo.FORMAT_RGB24, width, height)
                ctx = cairo.Context(surface)
                ctx.set_source_rgb(0, 0, 0)
                ctx.paint()
                if painter is None:
                    painter = Painter(ctx, folder)
                painter.ctx = ctx
                painter.draw(json.loads(line), (scale, 0.0, 0.0, 0.0, scale, 0.0, 0.0, 0.0, 1.0), 1.0)
                buffer = io.BytesIO()
                surface.write_to_png(buffer)
                png = buffer.getvalue()
                previous = line
                drawn += 1
            with open(os.path.join(out, "frame-%04d.png" % k), "wb") as frame:
                frame.write(png)
    return header["frames"], drawn


def main(argv):
    args = [a for a in argv]
    jobs, scale = os.cpu_count() or 1, 2.0
    if "--jobs" in args:
        i = args.index("--jobs")
        jobs = int(args[i + 1])
        del args[i:i + 2]
    if "--scale" in args:
        i = args.index("--scale")
        scale = float(args[i + 1])
        del args[i:i + 2]
    if len(args) != 2:
        sys.stderr.write(__doc__.split("\n\n")[1] + "\n")
        return 2
    trees, out = args
    scenes = sorted(d for d in os.listdir(trees) if os.path.isfile(os.path.join(trees, d, "frames.jsonl")))
    tasks = [(os.path.join(trees, s), os.path.join(out, s), scale) for s in scenes]
    if jobs > 1:
        with Pool(jobs) as pool:
            results = pool.map(render_scene, tasks, chunksize=1)
    else:
        results = [render_scene(t) for t in tasks]
    frames = sum(r[0] for r in results)
    drawn = sum(r[1] for r in results)
    print("pycairo baseline: %d scenes, %d frames (%d drawn, the rest repeat the frame before), scale %g, %d jobs"
          % (len(scenes), frames, drawn, scale, jobs))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
