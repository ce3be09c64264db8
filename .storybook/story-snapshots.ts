// After every story test (render, play function, axe in the story's language), take its pixel snapshot,
// then switch the interface to the other language, check accessibility again and take a second snapshot.
// So one story guards both languages: texts that overflow in English or lose a label fail here too.
//
// A story opts out of pixels with the tag '!snapshot' (e.g. one whose content is random by nature).
import { languages } from '@epp/i18n';
import axe from 'axe-core';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { storyI18n } from './story-i18n';

interface ComposedStory {
  tags: string[];
  parameters: {
    layout?: 'centered' | 'padded' | 'fullscreen';
    a11y?: { test?: 'off' | 'todo' | 'error'; disable?: boolean; config?: axe.Spec; options?: axe.RunOptions };
  };
}

/** addon-vitest renders each story into an id-less <div> appended to <body>; addon-a11y appends its own svg holder. */
function storyRoot(): HTMLElement {
  const candidates = [...document.body.children].filter((el) => el.tagName === 'DIV' && !el.id);
  const root = candidates.at(-1);
  if (!(root instanceof HTMLElement)) throw new Error('story-snapshots: the story root element was not found');
  return root;
}

const STORY_ROOT = 'story-snapshot-root';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function settle() {
  await document.fonts.ready;
  await nextFrame();
  await nextFrame();
}

async function snapshot(name: string) {
  await settle();
  await expect.element(page.getByTestId(STORY_ROOT)).toMatchScreenshot(name);
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

afterEach(async (context) => {
  const story = (context as unknown as { story?: ComposedStory }).story;
  if (!story || context.task.result?.state === 'fail') return;
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
  try {
    if (wantsSnapshot) await snapshot(`${context.task.name} [${first}]`);
    for (const language of languages.filter((l) => l !== first)) {
      await storyI18n.changeLanguage(language);
      await settle();
      await expectNoAxeViolations(story, language);
      if (wantsSnapshot) await snapshot(`${context.task.name} [${language}]`);
    }
  } finally {
    await storyI18n.changeLanguage(first);
  }
});
