// The screen map's table, built when Storybook builds: routes.md (the spec's copy in docs/) and the screen story
// files' sources, read by Vite at build time, so the page cannot go stale (stories/support/screen-map.ts).
import { buildScreenMap, type ScreenMapEntry, type ScreenStatus } from '../support/screen-map';

const routesMarkdown = Object.values(
  import.meta.glob<string>('../../docs/routes.md', { query: '?raw', import: 'default', eager: true }),
).join('\n');
const storySources = Object.values(
  import.meta.glob<string>('../screens/**/*.stories.tsx', { query: '?raw', import: 'default', eager: true }),
);

const entries = buildScreenMap(routesMarkdown, storySources);

const STATUS_TEXT: Record<ScreenStatus, string> = {
  built: 'Built',
  placeholder: 'Not built yet (generated placeholder)',
  missing: 'Not built yet (no stories)',
};
const STATUS_COLOUR: Record<ScreenStatus, string> = { built: '#1d6b45', placeholder: '#8a5a00', missing: '#b3261e' };

/** A link in the docs frame to a page of the manager (the sidebar's address). */
const href = (kind: 'docs' | 'story', id: string) => `./?path=/${kind}/${id}`;

function Row({ entry }: { entry: ScreenMapEntry }) {
  return (
    <tr>
      <td>
        {entry.docsId ? (
          <a href={href('docs', entry.docsId)} target="_top">
            {entry.title.replace('Screens/', '')}
          </a>
        ) : (
          entry.title.replace('Screens/', '')
        )}
        <br />
        <small>{entry.routes.replace(/`/g, '')}</small>
      </td>
      <td>{entry.states}</td>
      <td>
        {entry.stories.map((story, index) => (
          <span key={story.id}>
            {index > 0 && ', '}
            <a href={href('story', story.id)} target="_top">
              {story.name}
            </a>
          </span>
        ))}
      </td>
      <td style={{ color: STATUS_COLOUR[entry.status], fontWeight: 600 }}>{STATUS_TEXT[entry.status]}</td>
    </tr>
  );
}

/** Every screen of routes.md, area by area, with its states (the spec's), its stories and whether it is built. */
export function ScreenMapTable() {
  const areas = [...new Set(entries.map((entry) => entry.area))];
  const built = entries.filter((entry) => entry.status === 'built').length;
  return (
    <>
      <p>
        <strong>
          {built} of {entries.length} screens built
        </strong>{' '}
        ({entries.length - built} not built yet).
      </p>
      {areas.map((area) => (
        <section key={area} aria-labelledby={`area-${area}`}>
          <h2 id={`area-${area}`}>{area}</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">Screen and route</th>
                <th scope="col">States the spec names</th>
                <th scope="col">Stories</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {entries
                .filter((entry) => entry.area === area)
                .map((entry) => (
                  <Row key={entry.title + entry.routes} entry={entry} />
                ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
