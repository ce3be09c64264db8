// The review page: one self-contained HTML file (styles and script inline, pictures beside it in images/).
// Opened from disk (CI's artifact) it shows the changes; served by `npm run review` its Accept buttons work.
// Anchor: Chromatic's UI Review — baseline, new and diff side by side, a diff overlay, a decision per story.
import { texts } from './texts.mjs';

export const STORYBOOK_URL = 'http://localhost:6006';

const html = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const styles = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; color: #1a1a1a; background: #f4f5f7; }
  body { margin: 0; padding: 16px 24px 48px; }
  header { display: flex; flex-wrap: wrap; gap: 16px; align-items: center; }
  h1 { margin: 0; font-size: 1.5rem; }
  h2 { margin: 0 0 4px; font-size: 1.125rem; }
  article { background: #fff; border: 1px solid #c9ccd3; border-radius: 8px; padding: 16px; margin-top: 16px; }
  .meta { display: flex; flex-wrap: wrap; gap: 16px; align-items: center; margin-bottom: 12px; }
  .pictures { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; }
  figure { margin: 0; min-width: 0; }
  figcaption { font-weight: 600; margin-bottom: 4px; }
  figcaption .size { font-weight: 400; color: #4a4d55; }
  figcaption a { font-weight: 400; }
  .frame { position: relative; display: inline-block; max-width: 100%;
    background: repeating-conic-gradient(#e6e7ea 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; outline: 1px solid #c9ccd3; }
  .frame img { display: block; max-width: 100%; height: auto; }
  .frame .overlay { position: absolute; inset: 0; width: 100%; height: 100%; opacity: 0.75; mix-blend-mode: multiply; }
  button { font: inherit; padding: 6px 14px; border-radius: 6px; border: 1px solid #1f5fbf; background: #1f5fbf; color: #fff; cursor: pointer; }
  button:disabled { background: #e6e7ea; color: #4a4d55; border-color: #9a9ea8; cursor: default; }
  :focus-visible { outline: 3px solid #f0a000; outline-offset: 2px; }
  a { color: #1f5fbf; }
  .status { min-height: 1.5em; }
  .accepted { border-color: #2e7d32; }
  .badge { font-size: 0.875rem; padding: 2px 8px; border-radius: 12px; background: #e6e7ea; }
`;

// Runs in the page: wires the overlay toggles and, when served over http, the Accept buttons.
const script = `
  const status = document.getElementById('status');
  for (const toggle of document.querySelectorAll('input[data-overlay]')) {
    toggle.addEventListener('change', () => {
      document.getElementById(toggle.dataset.overlay).hidden = !toggle.checked;
    });
  }
  const served = location.protocol.startsWith('http');
  const buttons = [...document.querySelectorAll('button[data-key]')];
  const markAccepted = (button) => {
    button.disabled = true;
    button.textContent = TEXTS.accepted;
    button.closest('article').classList.add('accepted');
  };
  async function post(path, body) {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = await response.json();
    if (!response.ok) throw new Error(answer.error);
    return answer;
  }
  if (!served) {
    for (const button of [...buttons, document.getElementById('accept-all')]) if (button) button.disabled = true;
    status.textContent = TEXTS.howToAccept;
  }
  for (const button of buttons) {
    button.addEventListener('click', async () => {
      try {
        await post('/accept', { key: button.dataset.key });
        markAccepted(button);
        status.textContent = button.dataset.done;
      } catch (error) {
        status.textContent = TEXTS.failed + error.message;
      }
    });
  }
  document.getElementById('accept-all')?.addEventListener('click', async (event) => {
    try {
      const { accepted } = await post('/accept-all', {});
      for (const button of buttons) if (accepted.includes(button.dataset.key)) markAccepted(button);
      event.target.disabled = true;
      status.textContent = TEXTS.acceptedAll.replace('{count}', String(accepted.length));
    } catch (error) {
      status.textContent = TEXTS.failed + error.message;
    }
  });
`;

function picture(what, src, change, overlayId) {
  return `<div class="frame"><img src="${html(src)}" alt="${html(texts.alt(what, change))}">${
    overlayId
      ? `<img class="overlay" id="${overlayId}" src="${html(change.images.diff)}" alt="${html(texts.alt(texts.diff, change))}" hidden>`
      : ''
  }</div>`;
}

/**
 * A picture's caption: what it is, its size (a whole page may be thousands of pixels tall, shown here scaled to a
 * third of the page) and a link to it at full size.
 */
function caption(what, src, size) {
  const measured = size ? ` <span class="size">${html(texts.size(size))}</span>` : '';
  const full = src ? ` <a href="${html(src)}">${html(texts.fullSize)}</a>` : '';
  return `<figcaption>${html(what)}${measured}${full}</figcaption>`;
}

function article(change, index) {
  const heading = `story-${index}`;
  const overlayId = change.images.diff ? `overlay-${index}` : undefined;
  const link = change.storyId
    ? `<a href="${STORYBOOK_URL}/?path=/story/${html(change.storyId)}" title="${html(texts.storybookHint)}">${html(texts.openInStorybook)}</a>`
    : '';
  return `<article aria-labelledby="${heading}">
  <h2 id="${heading}">${html(change.title)} › ${html(change.name)}</h2>
  <div class="meta">
    <span class="badge">${html(texts.language)}: <span lang="en">${html(change.language)}</span></span>
    ${link}
    ${overlayId ? `<label><input type="checkbox" data-overlay="${overlayId}"> ${html(texts.overlay)}</label>` : ''}
    <button type="button" data-key="${html(change.baseline)}" data-done="${html(texts.acceptedOne(change))}" aria-label="${html(texts.acceptLabel(change))}">${html(texts.accept)}</button>
  </div>
  <div class="pictures">
    <figure>${caption(texts.baseline, change.images.baseline, change.sizes?.baseline)}${change.images.baseline ? picture(texts.baseline, change.images.baseline, change) : `<p>${html(texts.noBaseline)}</p>`}</figure>
    <figure>${caption(texts.actual, change.images.actual, change.sizes?.actual)}${picture(texts.actual, change.images.actual, change, overlayId)}</figure>
    <figure>${caption(texts.diff, change.images.diff)}${change.images.diff ? picture(texts.diff, change.images.diff, change) : `<p>${html(texts.noDiff)}</p>`}</figure>
  </div>
</article>`;
}

/** The page for the changes, each with `images` (its pictures' paths relative to the page). */
export function renderPage(changes) {
  const pageTexts = {
    accepted: texts.accepted,
    howToAccept: texts.howToAccept,
    failed: texts.acceptFailed(''),
    acceptedAll: texts.acceptedAll('{count}'),
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(texts.pageTitle)}</title>
<style>${styles}</style>
</head>
<body>
<header>
  <h1>${html(texts.pageTitle)}</h1>
  <p>${html(changes.length ? texts.summary(changes.length) : texts.none)}</p>
  ${changes.length ? `<button type="button" id="accept-all">${html(texts.acceptAll)}</button>` : ''}
</header>
<p id="status" class="status" role="status"></p>
<main>
${changes.map(article).join('\n')}
</main>
<script>const TEXTS = ${JSON.stringify(pageTexts).replace(/</g, '\\u003c')};${script}</script>
</body>
</html>
`;
}
