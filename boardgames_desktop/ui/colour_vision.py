"""How far apart two colours look, for people with normal and with colour-deficient vision.

Used to check that seat colours stay distinguishable (``tests/ui/test_seat_colours.py``).

* **Simulation**: the linear-RGB matrices of Machado, Oliveira and Fernandes (2009), "A
  Physiologically-based Model for Simulation of Color Vision Deficiency", at severity 1.0
  (full dichromacy) for protanopia, deuteranopia and tritanopia.  A colour is decoded from
  sRGB to linear light, multiplied by the matrix, clipped to the displayable range and
  encoded back.
* **Distance**: CIEDE2000 (ΔE₀₀) between the two colours in CIELAB (D65 white), following
  Sharma, Wu and Dalal (2005), "The CIEDE2000 Color-Difference Formula: Implementation
  Notes".  ΔE₀₀ ≈ 1 is a just-noticeable difference side by side; small tokens on a busy
  board need far more (see ``MIN_SEAT_DISTANCE``).

Pure Python, no Qt: colours are ``(r, g, b)`` tuples of 0–255 or ``"#rrggbb"`` strings.
"""

from __future__ import annotations

import math
from itertools import combinations

RGB = tuple[int, int, int]
Lab = tuple[float, float, float]
Matrix = tuple[tuple[float, float, float], ...]

#: Our threshold for seat colours: the smallest ΔE₀₀ between two seats' colours, with
#: normal vision and under each simulation.  Palette tools for categorical data commonly
#: flag pairs closer than about 10 ΔE₀₀ as easily confused; we ask for that much.
MIN_SEAT_DISTANCE = 10.0

#: Machado et al. (2009), severity 1.0, applied to linear RGB.
SIMULATIONS: dict[str, Matrix] = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
VISIONS = ("normal",) + tuple(SIMULATIONS)

_SRGB_TO_XYZ: Matrix = ((0.4124564, 0.3575761, 0.1804375),
                        (0.2126729, 0.7151522, 0.0721750),
                        (0.0193339, 0.1191920, 0.9503041))
_WHITE_D65 = (0.95047, 1.0, 1.08883)


def parse(colour: RGB | str) -> RGB:
    """``(r, g, b)`` from a tuple or a ``#rrggbb`` string."""
    if isinstance(colour, str):
        text = colour.lstrip("#")
        if len(text) != 6:
            raise ValueError(f"not a #rrggbb colour: {colour!r}")
        return int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16)
    r, g, b = colour
    return int(r), int(g), int(b)


def _to_linear(channel: int) -> float:
    c = channel / 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _to_srgb(linear: float) -> int:
    c = min(1.0, max(0.0, linear))
    c = 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
    return round(c * 255)


def _apply(matrix: Matrix, v: tuple[float, float, float]) -> tuple[float, float, float]:
    return tuple(row[0] * v[0] + row[1] * v[1] + row[2] * v[2] for row in matrix)  # type: ignore[return-value]


def simulate(colour: RGB | str, vision: str) -> RGB:
    """The colour as seen with ``vision`` ("normal" or a key of :data:`SIMULATIONS`)."""
    rgb = parse(colour)
    if vision == "normal":
        return rgb
    linear = tuple(_to_linear(c) for c in rgb)
    seen = _apply(SIMULATIONS[vision], linear)  # type: ignore[arg-type]
    return _to_srgb(seen[0]), _to_srgb(seen[1]), _to_srgb(seen[2])


def to_lab(colour: RGB | str) -> Lab:
    """CIELAB (D65) of an sRGB colour."""
    linear = tuple(_to_linear(c) for c in parse(colour))
    xyz = _apply(_SRGB_TO_XYZ, linear)  # type: ignore[arg-type]

    def f(t: float) -> float:
        delta = 6 / 29
        return t ** (1 / 3) if t > delta ** 3 else t / (3 * delta ** 2) + 4 / 29

    fx, fy, fz = (f(v / w) for v, w in zip(xyz, _WHITE_D65))
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e2000(lab1: Lab, lab2: Lab) -> float:
    """CIEDE2000 colour difference (kL = kC = kH = 1)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean ** 7 / (c_mean ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0

    dl = l2 - l1
    dc = c2p - c1p
    if c1p * c2p == 0:
        dh_angle = 0.0
    else:
        dh_angle = h2p - h1p
        if dh_angle > 180:
            dh_angle -= 360
        elif dh_angle < -180:
            dh_angle += 360
    dh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh_angle / 2))

    l_mean = (l1 + l2) / 2
    cp_mean = (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_mean = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        h_mean = (h1p + h2p + 360) / 2
    else:
        h_mean = (h1p + h2p - 360) / 2

    t = (1 - 0.17 * math.cos(math.radians(h_mean - 30))
         + 0.24 * math.cos(math.radians(2 * h_mean))
         + 0.32 * math.cos(math.radians(3 * h_mean + 6))
         - 0.20 * math.cos(math.radians(4 * h_mean - 63)))
    d_theta = 30 * math.exp(-(((h_mean - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_mean ** 7 / (cp_mean ** 7 + 25 ** 7))
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    s_c = 1 + 0.045 * cp_mean
    s_h = 1 + 0.015 * cp_mean * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt((dl / s_l) ** 2 + (dc / s_c) ** 2 + (dh / s_h) ** 2
                     + r_t * (dc / s_c) * (dh / s_h))


def distance(a: RGB | str, b: RGB | str, vision: str = "normal") -> float:
    """ΔE₀₀ between two colours as seen with ``vision``."""
    return delta_e2000(to_lab(simulate(a, vision)), to_lab(simulate(b, vision)))


def closest_pair(colours: dict[str, RGB | str], vision: str = "normal"
                 ) -> tuple[str, str, float]:
    """The two names whose colours look most alike with ``vision``, and their ΔE₀₀."""
    best: tuple[str, str, float] | None = None
    for (n1, c1), (n2, c2) in combinations(colours.items(), 2):
        d = distance(c1, c2, vision)
        if best is None or d < best[2]:
            best = (n1, n2, d)
    if best is None:
        raise ValueError("need at least two colours")
    return best


def pairs_below(colours: dict[str, RGB | str], minimum: float, vision: str = "normal"
                ) -> list[tuple[str, str, float]]:
    """Every pair of names whose colours are less than ``minimum`` ΔE₀₀ apart."""
    out = []
    for (n1, c1), (n2, c2) in combinations(colours.items(), 2):
        d = distance(c1, c2, vision)
        if d < minimum:
            out.append((n1, n2, d))
    return out
