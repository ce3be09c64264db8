// After every story test (render, play function, axe in the story's language), take its pixel snapshot,
// then switch the interface to the other language, check accessibility again and take a second snapshot.
// So one story guards both languages: texts that overflow in English or lose a label fail here too.
//
// A story opts out of pixels with the tag '!snapshot' (e.g. one whose content is random by nature).
// Before each snapshot a visible keyboard focus ring is checked to be drawn and inside the picture
// (./focus-ring-check.ts); `parameters.snapshot.focusRing` also reads the ring's pixels back. A component story's
// open overlay must lie inside its picture (./overlay-check.ts).
// A story with `parameters.forcedColors` runs whole (render, play, axe, both snapshots) with Chromium emulating
// `forced-colors: active`, Windows high contrast (the `emulateForcedColors` command of vitest.config.ts).
import './msw-in-page';
import { languages } from '@epp/i18n';
import axe from 'axe-core';
import { afterEach, beforeEach, expect } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { expectFocusRingDrawn, expectFocusRingPixels } from './focus-ring-check';
import { emulateForcedColors, installForcedColorsEmulator } from './forced-colors';
import { expectOverlaysInside } from './overlay-check';
import { storyI18n } from './story-i18n';

interface ComposedStory {
  tags: string[];
  parameters: {
    layout?: 'centered' | 'padded' | 'fullscreen';
    a11y?: { test?: 'off' | 'todo' | 'error'; disable?: boolean; config?: axe.Spec; options?: axe.RunOptions };
    /** focusRing: the story ends with a keyboard focus ring, and its pixels must show it. */
    snapshot?: { focusRing?: boolean };
    /** The story is seen in forced colors (Windows high contrast). */
    forcedColors?: boolean;
  };
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateForcedColors: (mode: 'active' | 'none') => Promise<void>;
  }
}

const storyOf = (context: unknown) => (context as { story?: ComposedStory }).story;

/**
 * The element addon-vitest rendered the story into: the parent of the marker the preview's decorator puts
 * around every story (.storybook/providers.tsx). Overlays portalled to <body> are not inside it, but a
 * snapshot of its rectangle shows whatever is painted over it.
 */
function storyRoot(): HTMLElement {
  const marker = [...document.querySelectorAll('[data-story-root]')].at(-1);
  const root = marker?.parentElement;
  if (!root) throw new Error('story-snapshots: the story root element was not found');
  return root;
}

const STORY_ROOT = 'story-snapshot-root';

/**
 * Whole pages. A story runs in Vitest's frame at the story's viewport (addon-vitest sets it before every story:
 * 1200 × 900 unless the story names another size), and a screenshot holds only what that frame paints: a story
 * longer than the frame came out as its first 900 px and blank below (a package's tests, a report's last lines, a
 * paginated table's last rows; with a modal open over a scrolled page, a blank band above it). So for each picture
 * the frame grows to the document's whole height and goes back to the story's own size right after, before the
 * other language or the next story. A page locked behind a modal grows too: the modal stays centred over the
 * whole page. The width stays: a page that scrolls sideways is a defect the crawl catches, not something to hide
 * by widening the picture. A scroller of its own (a virtualized table, a comment thread) keeps its height and
 * scroll, as a user sees it.
 */
interface FrameSize {
  width: number;
  height: number;
}

/** The tallest picture: Chromium's largest texture is 16,384 px, and no story's page comes near this. */
const MAX_PAGE_HEIGHT = 8000;

const frameSize = (): FrameSize => ({ width: window.innerWidth, height: window.innerHeight });

/** Resizes the frame and waits until the page inside has its new size and has laid out for it. */
async function resizeFrame({ width, height }: FrameSize) {
  await page.viewport(width, height);
  // The orchestrator sizes the frame from outside; the page sees it once the parent has laid out again.
  for (let frames = 0; window.innerWidth !== width || window.innerHeight !== height; frames++) {
    if (frames === 600) throw new Error(`story-snapshots: the frame did not become ${width} × ${height}`);
    await nextFrame();
  }
  await settle();
}

/** Grows the frame to the page's scrollable height (the caller puts it back). */
async function growFrameToPage(frame: FrameSize): Promise<void> {
  const scroller = document.documentElement;
  let grew = false;
  // Again while the page is longer than the frame: a page may lay out anew at its new height (a few rounds at most).
  for (let round = 0; round < 3 && scroller.scrollHeight > window.innerHeight; round++) {
    const height = Math.min(MAX_PAGE_HEIGHT, scroller.scrollHeight);
    if (height === window.innerHeight) break;
    await resizeFrame({ width: frame.width, height });
    grew = true;
  }
  // The pointer was parked in the old bottom corner, now inside the page: park it in the new corner, off content.
  if (grew) await parkPointer();
}

/**
 * While a picture is taken, the page's `visualViewport` reports the story's own frame, not the grown one.
 * react-aria reads a drop of the visual viewport's height by 100 px or more, against the height it last recorded,
 * as a phone's on-screen keyboard opening (react-aria's utils/keyboard); the frame going back from the page's
 * height to the story's looked exactly like that once react-aria had recorded the grown height. While it believes
 * a keyboard open, a modal opened next is kept at opacity 0 for up to 600 ms, waiting for the keyboard to settle:
 * a play function that checked what the modal shows found it "not visible" (q46: Applications › Invoice
 * Generation Disabled; Return reports › Import Error List before it). Held, react-aria never sees the grown height,
 * and an open popover keeps the place and size it has in the story's frame, as its user sees it.
 */
function holdVisualViewport({ width, height }: FrameSize): () => void {
  const own = Object.getOwnPropertyDescriptor(window, 'visualViewport');
  const real = window.visualViewport;
  if (!real || !own?.configurable) throw new Error('story-snapshots: window.visualViewport cannot be held');
  const held = new Proxy(real, {
    get(target, key) {
      if (key === 'width') return width;
      if (key === 'height') return height;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  Object.defineProperty(window, 'visualViewport', { configurable: true, enumerable: own.enumerable, get: () => held });
  return () => Object.defineProperty(window, 'visualViewport', own);
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Every weight of the bundled font, with Estonian letters so the latin-ext subset is fetched as well. */
const fontFaces = ['400', '500', '600', '700'].map((weight) => `${weight} 16px "Inter Variable"`);

async function settle() {
  // fonts.ready alone can resolve before layout has asked for a font; load them explicitly first.
  await Promise.all(fontFaces.map((face) => document.fonts.load(face, 'AaÕõÄäÖöÜüŠšŽž')));
  await document.fonts.ready;
  await nextFrame();
  placeOverlaysAgain();
  await nextFrame();
  await nextFrame();
}

/**
 * An open tooltip, popover or menu is placed against its trigger when it opens, and again when the trigger or the
 * overlay changes size or the window is resized — not when the trigger merely moves. On a loaded machine the
 * layout can still move a trigger by a pixel after its overlay opened (a busy CI run's Extra Fee Tooltip: the arrow
 * a pixel off its button). A window resize event makes react-aria place every open overlay again against where its
 * trigger is now, as a user's browser would after any resize; the picture is then taken of the settled layout.
 */
function placeOverlaysAgain() {
  window.dispatchEvent(new Event('resize'));
}

async function snapshot(story: ComposedStory, root: HTMLElement, name: string, frame: FrameSize) {
  await settle();
  const release = holdVisualViewport(frame);
  try {
    await growFrameToPage(frame);
    expectFocusRingDrawn(root);
    if (story.parameters.layout !== 'fullscreen') expectOverlaysInside(root);
    if (story.parameters.snapshot?.focusRing) await expectFocusRingPixels(root);
    await expect.element(page.getByTestId(STORY_ROOT)).toMatchScreenshot(name);
  } finally {
    if (window.innerWidth !== frame.width || window.innerHeight !== frame.height) await resizeFrame(frame);
    release();
  }
}

async function expectNoAxeViolations(story: ComposedStory, language: string) {
  const a11y = story.parameters.a11y;
  if (a11y?.disable || a11y?.test === 'off' || a11y?.test === 'todo') return;
  axe.reset();
  // Same rules as addon-a11y: 'region' is off because a story is not a whole page.
  axe.configure({ ...a11y?.config, rules: [{ id: 'region', enabled: false }, ...(a11y?.config?.rules ?? [])] });
  const results = await axe.run(
    { include: [document.body], exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']] },
    a11y?.options ?? {},
  );
  const violations = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(violations, `axe violations with the interface in "${language}"`).toEqual([]);
}

/**
 * Moves the pointer to the viewport's bottom-right corner, where no story puts content. The pointer stays
 * where the last test left it, and whatever lies under it in the next story would show as hovered. A play
 * function that clicks leaves the pointer on its target: keep that target where it is (a control that the
 * click moves has a timing-dependent hover state), or end with the keyboard.
 */
async function parkPointer() {
  await userEvent.hover(document.documentElement, {
    position: { x: window.innerWidth - 1, y: window.innerHeight - 1 },
  });
}

beforeEach(parkPointer);
// The preview's beforeEach turns forced colors on for a story that asks (the story is composed inside the test,
// after Vitest's beforeEach); it is turned off here once the story's snapshots are taken.
installForcedColorsEmulator((mode) => commands.emulateForcedColors(mode));

afterEach(async (context) => {
  const story = storyOf(context);
  try {
    if (story && context.task.result?.state !== 'fail') await snapshotBothLanguages(story, context.task.name);
  } finally {
    if (story?.parameters.forcedColors) await emulateForcedColors('none');
  }
});

async function snapshotBothLanguages(story: ComposedStory, name: string) {
  const wantsSnapshot = story.tags.includes('snapshot');
  const root = storyRoot();
  root.dataset.testid = STORY_ROOT;
  if (story.parameters.layout !== 'fullscreen') {
    // Component snapshots hug the content, with a margin so focus rings and shadows are inside;
    // full-screen stories (screens) are taken at the viewport's width.
    root.style.display = 'inline-block';
    root.style.padding = '8px';
  }

  const first = storyI18n.language;
  // The story's own frame, as addon-vitest set it: each picture starts from it and the frame is put back after.
  const frame = frameSize();
  // A language whose pixels differ does not stop the next one's check: the run's visual review page
  // (scripts/visual-review/) then shows every language a change touched. The story still fails, on the first.
  const mismatches: unknown[] = [];
  const snapshotIn = async (language: string) => {
    if (wantsSnapshot) {
      await snapshot(story, root, `${name} [${language}]`, frame).catch((error) => mismatches.push(error));
    }
  };
  try {
    await snapshotIn(first);
    for (const language of languages.filter((l) => l !== first)) {
      await storyI18n.changeLanguage(language);
      await settle();
      await expectNoAxeViolations(story, language);
      await snapshotIn(language);
    }
    if (mismatches.length > 0) throw mismatches[0];
  } finally {
    delete root.dataset.testid;
    root.style.display = '';
    root.style.padding = '';
    await storyI18n.changeLanguage(first);
  }
}
