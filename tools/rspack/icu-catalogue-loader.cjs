// A message catalogue (`src/messages/<language>.json`, ICU MessageFormat) as the builds get it:
// every message parsed here, at build time, so the apps ship intl-messageformat without its
// parser (ADR 0032). A message that does not parse fails the build, naming it. Review marks
// (`{ "message": ..., "review": "machine" }`) are for the people who correct the catalogue: the
// build keeps the message only.
/** The parsed form of each message of a catalogue's JSON text. */
async function parseCatalogue(text, file = 'catalogue') {
  // The parser is an ES module only.
  const { parse } = await import('@formatjs/icu-messageformat-parser');
  const catalogue = JSON.parse(text);
  const parsed = {};
  for (const [id, entry] of Object.entries(catalogue)) {
    const message = typeof entry === 'object' && entry !== null ? entry.message : entry;
    if (typeof message !== 'string') throw new Error(`${file}: ${id} has no message`);
    try {
      parsed[id] = parse(message, { ignoreTag: true });
    } catch (error) {
      throw new Error(`${file}: ${id} is not ICU MessageFormat (${error.message})`);
    }
  }
  return parsed;
}

module.exports = function icuCatalogueLoader(text) {
  const done = this.async();
  parseCatalogue(text, this.resourcePath).then(
    (parsed) => done(null, `export default ${JSON.stringify(parsed)};`),
    (error) => done(error),
  );
};
module.exports.parseCatalogue = parseCatalogue;
/** The rule that applies it. */
module.exports.catalogueRule = {
  test: /[\\/]messages[\\/][a-z]{2}\.json$/,
  type: 'javascript/auto',
  use: [{ loader: __filename }],
};
/** The parser left out of the browser builds: every message comes parsed. */
module.exports.parserAlias = {
  '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
};
