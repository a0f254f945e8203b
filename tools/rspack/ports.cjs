// Development and `npm start` ports, one origin per app (docs/architecture.md). The table lives
// in the contracts package, which the page server (an app) imports it from too.
module.exports = require('@touchline/contracts/development-ports.json');
