// A keyboard focus ring in a snapshot must be the one the user sees after Tab. Checked before every snapshot:
// when the focused element shows a ring (react-aria's data-focus-visible, or the browser's :focus-visible), the
// story's frame has focus (else the browser draws no :focus-visible ring and react-aria drops its attribute on the
// blur) and the ring lies wholly inside the snapshot's rectangle (else the picture cuts it off).
// A story with `parameters: { snapshot: { focusRing: true } }` also has the ring's colour read back from a
// screenshot: the pixels on the ring must be the ring's colour.
import { expect } from 'vitest';
import { page } from 'vitest/browser';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The element that draws the keyboard focus ring of the focused element: react-aria marks it (or a wrapper, e.g.
 * a checkbox's label around its hidden input) with data-focus-visible; otherwise the browser's :focus-visible.
 */
function focusedWithRing(): HTMLElement | undefined {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return undefined;
  const marked = focused.closest<HTMLElement>('[data-focus-visible]');
  if (marked) return marked;
  return focused.matches(':focus-visible') ? focused : undefined;
}

/** Hidden from sight but not from assistive technology (react-aria's VisuallyHidden clips a wrapper to nothing). */
function isVisuallyHidden(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (
      style.opacity === '0' ||
      style.clipPath === 'inset(50%)' ||
      /^rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)$/.test(style.clip)
    )
      return true;
  }
  return false;
}

/** The outline's width and how far it reaches beyond the element's box (0 and 0 without an outline). */
function outlineOf(element: HTMLElement): { width: number; reach: number } {
  const style = getComputedStyle(element);
  if (style.outlineStyle === 'none') return { width: 0, reach: 0 };
  const width = Number.parseFloat(style.outlineWidth);
  return { width, reach: width + Number.parseFloat(style.outlineOffset) };
}

/** Whether `inner` lies wholly inside `outer`, give or take half a pixel of sub-pixel layout (not a cut). */
export function isInside(inner: Box, outer: Box): boolean {
  return (
    inner.left >= outer.left - 0.5 &&
    inner.top >= outer.top - 0.5 &&
    inner.right <= outer.right + 0.5 &&
    inner.bottom <= outer.bottom + 0.5
  );
}

function ringBox(element: HTMLElement): Box {
  const rect = element.getBoundingClientRect();
  const { reach } = outlineOf(element);
  return { left: rect.left - reach, top: rect.top - reach, right: rect.right + reach, bottom: rect.bottom + reach };
}

const describeElement = (element: HTMLElement) =>
  `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;

/** Before each snapshot (see the top of this file). */
export function expectFocusRingDrawn(root: HTMLElement): void {
  const focused = focusedWithRing();
  if (!focused) return;
  expect(document.hasFocus(), `${describeElement(focused)} shows a focus ring, but the story has no focus`).toBe(true);
  // Only an outline's reach is known here; a ring drawn inside (a box-shadow, a child's outline) stays in the box.
  // A visually hidden element (a switch's input, inside a wrapper clipped to nothing) draws nothing.
  if (outlineOf(focused).width === 0 || isVisuallyHidden(focused)) return;
  const ring = ringBox(focused);
  const box = root.getBoundingClientRect();
  const overlaps = ring.right > box.left && ring.left < box.right && ring.bottom > box.top && ring.top < box.bottom;
  if (!overlaps) return; // an overlay drawn outside the story's rectangle is not in the picture at all
  expect(isInside(ring, box), `the focus ring of ${describeElement(focused)} is cut off by the snapshot's edge`).toBe(
    true,
  );
}

/** The RGB channels of a CSS colour as the browser computes it (`rgb(26, 86, 219)`). */
const channels = (color: string) => (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);

/** For `parameters.snapshot.focusRing`: the ring's colour is on the ring in a screenshot of the story. */
export async function expectFocusRingPixels(root: HTMLElement): Promise<void> {
  const focused = focusedWithRing();
  expect(focused, 'the story asks for a focus ring in its snapshot, but no focused element shows one').toBeDefined();
  if (!focused) return;
  const { width } = outlineOf(focused);
  expect(width, `${describeElement(focused)} has no outline to draw its ring with`).toBeGreaterThan(0);
  const base64 = await page.screenshot({ element: root, save: false });
  const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
  const canvas = new OffscreenCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('focus-ring-check: no 2D canvas');
  context.drawImage(image, 0, 0);
  const box = root.getBoundingClientRect();
  const ring = ringBox(focused);
  const middle = { x: (ring.left + ring.right) / 2, y: (ring.top + ring.bottom) / 2 };
  // the middle of the ring's left and top sides, in the screenshot's pixels
  const samples = [
    { x: ring.left + width / 2, y: middle.y },
    { x: middle.x, y: ring.top + width / 2 },
  ];
  const expected = channels(getComputedStyle(focused).outlineColor);
  for (const { x, y } of samples) {
    const pixel = [...context.getImageData(Math.floor(x - box.left), Math.floor(y - box.top), 1, 1).data.slice(0, 3)];
    const off = Math.max(...pixel.map((value, index) => Math.abs(value - (expected[index] ?? 0))));
    expect(off, `the focus ring of ${describeElement(focused)} is not in the picture (pixel ${pixel})`).toBeLessThan(8);
  }
}
