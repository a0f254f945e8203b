import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

const require = createRequire(import.meta.url);
const { harnessIndexOf } = require('./harness-index.cjs');

const app = mkdtempSync(path.join(os.tmpdir(), 'harness-index-'));
after(() => rmSync(app, { recursive: true, force: true }));

function write(file, text) {
  mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
  writeFileSync(path.join(app, file), text);
}

write(
  'src/routes/club-routes.tsx',
  `import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { teamRoutes } from '../teams/team-routes';
const Purchase = lazy(() => import('../purchase/purchase'));
export default function ClubRoutes() {
  return (
    <Routes>
      <Route path="/contact" element={<p />} />
      <Route path={'/purchase/*'} element={<Purchase />} />
      {teamRoutes}
      <Route path="*" element={<p />} />
    </Routes>
  );
}`,
);
write('src/teams/team-routes.tsx', `export const teamRoutes = <Route path="/teams/:slug" />;`);
write(
  'src/purchase/purchase.tsx',
  `export default function Purchase() {
  return (
    <Routes>
      <Route index element={<p />} />
      <Route path="details" element={<p />} />
    </Routes>
  );
}`,
);
write(
  'src/home/home-routes.tsx',
  `export default function HomeRoutes() {
  return (
    <Routes>
      <Route index element={<p />} />
      <Route path="/news/:slug" element={<p />} />
    </Routes>
  );
}`,
);
write('src/widget/widget.tsx', `export default function Widget() { return null; }`);

describe("a remote harness's index", () => {
  it('lists the exposes and the absolute paths their imports route, a splat by its base', () => {
    const index = harnessIndexOf({
      dirname: app,
      exposes: {
        './routes': './src/routes/club-routes.tsx',
        './Widget': './src/widget/widget.tsx',
      },
    });
    assert.deepEqual(index, {
      exposes: ['./routes', './Widget'],
      paths: ['/contact', '/purchase', '/teams/:slug'],
      servesRoot: false,
    });
  });

  it('lists `/` first for a remote whose own routes have an index page at the root', () => {
    const index = harnessIndexOf({
      dirname: app,
      exposes: { './routes': './src/home/home-routes.tsx' },
    });
    assert.deepEqual(index.paths, ['/', '/news/:slug']);
    assert.equal(index.servesRoot, true);
  });
});
