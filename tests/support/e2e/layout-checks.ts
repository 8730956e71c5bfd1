import type { Page } from 'playwright-core';
import { drawDeferredCharts } from './browser.ts';

/** What the layout checks found on one page, as drawn in the current viewport. */
export type LayoutReport = {
  viewportWidth: number;
  /** How far the document scrolls sideways (0: it does not). */
  overflowX: number;
  /** The outermost elements that stick out to the right (not inside a scroll container). */
  overflowCulprits: string[];
  /**
   * Text cut off by `overflow: hidden` without an ellipsis, or wider than its box and drawn
   * over its neighbours ("spills out").
   */
  clippedText: string[];
  /** Pairs of SVG text labels (axis ticks, legends) drawn over each other. */
  overlappingLabels: string[];
  /** Charts drawn with no marks (bars, lines, areas, sectors, dots) or with no size. */
  emptyCharts: string[];
  /** Filing links (tracking numbers) broken over more than one line. */
  wrappedTrackingNumbers: string[];
};

/**
 * Measures the page in the browser. One function, no helpers defined outside it: Playwright sends
 * its source text to the page.
 */
function measure(): Omit<LayoutReport, 'viewportWidth'> {
  const describe = (el: Element): string => {
    const testId = el.closest('[data-testid]')?.getAttribute('data-testid');
    const tag = el.tagName.toLowerCase();
    const cls = (el.getAttribute('class') ?? '')
      .split(/\s+/)
      .filter((c) => c.length > 0)
      .slice(0, 2)
      .join('.');
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${testId ? `[${testId}] ` : ''}${tag}${cls ? `.${cls}` : ''} "${text}"`;
  };
  const isHidden = (el: Element): boolean => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden') return true;
      // Visually hidden (screen-reader only) content is clipped on purpose.
      if (style.clip !== 'auto' && style.clip !== '' && style.position === 'absolute') return true;
      if (style.clipPath !== 'none' && style.clipPath !== '') return true;
      if (style.opacity === '0') return true;
    }
    return false;
  };
  const scrollsSideways = (el: Element): boolean => {
    const x = getComputedStyle(el).overflowX;
    return x === 'auto' || x === 'scroll' || x === 'hidden' || x === 'clip';
  };

  const root = document.scrollingElement ?? document.documentElement;
  const viewport = window.innerWidth;
  const overflowX = Math.max(0, root.scrollWidth - viewport);

  const all = Array.from(document.body.querySelectorAll('*'));
  const overflowCulprits: string[] = [];
  if (overflowX > 0) {
    for (const el of all) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= viewport + 1) continue;
      let contained = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (scrollsSideways(p)) {
          contained = true;
          break;
        }
      }
      if (contained || isHidden(el)) continue;
      // Only the outermost element that sticks out (its parent fits).
      const parent = el.parentElement;
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > viewport + 1)
        continue;
      overflowCulprits.push(`${describe(el)} right=${Math.round(rect.right)}`);
      if (overflowCulprits.length >= 8) break;
    }
  }

  const clippedText: string[] = [];
  for (const el of all) {
    if (!(el instanceof HTMLElement)) continue;
    const hasText = Array.from(el.childNodes).some(
      (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim().length > 0,
    );
    if (!hasText) continue;
    const style = getComputedStyle(el);
    const hiddenX = style.overflowX === 'hidden' || style.overflowX === 'clip';
    const hiddenY = style.overflowY === 'hidden' || style.overflowY === 'clip';
    const ellipsis = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
    if (ellipsis) continue;
    const cutX = hiddenX && el.scrollWidth > el.clientWidth + 1;
    const cutY = hiddenY && el.scrollHeight > el.clientHeight + 2;
    if (cutX || cutY) {
      if (el.clientWidth <= 1 || isHidden(el)) continue;
      clippedText.push(describe(el));
    } else if (!hiddenX) {
      // Text that does not fit and is not cut: it spills out of its box, over its neighbours.
      let box: Element | null = el;
      while (box && getComputedStyle(box).display.startsWith('inline')) box = box.parentElement;
      // A box that hides its overflow cuts the text on purpose (an ellipsis cell): not a spill.
      if (!box || getComputedStyle(box).overflowX !== 'visible') continue;
      const range = document.createRange();
      range.selectNodeContents(el);
      const drawn = range.getBoundingClientRect();
      const limit = box.getBoundingClientRect();
      if (drawn.width === 0 || limit.width <= 1) continue;
      if (drawn.right <= limit.right + 2 && drawn.left >= limit.left - 2) continue;
      if (isHidden(el)) continue;
      clippedText.push(`spills out of its box: ${describe(el)}`);
    }
    if (clippedText.length >= 12) break;
  }

  // Labels are compared as drawn: a slanted axis label is a rotated rectangle, and two slanted
  // labels side by side overlap only if no axis of either rectangle separates them.
  type Corner = { x: number; y: number };
  const corners = (t: SVGTextElement): Corner[] | undefined => {
    const box = t.getBBox();
    const matrix = t.getScreenCTM();
    if (!matrix || box.width === 0 || box.height === 0) return undefined;
    return [
      [box.x, box.y],
      [box.x + box.width, box.y],
      [box.x + box.width, box.y + box.height],
      [box.x, box.y + box.height],
    ].map(([x, y]) => new DOMPoint(x, y).matrixTransform(matrix));
  };
  const separated = (a: Corner[], b: Corner[]): boolean => {
    for (const shape of [a, b]) {
      for (let i = 0; i < 2; i++) {
        const p = shape[i];
        const q = shape[i + 1];
        if (!p || !q) continue;
        const length = Math.hypot(q.x - p.x, q.y - p.y) || 1;
        const axis = { x: -(q.y - p.y) / length, y: (q.x - p.x) / length };
        const project = (points: Corner[]) => points.map((c) => c.x * axis.x + c.y * axis.y);
        const pa = project(a);
        const pb = project(b);
        // A sliver (2 px) of shared space is the fonts' line boxes, not overlapping glyphs.
        if (Math.min(...pa) >= Math.max(...pb) - 2 || Math.min(...pb) >= Math.max(...pa) - 2)
          return true;
      }
    }
    return false;
  };
  const overlappingLabels: string[] = [];
  for (const svg of Array.from(document.querySelectorAll('svg'))) {
    if (isHidden(svg)) continue;
    const labels = Array.from(svg.querySelectorAll('text'))
      .filter((t) => (t.textContent ?? '').trim().length > 0)
      .map((t) => ({ text: (t.textContent ?? '').trim(), shape: corners(t) }));
    for (let i = 0; i < labels.length; i++) {
      for (let j = i + 1; j < labels.length; j++) {
        const a = labels[i];
        const b = labels[j];
        if (!a?.shape || !b?.shape || separated(a.shape, b.shape)) continue;
        overlappingLabels.push(`${describe(svg)}: "${a.text}" over "${b.text}"`);
        if (overlappingLabels.length >= 12) break;
      }
    }
  }

  const emptyCharts: string[] = [];
  // A chart card keeps an empty space until its chart is drawn, just after the page appears,
  // or, far below the viewport, until it is scrolled near (settleCharts draws those first).
  for (const pending of Array.from(document.querySelectorAll('[data-chart-pending]')))
    emptyCharts.push(`${describe(pending)} (not drawn yet)`);
  for (const deferred of Array.from(document.querySelectorAll('[data-chart-deferred]'))) {
    if (!isHidden(deferred)) emptyCharts.push(`${describe(deferred)} (not scrolled near yet)`);
  }
  for (const wrapper of Array.from(document.querySelectorAll('.recharts-responsive-container'))) {
    if (isHidden(wrapper)) continue;
    const svg = wrapper.querySelector('svg.recharts-surface');
    const box = svg?.getBoundingClientRect();
    if (!svg || !box || box.width < 10 || box.height < 10) {
      emptyCharts.push(`${describe(wrapper)} (not drawn)`);
      continue;
    }
    const marks = Array.from(
      svg.querySelectorAll(
        '.recharts-bar-rectangle path, .recharts-rectangle, .recharts-line-curve, .recharts-area-area, .recharts-sector, .recharts-symbols, .recharts-dot, .recharts-scatter-symbol, .recharts-funnel-trapezoid, .recharts-radar-polygon',
      ),
    ).filter((m) => {
      const r = m.getBoundingClientRect();
      return r.width > 0 || r.height > 0;
    });
    if (marks.length === 0) emptyCharts.push(`${describe(wrapper)} (no marks)`);
  }

  const wrappedTrackingNumbers: string[] = [];
  for (const link of Array.from(document.querySelectorAll('a[href^="/filings/"]'))) {
    const text = (link.textContent ?? '').trim();
    if (!/^[A-Z0-9]+-[A-Z0-9-]+$/.test(text) || isHidden(link)) continue;
    const lines = new Set(
      Array.from(link.getClientRects())
        .filter((r) => r.width > 0)
        .map((r) => Math.round(r.top)),
    );
    if (lines.size > 1) wrappedTrackingNumbers.push(describe(link));
  }

  return {
    overflowX,
    overflowCulprits,
    clippedText,
    overlappingLabels,
    emptyCharts,
    wrappedTrackingNumbers,
  };
}

/** Runs the layout checks on the page as it is now. */
export async function checkLayout(page: Page): Promise<LayoutReport> {
  // Sent as source text: whatever the test runner's transform adds to named functions stays out.
  const found = (await page.evaluate(`(${measure.toString()})()`)) as Omit<
    LayoutReport,
    'viewportWidth'
  >;
  return { viewportWidth: page.viewportSize()?.width ?? 0, ...found };
}

/** How far the document scrolls sideways, in CSS pixels (0: it fits the viewport). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return Math.max(0, root.scrollWidth - window.innerWidth);
  });
}

/**
 * Draws the charts that wait below the viewport (`drawDeferredCharts`), then waits until the
 * page's charts have been laid out and their entry animations are over.
 */
export async function settleCharts(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await drawDeferredCharts(page);
  await page
    .waitForFunction(
      () =>
        document.querySelector('[data-chart-pending]') === null &&
        Array.from(document.querySelectorAll('.recharts-responsive-container')).every(
          (w) => w.querySelector('svg.recharts-surface') !== null,
        ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // Recharts animates bars and lines in for about a second.
  await page.waitForTimeout(1_200);
}
