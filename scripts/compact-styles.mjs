// styled-components' CSS is shipped as the text of its templates (read at run time), line breaks and indentation
// included: the builds compact it. In a template tagged `css`, `keyframes`, `createGlobalStyle`, `styled.x` or
// `styled(X)`, each run of white space that holds a line break, outside `${…}` expressions, becomes one space.
// Nothing else changes: other templates, the expressions, strings and code stay as written. CSS comments are not
// written in those templates (they would ship too): a JS comment above the rule says why.

/** The end of the code before a backtick that makes the template CSS. */
const CSS_TAG = /(?:\bcss|\bkeyframes|\bcreateGlobalStyle|\bstyled(?:\.\w+|\([^()`]*\)))\s*(?:<[^<>`]*>)?\s*$/;

/** The source with every CSS template's line breaks and their indentation collapsed to single spaces. */
export function compactStyleTemplates(source) {
  let out = '';
  // a stack of contexts: 'code' (with its open braces counted) or 'template' (CSS or not)
  const stack = [{ kind: 'code', braces: 0 }];
  let i = 0;
  while (i < source.length) {
    const top = stack[stack.length - 1];
    const ch = source[i];
    if (top.kind === 'template') {
      if (ch === '\\') {
        out += source.slice(i, i + 2);
        i += 2;
      } else if (ch === '`') {
        stack.pop();
        out += ch;
        i += 1;
      } else if (ch === '$' && source[i + 1] === '{') {
        stack.push({ kind: 'code', braces: 0 });
        out += '${';
        i += 2;
      } else if (top.isCss && /\s/.test(ch)) {
        let end = i;
        while (end < source.length && /\s/.test(source[end])) end += 1;
        const run = source.slice(i, end);
        out += run.includes('\n') ? ' ' : run;
        i = end;
      } else {
        out += ch;
        i += 1;
      }
      continue;
    }
    // code: skip strings and comments whole, so their backticks and braces do not count
    if (ch === "'" || ch === '"') {
      let end = i + 1;
      while (end < source.length && source[end] !== ch) end += source[end] === '\\' ? 2 : 1;
      out += source.slice(i, end + 1);
      i = end + 1;
    } else if (ch === '/' && source[i + 1] === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      out += source.slice(i, stop);
      i = stop;
    } else if (ch === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += source.slice(i, stop);
      i = stop;
    } else if (ch === '`') {
      stack.push({ kind: 'template', isCss: CSS_TAG.test(out.slice(-200)) });
      out += ch;
      i += 1;
    } else if (ch === '{') {
      top.braces += 1;
      out += ch;
      i += 1;
    } else if (ch === '}') {
      if (top.braces === 0 && stack.length > 1) stack.pop();
      else top.braces -= 1;
      out += ch;
      i += 1;
    } else {
      out += ch;
      i += 1;
    }
  }
  return out;
}

/** The sources the builds compact: the packages' TypeScript, where the styled templates are. */
const SOURCES = /[\\/]packages[\\/][^\\/]+[\\/]src[\\/].*\.tsx?$/;

/** The esbuild plugin of the packages' builds (tsup.shared.ts): each source compacted as it loads. */
export function compactStylesPlugin() {
  return {
    name: 'epp-compact-styles',
    setup(build) {
      build.onLoad({ filter: SOURCES }, async ({ path }) => {
        const { readFile } = await import('node:fs/promises');
        const source = await readFile(path, 'utf8');
        return { contents: compactStyleTemplates(source), loader: path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** The same for the portal's Vite build, which bundles the packages from their sources. */
export function compactStylesVitePlugin() {
  return {
    name: 'epp-compact-styles',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      return SOURCES.test(id) ? { code: compactStyleTemplates(code), map: null } : undefined;
    },
  };
}
