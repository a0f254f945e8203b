// A message catalogue (`src/messages/<language>.json`) is text in jest and already parsed in the
// builds (tools/rspack/icu-catalogue-loader.cjs): code that reads a message out of the imported
// object passes its tests and breaks in the browser. Its messages are read through the app's
// translator (`defineAppMessages`) only; the import itself is handed over whole.
import path from 'node:path';

const CATALOGUE = /[\\/]messages[\\/][a-z]{2}\.json$/;
const MESSAGE =
  "A catalogue is parsed in the builds and text in jest: read its messages through the app's translator (defineAppMessages), not from the imported object.";

/** @type {import('eslint').Rule.RuleModule} */
export const noCatalogueTextAccess = {
  meta: {
    type: 'problem',
    docs: { description: "Messages are read through the app's translator, never from a catalogue" },
    schema: [],
  },
  create(context) {
    const folder = path.dirname(context.filename);
    const catalogues = new Set();
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        if (!source.startsWith('.') || !CATALOGUE.test(path.resolve(folder, source))) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportDefaultSpecifier') catalogues.add(specifier.local.name);
          else context.report({ node: specifier, message: MESSAGE });
        }
      },
      MemberExpression(node) {
        if (node.object.type === 'Identifier' && catalogues.has(node.object.name)) {
          context.report({ node, message: MESSAGE });
        }
      },
    };
  },
};
