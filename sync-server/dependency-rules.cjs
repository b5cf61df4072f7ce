// The server's import rules, spread into the root .dependency-cruiser.cjs (npm test checks them).
// Areas are the folders of sync-server/src/ that export `mount` from their index.ts; platform/
// is the shared layer below them. The map says which areas each area may import (always through
// their index.ts): it is a DAG, so no two areas can import each other in a circle.
const SRC = '^sync-server/src/';
const MAY_IMPORT = {
  identity: [],
  demo: ['identity'],
  replication: ['identity'],
  requests: ['identity'],
  content: ['identity', 'replication', 'demo'],
  assistant: ['identity', 'replication', 'demo'],
  commerce: ['identity', 'content'],
  privacy: ['identity', 'content', 'commerce', 'requests'],
};
const AREAS = Object.keys(MAY_IMPORT);
const anyArea = (areas) => `${SRC}(${areas.join('|')})/`;

const areaLayers = AREAS.map((area) => {
  const others = AREAS.filter((other) => other !== area && !MAY_IMPORT[area].includes(other));
  return {
    name: `server-area-${area}-layers`,
    comment: `${area} may import ${MAY_IMPORT[area].join(', ') || 'no other area'} (sync-server/dependency-rules.cjs)`,
    severity: 'error',
    from: { path: `${SRC}${area}/` },
    to: { path: anyArea(others) },
  };
});

module.exports = {
  forbidden: [
    {
      name: 'server-no-circular',
      comment: 'No import circle anywhere in the server, its tests included.',
      severity: 'error',
      from: { path: '^sync-server/' },
      to: { circular: true },
    },
    {
      name: 'server-area-through-entry',
      comment: "Another area's files are reached only through its index.ts.",
      severity: 'error',
      from: { path: `${SRC}([^/]+)/` },
      to: { path: `${anyArea(AREAS)}.`, pathNot: [`${SRC}$1/`, `${anyArea(AREAS)}index\\.ts$`] },
    },
    {
      name: 'server-root-through-entry',
      comment: 'app.ts, app-deps.ts and index.ts reach an area only through its index.ts.',
      severity: 'error',
      from: { path: `${SRC}[^/]+\\.ts$` },
      to: { path: `${anyArea(AREAS)}.`, pathNot: `${anyArea(AREAS)}index\\.ts$` },
    },
    {
      name: 'server-platform-imports-no-area',
      comment: 'platform/ (config, http, store, mail, rate-limit) is below every area and imports none.',
      severity: 'error',
      from: { path: `${SRC}platform/`, pathNot: '/test/' },
      to: { path: [anyArea(AREAS), `${SRC}[^/]+\\.ts$`] },
    },
    {
      name: 'server-area-not-root',
      comment: 'An area never imports app.ts, app-deps.ts or index.ts (its tests may start the server).',
      severity: 'error',
      from: { path: anyArea(AREAS), pathNot: '\\.test\\.ts$' },
      to: { path: `${SRC}[^/]+\\.ts$` },
    },
    ...areaLayers,
  ],
};
