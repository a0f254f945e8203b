// Development and `npm start` ports, one origin per app (docs/architecture.md). The table is
// ports.json, which the page server (a TypeScript app) reads too.
module.exports = require('./ports.json');
