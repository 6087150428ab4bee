import type { Page } from '@playwright/test';

/**
 * What a trader sees, measured in the browser: the layout defects axe does not look for (issue 29).
 * Each finding is one line naming the text or element, so a failure says what to fix.
 */
export interface LayoutFindings {
  /** Two pieces of text painted over each other. */
  overlaps: string[];
  /** Text cut off by a box that hides its overflow, by a chart's edge or by the window. */
  clipped: string[];
  /** Text rendered smaller than 11 px (a chart scaled down to a phone prints 6 px labels). */
  tooSmall: string[];
  /** A card, chart or table wider than the column it sits in. */
  widerThanColumn: string[];
  /** How many CSS pixels the page scrolls sideways. */
  sidewaysScroll: number;
}

export const MIN_TEXT_PX = 11;

/**
 * Measures the page, or only `scope` (a dialog on top of it). Text hidden for screen readers only
 * (a 1 px clip), invisible text and text scrolled out of a scroll box the reader can scroll are not
 * painted, so they are not judged; text under a modal dialog is not judged while it is open.
 */
export function measureLayout(page: Page, scope?: string): Promise<LayoutFindings> {
  return page.evaluate(
    ({ scopeSelector, minTextPx }) => {
      type Box = { left: number; top: number; right: number; bottom: number };
      const root: Element = (scopeSelector && document.querySelector(scopeSelector)) || document.body;
      const viewport: Box = { left: 0, top: -Infinity, right: document.documentElement.clientWidth, bottom: Infinity };
      const name = (text: string) => JSON.stringify(text.replace(/\s+/g, ' ').trim().slice(0, 40));
      const describe = (element: Element) => {
        const label = element.getAttribute('aria-label');
        const tag = element.tagName.toLowerCase();
        return `${tag}${label ? `[aria-label=${JSON.stringify(label.slice(0, 40))}]` : ''} ${name(element.textContent ?? '')}`;
      };
      const intersect = (a: Box, b: Box): Box => ({
        left: Math.max(a.left, b.left),
        top: Math.max(a.top, b.top),
        right: Math.min(a.right, b.right),
        bottom: Math.min(a.bottom, b.bottom),
      });
      const width = (box: Box) => Math.max(0, box.right - box.left);
      const height = (box: Box) => Math.max(0, box.bottom - box.top);
      const boxOf = (rect: DOMRect): Box => ({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom });

      /** The part of the box its clipping ancestors let through; `scrolled` when a scroll box hides some. */
      function visiblePart(element: Element, box: Box): { box: Box; clippedBy: Element | null; scrolled: boolean } {
        let visible = box;
        let clippedBy: Element | null = null;
        let scrolled = false;
        for (let ancestor: Element | null = element; ancestor && ancestor !== document.documentElement; ancestor = ancestor.parentElement) {
          const style = getComputedStyle(ancestor);
          const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clipPath.startsWith('inset') || style.clip !== 'auto';
          if (!clips) continue;
          const before = visible;
          visible = intersect(visible, boxOf(ancestor.getBoundingClientRect()));
          if (width(visible) + 0.5 < width(before) || height(visible) + 0.5 < height(before)) {
            const scrolls = /auto|scroll/.test(style.overflowX) || /auto|scroll/.test(style.overflowY);
            if (scrolls) scrolled = true;
            else clippedBy ??= ancestor;
          }
        }
        // An SVG clips what it draws to its own box.
        const svg = element.parentElement?.closest('svg');
        if (svg) {
          const before = visible;
          visible = intersect(visible, boxOf(svg.getBoundingClientRect()));
          if (width(visible) + 0.5 < width(before) || height(visible) + 0.5 < height(before)) clippedBy ??= svg;
        }
        return { box: visible, clippedBy, scrolled };
      }

      /** Hidden for screen readers only: clipped to nothing (clip-path: inset(50%) or clip: rect(0 0 0 0)). */
      function clippedToNothing(element: Element): boolean {
        for (let ancestor: Element | null = element; ancestor; ancestor = ancestor.parentElement) {
          const style = getComputedStyle(ancestor);
          if (style.clipPath.startsWith('inset(50%') || /^rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)$/.test(style.clip)) return true;
        }
        return false;
      }

      function isPainted(element: Element): boolean {
        return element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !clippedToNothing(element);
      }

      /** A modal dialog on top hides the page under it from the eye: judge only the dialog then. */
      const modal = scopeSelector ? null : document.querySelector('[role="dialog"][aria-modal="true"], dialog[open]');
      const judged = modal ?? root;

      const texts: { box: Box; node: Node; owner: Element }[] = [];
      const findings = { overlaps: [] as string[], clipped: [] as string[], tooSmall: [] as string[], widerThanColumn: [] as string[] };
      const seenSvgText = new Set<Element>();
      const walker = document.createTreeWalker(judged, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (!text.trim()) continue;
        const parent = node.parentElement;
        if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TITLE', 'DESC', 'OPTION'].includes(parent.tagName.toUpperCase())) continue;
        if (!isPainted(parent)) continue;
        const inSvg = parent instanceof SVGElement;
        const owner = inSvg ? (parent.closest('text') ?? parent) : parent;
        if (inSvg && seenSvgText.has(owner)) continue;
        seenSvgText.add(owner);
        let rects: Box[];
        if (inSvg) rects = [boxOf(owner.getBoundingClientRect())];
        else {
          const range = document.createRange();
          range.selectNodeContents(node);
          rects = [...range.getClientRects()].map(boxOf);
        }
        rects = rects.filter((box) => width(box) >= 1 && height(box) >= 1);
        if (rects.length === 0) continue;
        const parts = rects.map((box) => ({ whole: box, ...visiblePart(owner, box) }));
        // Hidden for screen readers only (a 1 px clip), or scrolled out of view: not painted.
        if (parts.every((part) => width(part.box) < 2 || height(part.box) < 2)) continue;

        const fontPx = parseFloat(getComputedStyle(owner).fontSize);
        let renderedPx = fontPx;
        if (owner instanceof SVGGraphicsElement) {
          const matrix = owner.getScreenCTM();
          if (matrix) renderedPx = fontPx * Math.hypot(matrix.c, matrix.d);
        }
        if (renderedPx < minTextPx - 0.05) findings.tooSmall.push(`${name(text)} at ${renderedPx.toFixed(1)} px`);

        for (const part of parts) {
          const lostX = width(part.whole) - width(part.box);
          const lostY = height(part.whole) - height(part.box);
          if (part.clippedBy && (lostX > 1 || lostY > 2)) {
            findings.clipped.push(`${name(text)} cut by ${describe(part.clippedBy).slice(0, 60)} (${lostX.toFixed(0)}x${lostY.toFixed(0)} px hidden)`);
            break;
          }
          const inWindow = intersect(part.box, viewport);
          if (!part.scrolled && width(part.box) - width(inWindow) > 1) {
            findings.clipped.push(`${name(text)} past the window's edge`);
            break;
          }
        }
        for (const part of parts) if (width(part.box) >= 2 && height(part.box) >= 2) texts.push({ box: part.box, node, owner });
      }

      // Two text boxes of different nodes sharing more than a sliver: one is printed over the other.
      texts.sort((a, b) => a.box.top - b.box.top);
      const reported = new Set<string>();
      for (const [i, a] of texts.entries()) {
        for (const b of texts.slice(i + 1)) {
          if (b.box.top >= a.box.bottom) break;
          if (a.node === b.node) continue;
          const shared = intersect(a.box, b.box);
          // Lines of one paragraph touch by a pixel or two of line height; more than that is an overlap.
          if (width(shared) > 2 && height(shared) > Math.min(4, 0.3 * Math.min(height(a.box), height(b.box)))) {
            const line = `${name(a.node.textContent ?? '')} over ${name(b.node.textContent ?? '')}`;
            if (!reported.has(line)) findings.overlaps.push(line);
            reported.add(line);
          }
        }
      }

      // A card, chart or table reaching past the column that holds it (a scroll box may hold it wider).
      const blocks = judged.querySelectorAll('section, article, figure, svg, table, [class*="Card"], [class*="card"]');
      for (const block of blocks) {
        // Only the outermost SVG of a chart counts; what it draws is judged by the text checks. A
        // drawing hidden from everyone (victory's text-measuring SVG far off screen) is not seen.
        if (!isPainted(block) || block.parentElement?.closest('svg') || block.closest('[aria-hidden="true"]')) continue;
        const box = block.getBoundingClientRect();
        if (box.width < 2 || box.height < 2) continue;
        const column = block.parentElement;
        if (!column) continue;
        const columnStyle = getComputedStyle(column);
        if (/auto|scroll/.test(columnStyle.overflowX)) continue;
        const columnBox = column.getBoundingClientRect();
        const past = Math.max(box.right - columnBox.right, columnBox.left - box.left, box.right - viewport.right);
        if (past > 1) findings.widerThanColumn.push(`${describe(block).slice(0, 70)} ${past.toFixed(0)} px past its column`);
      }
      const sidewaysScroll = document.documentElement.scrollWidth - document.documentElement.clientWidth;
      const cap = (list: string[]) => (list.length > 12 ? [...list.slice(0, 12), `…and ${list.length - 12} more`] : list);
      return {
        overlaps: cap(findings.overlaps),
        clipped: cap(findings.clipped),
        tooSmall: cap(findings.tooSmall),
        widerThanColumn: cap(findings.widerThanColumn),
        sidewaysScroll,
      };
    },
    { scopeSelector: scope ?? null, minTextPx: MIN_TEXT_PX },
  );
}
