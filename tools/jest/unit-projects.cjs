// `npm test`'s unit tests: every project's own jest configuration except the API's (a step of
// its own, on PostgreSQL), in one jest run. One run starts jest and its workers once, where a
// run per project (`nx run-many -t test`) started them 18 times over; each project keeps its own
// settings and environment, and `npx nx test <project>` still runs one project alone.
const { existsSync, readdirSync } = require('node:fs');
const path = require('node:path');
const { createJestConfig } = require('./preset.cjs');

const root = path.resolve(__dirname, '../..');
const configs = ['apps', 'packages']
  .flatMap((folder) =>
    readdirSync(path.join(root, folder)).map((name) => path.join(root, folder, name)),
  )
  .filter((project) => path.relative(root, project) !== path.join('apps', 'api'))
  .map((project) => path.join(project, 'jest.config.cjs'))
  .filter((config) => existsSync(config))
  .sort();

module.exports = {
  rootDir: root,
  projects: configs,
  // Both cores: each project's files ran one at a time in its own run.
  maxWorkers: 2,
  // Jest reads the limit from the run, not from each project: the preset's, for the same reason.
  testTimeout: createJestConfig({ rootDir: root }).testTimeout,
};
