/** A reliability chart as a self-contained SVG: predicted win chance against the observed rate, per bin. */
export interface ReliabilityBin {
  readonly bin: string;
  readonly positions: number;
  readonly predicted: number | null;
  readonly observed: number | null;
}

const SIZE = 360;
const PAD = 48;

/** One curve of the chart. */
export interface ReliabilityCurve {
  readonly name: string;
  readonly colour: string;
  readonly bins: readonly ReliabilityBin[];
}

export function reliabilitySvg(title: string, curves: readonly ReliabilityCurve[]): string {
  const x = (v: number) => PAD + v * SIZE;
  const y = (v: number) => PAD + (1 - v) * SIZE;
  const parts: string[] = [];
  parts.push(`<rect x="${PAD}" y="${PAD}" width="${SIZE}" height="${SIZE}" fill="#fff" stroke="#888"/>`);
  for (let i = 0; i <= 10; i++) {
    const v = i / 10;
    parts.push(`<line x1="${x(v)}" y1="${y(0)}" x2="${x(v)}" y2="${y(1)}" stroke="#eee"/>`);
    parts.push(`<line x1="${x(0)}" y1="${y(v)}" x2="${x(1)}" y2="${y(v)}" stroke="#eee"/>`);
    parts.push(`<text x="${x(v)}" y="${y(0) + 16}" font-size="11" text-anchor="middle">${i * 10}</text>`);
    parts.push(`<text x="${x(0) - 6}" y="${y(v) + 4}" font-size="11" text-anchor="end">${i * 10}</text>`);
  }
  // The ±5-point band around perfect calibration.
  parts.push(
    `<polygon points="${x(0)},${y(0.05)} ${x(0.95)},${y(1)} ${x(1)},${y(1)} ${x(1)},${y(0.95)} ${x(0.05)},${y(0)} ${x(0)},${y(0)}" fill="#cfe8cf" opacity="0.6"/>`,
  );
  parts.push(`<line x1="${x(0)}" y1="${y(0)}" x2="${x(1)}" y2="${y(1)}" stroke="#2a7a2a" stroke-dasharray="4 3"/>`);
  curves.forEach((curve, c) => {
    const shown = curve.bins.filter((b) => b.predicted !== null && b.observed !== null);
    const maxPositions = Math.max(1, ...shown.map((b) => b.positions));
    parts.push(
      `<polyline fill="none" stroke="${curve.colour}" stroke-width="2" points="${shown.map((b) => `${x(b.predicted as number)},${y(b.observed as number)}`).join(' ')}"/>`,
    );
    for (const b of shown) {
      // Bins under 50 positions are drawn hollow: the ±5-point goal counts only the others.
      const r = 3 + 7 * Math.sqrt(b.positions / maxPositions);
      const fill = b.positions >= 50 ? curve.colour : '#fff';
      parts.push(
        `<circle cx="${x(b.predicted as number)}" cy="${y(b.observed as number)}" r="${r.toFixed(1)}" fill="${fill}" stroke="${curve.colour}"><title>${escapeXml(curve.name)}, ${b.bin} %: ${b.positions} positions, predicted ${((b.predicted as number) * 100).toFixed(1)} %, observed ${((b.observed as number) * 100).toFixed(1)} %</title></circle>`,
      );
    }
    const ly = PAD + 16 + 16 * c;
    parts.push(
      `<line x1="${PAD + 10}" y1="${ly - 4}" x2="${PAD + 30}" y2="${ly - 4}" stroke="${curve.colour}" stroke-width="2"/>`,
    );
    parts.push(`<text x="${PAD + 36}" y="${ly}" font-size="11">${escapeXml(curve.name)}</text>`);
  });
  parts.push(
    `<text x="${PAD + SIZE / 2}" y="${PAD + SIZE + 36}" font-size="12" text-anchor="middle">predicted win chance (%)</text>`,
  );
  parts.push(
    `<text x="14" y="${PAD + SIZE / 2}" font-size="12" text-anchor="middle" transform="rotate(-90 14 ${PAD + SIZE / 2})">observed share of wins (%)</text>`,
  );
  parts.push(`<text x="${PAD}" y="28" font-size="12">${escapeXml(title)}</text>`);
  const w = SIZE + 2 * PAD;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${w + 8}" viewBox="0 0 ${w} ${w + 8}" font-family="sans-serif"><title>${escapeXml(title)}</title>${parts.join('')}</svg>\n`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);
}
