import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compactStyleTemplates } from './compact-styles.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('compactStyleTemplates', () => {
  it('collapses the line breaks and indentation of a CSS template, and nothing else', () => {
    const source = [
      "import { css } from 'styled-components';",
      '',
      '// why the rule is there',
      'export const box = css`',
      '  display: flex;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is TypeScript source with its ${…}
      '  gap: ${({ theme }) => `${theme.space[2]}  ${theme.space[3]}`};',
      '  &:hover {',
      "    content: 'a  b';",
      '  }',
      '`;',
      '',
    ].join('\n');
    expect(compactStyleTemplates(source)).toBe(
      [
        "import { css } from 'styled-components';",
        '',
        '// why the rule is there',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is TypeScript source with its ${…}
        "export const box = css` display: flex; gap: ${({ theme }) => `${theme.space[2]}  ${theme.space[3]}`}; &:hover { content: 'a  b'; } `;",
        '',
      ].join('\n'),
    );
  });

  it('keeps an expression that spans lines, with its own strings, braces and comments', () => {
    const source =
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is TypeScript source with its ${…}
      'const x = css`\n  a: ${(p) => {\n    // a } in a comment\n    return p.x ? "}`" : \'{\';\n  }};\n`;\n';
    expect(compactStyleTemplates(source)).toBe(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is TypeScript source with its ${…}
      'const x = css` a: ${(p) => {\n    // a } in a comment\n    return p.x ? "}`" : \'{\';\n  }}; `;\n',
    );
  });

  it('leaves a template of no styled tag as it is', () => {
    const source = 'const message = `line one\n  line two`;\nconst rule = css`\n  a: b;\n`;\n';
    expect(compactStyleTemplates(source)).toBe('const message = `line one\n  line two`;\nconst rule = css` a: b; `;\n');
  });

  it('changes only white space in every source of the packages, which stays valid TypeScript', async () => {
    const { transformSync } = await import('esbuild');
    const files = globSync('packages/*/src/**/*.{ts,tsx}', { cwd: root }).filter((file) => !file.includes('.test.'));
    let compacted = 0;
    for (const file of files) {
      const source = readFileSync(path.join(root, file), 'utf8');
      const result = compactStyleTemplates(source);
      if (result === source) continue;
      compacted += 1;
      expect(result.replace(/\s+/g, ''), file).toBe(source.replace(/\s+/g, ''));
      expect(() => transformSync(result, { loader: file.endsWith('x') ? 'tsx' : 'ts' }), file).not.toThrow();
    }
    expect(compacted).toBeGreaterThan(50);
  });
});
