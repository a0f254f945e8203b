const { createJestConfig } = require('../../tools/jest/preset.cjs');

module.exports = createJestConfig({ environment: 'jsdom', rootDir: __dirname });
