import { PNG } from 'pngjs';

/** Pixel size of the e-mail's chart: twice the 280 x 120 it is shown at, so it stays sharp on a phone. */
export const CHART_WIDTH = 560;
export const CHART_HEIGHT = 240;
const PADDING = 16;
const LINE_HALF_WIDTH = 2;

type Rgb = readonly [number, number, number];
const BACKGROUND: Rgb = [255, 255, 255];
const ZERO_LINE: Rgb = [190, 190, 190];
const GAIN: Rgb = [21, 128, 61];
const LOSS: Rgb = [185, 28, 28];

function paint(png: PNG, x: number, y: number, [r, g, b]: Rgb): void {
  if (x < 0 || y < 0 || x >= png.width || y >= png.height) return;
  const at = (png.width * y + x) * 4;
  png.data[at] = r;
  png.data[at + 1] = g;
  png.data[at + 2] = b;
  png.data[at + 3] = 255;
}

/** A thick segment: a square brush stepped along the longer axis, so no gaps at any slope. */
function drawSegment(png: PNG, from: { x: number; y: number }, to: { x: number; y: number }, colour: Rgb): void {
  const steps = Math.max(1, Math.ceil(Math.max(Math.abs(to.x - from.x), Math.abs(to.y - from.y))));
  for (let step = 0; step <= steps; step += 1) {
    const x = Math.round(from.x + ((to.x - from.x) * step) / steps);
    const y = Math.round(from.y + ((to.y - from.y) * step) / steps);
    for (let dx = -LINE_HALF_WIDTH; dx <= LINE_HALF_WIDTH; dx += 1) for (let dy = -LINE_HALF_WIDTH; dy <= LINE_HALF_WIDTH; dy += 1) paint(png, x + dx, y + dy, colour);
  }
}

/**
 * The period's running net P&L as a PNG line chart, starting from 0 before the first trade, with a
 * grey line at zero; green when the period ends at or above zero, red below. Drawn by hand because
 * a mail client shows an image but runs no script, and a canvas library would need native packages
 * (docs/reports-and-alerts.md "Daily Summary and Weekly Report").
 */
export function equityChartPng(curve: readonly number[]): Buffer {
  const png = new PNG({ width: CHART_WIDTH, height: CHART_HEIGHT });
  for (let y = 0; y < CHART_HEIGHT; y += 1) for (let x = 0; x < CHART_WIDTH; x += 1) paint(png, x, y, BACKGROUND);
  const points = [0, ...curve];
  // A flat week gets a dollar of room each side, so its line runs across the middle.
  const flat = Math.min(...points) === Math.max(...points);
  const low = Math.min(...points) - (flat ? 1 : 0);
  const high = Math.max(...points) + (flat ? 1 : 0);
  const span = high - low;
  const xOf = (index: number) => PADDING + ((CHART_WIDTH - 2 * PADDING) * index) / Math.max(1, points.length - 1);
  const yOf = (value: number) => PADDING + ((CHART_HEIGHT - 2 * PADDING) * (high - value)) / span;
  const zeroY = Math.round(yOf(0));
  for (let x = PADDING; x < CHART_WIDTH - PADDING; x += 1) paint(png, x, zeroY, ZERO_LINE);
  const colour = (points.at(-1) ?? 0) >= 0 ? GAIN : LOSS;
  for (let index = 1; index < points.length; index += 1)
    drawSegment(png, { x: xOf(index - 1), y: yOf(points[index - 1]!) }, { x: xOf(index), y: yOf(points[index]!) }, colour);
  return PNG.sync.write(png);
}
