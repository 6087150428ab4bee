import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { CHART_HEIGHT, CHART_WIDTH, equityChartPng } from './equity-chart-png';

/** The mean row of the line's pixels (those of the line's colour) in a column band; smaller is higher on the image. */
function lineRowIn(png: PNG, fromX: number, toX: number, colour: readonly [number, number, number]): number {
  const rows: number[] = [];
  for (let x = fromX; x < toX; x += 1)
    for (let y = 0; y < png.height; y += 1) {
      const at = (png.width * y + x) * 4;
      if (png.data[at] === colour[0] && png.data[at + 1] === colour[1] && png.data[at + 2] === colour[2]) rows.push(y);
    }
  if (rows.length === 0) throw new Error(`no line pixels between x=${fromX} and x=${toX}`);
  return rows.reduce((sum, row) => sum + row, 0) / rows.length;
}

const GREEN = [21, 128, 61] as const;
const RED = [185, 28, 28] as const;

describe('equityChartPng', () => {
  it('is a PNG whose green line climbs for a week that ends up', () => {
    const bytes = equityChartPng([100, 250, 180, 400]);
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const png = PNG.sync.read(bytes);
    expect([png.width, png.height]).toEqual([CHART_WIDTH, CHART_HEIGHT]);
    // It starts at zero on the left (low on the image) and ends at the week's high on the right (high on the image).
    expect(lineRowIn(png, 16, 40, GREEN)).toBeGreaterThan(lineRowIn(png, CHART_WIDTH - 40, CHART_WIDTH - 16, GREEN));
    expect(lineRowIn(png, CHART_WIDTH - 40, CHART_WIDTH - 16, GREEN)).toBeLessThan(CHART_HEIGHT / 4);
    expect(() => lineRowIn(png, 0, CHART_WIDTH, RED)).toThrow('no line pixels');
  });

  it('draws a red line that falls for a week that ends down', () => {
    const png = PNG.sync.read(equityChartPng([-300, -550, -650, -575]));
    const start = lineRowIn(png, 16, 40, RED);
    const end = lineRowIn(png, CHART_WIDTH - 40, CHART_WIDTH - 16, RED);
    expect(start).toBeLessThan(end);
    expect(start).toBeLessThan(CHART_HEIGHT / 4);
    expect(() => lineRowIn(png, 0, CHART_WIDTH, GREEN)).toThrow('no line pixels');
  });

  it('draws a flat week across the middle without dividing by zero', () => {
    const png = PNG.sync.read(equityChartPng([0, 0]));
    const row = lineRowIn(png, 16, CHART_WIDTH - 16, GREEN);
    expect(row).toBeGreaterThan(CHART_HEIGHT * 0.25);
    expect(row).toBeLessThan(CHART_HEIGHT * 0.75);
  });
});
