const { createJestConfig } = require('../../tools/jest/preset.cjs');

module.exports = createJestConfig({ environment: 'node', rootDir: __dirname });
