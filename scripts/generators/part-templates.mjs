// What `npm run new:widget` and `npm run new:component` write: a titled section that shows its content or a
// note that there is none yet — the smallest part with a text, a style and a state each — and its story.

/** The two kinds of part: where they live, their texts' keys and their stories' place. */
export const partKinds = {
  widget: {
    packageDir: 'packages/widgets',
    importPath: (kebab) => `@epp/widgets/${kebab}`,
    storyDir: 'stories/widgets',
    storyTitle: 'Widgets',
    /** A widget's texts are an area of their own (loaded only where it is drawn). */
    textArea: (camel) => `widgets.${camel}`,
    textPath: (camel) => ['widgets', camel],
    marker: 'TODO(new:widget)',
  },
  component: {
    packageDir: 'packages/ui',
    importPath: (kebab) => `@epp/ui/${kebab}`,
    storyDir: 'stories/ui',
    storyTitle: 'UI',
    /** The design system's texts share the `ui` area. */
    textArea: () => 'ui',
    textPath: (camel) => ['ui', camel],
    marker: 'TODO(new:component)',
  },
};

/** The part's own texts, real and generic, in both languages; a widget names itself, a component is told. */
export function partTexts(kind) {
  const empty = { et: 'Siin pole veel midagi.', en: 'Nothing here yet.' };
  return kind === 'widget'
    ? { et: { title: 'Ülevaade', empty: empty.et }, en: { title: 'Overview', empty: empty.en } }
    : { et: { empty: empty.et }, en: { empty: empty.en } };
}

/** The stories' example texts (`demo.<camelName>.*`, shipped in no package): content, and a component's title. */
export function demoTexts(kind) {
  const content = { et: 'Näidissisu.', en: 'Example content.' };
  return kind === 'widget'
    ? { et: { content: content.et }, en: { content: content.en } }
    : { et: { title: 'Näidispealkiri', content: content.et }, en: { title: 'Example title', content: content.en } };
}

/** The files of the part's folder, by name. */
export function partFiles(kind, names) {
  const { kebab, pascal } = names;
  return {
    [`${kebab}.tsx`]: partComponent(kind, names),
    [`${kebab}.styles.ts`]: partStyles(),
    'index.ts': `export { ${pascal}, type ${pascal}Props } from './${kebab}';\n`,
  };
}

/**
 * The part itself. A widget names itself (its title is one of its texts); a design-system component is told
 * its title by the caller, like every @epp/ui primitive.
 */
function partComponent(kind, { kebab, pascal, camel }) {
  const isWidget = kind === 'widget';
  const todo = isWidget
    ? `what the widget shows and does (its data from @epp/api's schemas, its callbacks), its texts in
// packages/i18n/src/locales/{et,en}/widgets.${camel}.json (generic ones stand in) and its budget in budgets.json.`
    : `what the component is for, its props and states, and its texts in
// packages/i18n/src/locales/{et,en}/ui.json (a generic one stands in).`;
  const titleProp = isWidget ? '' : "\n  /** The heading, and the section's accessible name. */\n  title: ReactNode;";
  const texts = isWidget ? `widgets.${camel}` : `ui.${camel}`;
  return `import { useEppTranslation } from '@epp/i18n';
import { type ReactNode, useId } from 'react';
import { styled } from 'styled-components';
import * as styles from './${kebab}.styles';

export interface ${pascal}Props {${titleProp}
  /** What it shows; without it, a note that there is nothing yet. */
  children?: ReactNode;
}

const Root = styled.section\`
  \${styles.root}
\`;
const Title = styled.h2\`
  \${styles.title}
\`;
const Empty = styled.p\`
  \${styles.empty}
\`;

// ${partKinds[kind].marker}: ${todo}
/** A titled section with its content, or a note that there is nothing to show yet. */
export function ${pascal}({ ${isWidget ? '' : 'title, '}children }: ${pascal}Props) {
  const { t } = useEppTranslation();
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId}>
      <Title id={titleId}>{${isWidget ? `t('${texts}.title')` : 'title'}}</Title>
      {children ?? <Empty>{t('${texts}.empty')}</Empty>}
    </Root>
  );
}
`;
}

function partStyles() {
  return `import { css } from 'styled-components';

export const root = css\`
  display: flex;
  flex-direction: column;
  gap: \${({ theme }) => theme.space[3]};
  padding: \${({ theme }) => theme.space[4]};
  border: 1px solid \${({ theme }) => theme.colors.border};
  border-radius: \${({ theme }) => theme.radii.md};
  background: \${({ theme }) => theme.colors.surface};
\`;

export const title = css\`
  margin: 0;
  font-size: \${({ theme }) => theme.typography.size.md};
  font-weight: \${({ theme }) => theme.typography.weight.semibold};
\`;

export const empty = css\`
  margin: 0;
  color: \${({ theme }) => theme.colors.textMuted};
\`;
`;
}

/** The story file: the empty state and the content, each play function failing in the other. */
export function partStory(kind, { kebab, pascal, camel }) {
  const spec = partKinds[kind];
  const isWidget = kind === 'widget';
  const title = isWidget ? `text('widgets.${camel}.title')` : `text('demo.${camel}.title')`;
  const empty = isWidget ? `widgets.${camel}.empty` : `ui.${camel}.empty`;
  return `import { ${pascal} } from '${spec.importPath(kebab)}';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { T, text } from '../support/text';

const meta = {
  title: '${spec.storyTitle}/${pascal}',
  component: ${pascal},${
    isWidget
      ? '\n  argTypes: { children: { control: false } },'
      : `\n  args: { title: <T k="demo.${camel}.title" /> },\n  argTypes: { title: { control: false }, children: { control: false } },`
  }
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ${pascal}>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: ${title} });

// ${spec.marker}: a story for each state of the ${kind}, each with a play function that fails in the others.
/** Nothing to show yet: the note under the title. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement)).toHaveTextContent(text('${empty}'));
  },
};

/** With content: the content instead of the note. */
export const WithContent: Story = {
  args: { children: <T k="demo.${camel}.content" /> },
  play: async ({ canvasElement }) => {
    await expect(within(section(canvasElement)).getByText(text('demo.${camel}.content'))).toBeVisible();
    await expect(within(canvasElement).queryByText(text('${empty}'))).toBeNull();
  },
};
`;
}
