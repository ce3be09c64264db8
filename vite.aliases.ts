// Inside this repository every @epp/* import resolves to the package's TypeScript source, so Storybook,
// Vitest and the portal see edits at once without a build. Published consumers get dist/ via `exports`.
// tsconfig.json's `paths` say the same for the type checker.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

const sourceRoots: Record<string, string> = {
  core: 'packages/core/src',
  i18n: 'packages/i18n/src',
  api: 'packages/api/src',
  ui: 'packages/ui/src',
  widgets: 'packages/widgets/src',
  screens: 'packages/screens/src',
  fixtures: 'fixtures/src',
};

export const workspaceAliases: Alias[] = Object.entries(sourceRoots).flatMap(([name, dir]) => [
  { find: new RegExp(`^@epp/${name}$`), replacement: path.join(root, dir, 'index.ts') },
  { find: new RegExp(`^@epp/${name}/(.+)$`), replacement: `${path.join(root, dir)}/$1` },
]);
