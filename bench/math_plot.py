#!/usr/bin/env python3
"""The README's plot of lanes_math_bench: reads the benchmark's output (its markdown tables,
| function | type | lanes ns/elem | SLEEF u10 ns/elem | libmvec ns/elem | SLEEF / lanes | libmvec / lanes |)
and writes an SVG with one row per function and type: a bar for each peer's time over lanes'
(> 1: lanes is faster), on a logarithmic axis with the line at 1.

    build/release/bench/lanes_math_bench 15 | tee math.txt
    python3 bench/math_plot.py math.txt bench/math_results.svg "AMD EPYC Zen 4 (family 25 model 17)"
"""
import math
import re
import sys

ROW = re.compile(r'^\| (\w+) \| (\w+) \| ([0-9.]+) \| ([0-9.]+) \| ([0-9.]+) \| [0-9.]+ \| [0-9.]+ \|$')
PEERS = (('SLEEF u10', '#4a7ab5'), ('glibc libmvec', '#d08a2e'))
LO, HI = 0.25, 4.0  # the axis: peer time / lanes time


def rows_of(text):
    out = []
    for line in text.splitlines():
        m = ROW.match(line.strip())
        if m:
            ln, sl, mv = (float(m.group(i)) for i in (3, 4, 5))
            out.append(('%s %s' % (m.group(1), m.group(2)), sl / ln, mv / ln))
    return out


def x_of(ratio, x0, width):
    r = min(max(ratio, LO), HI)
    return x0 + width * (math.log(r) - math.log(LO)) / (math.log(HI) - math.log(LO))


def svg(rows, title):
    bar, gap, left, width, top = 9, 6, 150, 560, 50
    height = top + len(rows) * (2 * bar + gap) + 40
    o = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" '
         'font-size="11">' % (left + width + 120, height),
         '<rect width="100%" height="100%" fill="white"/>',
         '<text x="10" y="18" font-size="13">%s</text>' % title,
         '<text x="10" y="34">peer time / lanes time, log scale (&gt; 1: lanes faster); '
         'each row: %s</text>' % ', '.join('<tspan fill="%s">%s</tspan>' % (c, n) for n, c in PEERS)]
    for t in (0.25, 0.5, 1, 2, 4):
        x = x_of(t, left, width)
        o.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="%s"/>' % (
            x, top - 6, x, height - 30, 'black' if t == 1 else '#dddddd'))
        o.append('<text x="%.1f" y="%d" text-anchor="middle">%g</text>' % (x, height - 16, t))
    y = top
    for name, sl, mv in rows:
        o.append('<text x="%d" y="%d" text-anchor="end">%s</text>' % (left - 6, y + bar + 3, name))
        for (pname, colour), r in zip(PEERS, (sl, mv)):
            x1, x = x_of(1, left, width), x_of(r, left, width)
            o.append('<rect x="%.1f" y="%d" width="%.1f" height="%d" fill="%s"/>' % (
                min(x, x1), y, abs(x - x1), bar - 1, colour))
            o.append('<text x="%.1f" y="%d">%.2f</text>' % (max(x, x1) + 3, y + bar - 1, r))
            y += bar
        y += gap
    o.append('</svg>')
    return '\n'.join(o) + '\n'


def main():
    if len(sys.argv) != 4:
        sys.exit('usage: math_plot.py <lanes_math_bench output> <out.svg> <CPU name>')
    rows = rows_of(open(sys.argv[1]).read())
    if not rows:
        sys.exit('math_plot.py: no result rows in %s' % sys.argv[1])
    open(sys.argv[2], 'w').write(svg(rows, 'lanes_math_bench: lanes/math.h against SLEEF and libmvec, '
                                            '%s' % sys.argv[3]))


if __name__ == '__main__':
    main()
