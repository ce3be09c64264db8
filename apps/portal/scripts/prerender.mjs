// After `vite build` (scripts/build.mjs): renders the public pages of PRERENDERED_PATHS to HTML with the server build
// of src/prerender.tsx (dist-prerender/, removed afterwards) and writes each as dist/<path>.html (or into the
// directory given as the first argument): index.html with
// the page's markup in #root and its styles in <head>. A host serves /login from dist/login.html (and any
// other path from index.html), as scripts/serve-spa.mjs does.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverBuild = path.join(app, 'dist-prerender');
const { renderPage, PRERENDERED_ATTRIBUTE, PRERENDERED_PATHS } = await import(
  pathToFileURL(path.join(serverBuild, 'prerender.js')).href
);
const dist = path.resolve(app, process.argv[2] ?? 'dist');
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT}`);

for (const page of PRERENDERED_PATHS) {
  const { html, styleTags, language } = await renderPage(page);
  if (!html.includes('<form') && !html.includes('<main'))
    throw new Error(`${page} rendered no page: ${html.slice(0, 200)}`);
  const document = template
    .replace(ROOT, `<div id="root" ${PRERENDERED_ATTRIBUTE}="${language}">${html}</div>`)
    .replace('</head>', `${styleTags}</head>`);
  const file = path.join(dist, `${page.replace(/^\//, '')}.html`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, document);
  console.log(`prerendered ${page} → ${path.relative(app, file)} (${(document.length / 1024).toFixed(1)} KB)`);
}
rmSync(serverBuild, { recursive: true, force: true });
