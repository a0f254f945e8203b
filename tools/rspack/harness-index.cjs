// What a remote's standalone harness lists on its `/`: the modules the remote exposes and the
// paths its pages are routed at, read from the source the exposes import, so the list follows
// the routes without being kept by hand.
const fs = require('node:fs');
const path = require('node:path');

const ts = require('typescript');

const SOURCE_EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

/** The file a relative import names, if it is one of the app's sources (not a test). */
function resolveSource(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, ...SOURCE_EXTENSIONS.map((ending) => base + ending)]) {
    if (/\.test\.tsx?$/.test(candidate)) return undefined;
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
      return candidate;
    }
  }
  return undefined;
}

/** A JSX attribute's string value (`path="/contact"`, `path={'/contact'}`). */
function stringAttribute(attributes, name) {
  for (const attribute of attributes.properties) {
    if (!ts.isJsxAttribute(attribute) || attribute.name.getText() !== name) continue;
    const value = attribute.initializer;
    if (value && ts.isStringLiteral(value)) return value.text;
    if (value && ts.isJsxExpression(value) && value.expression) {
      if (ts.isStringLiteralLike(value.expression)) return value.expression.text;
    }
    return undefined;
  }
  return undefined;
}

const hasAttribute = (attributes, name) =>
  attributes.properties.some(
    (attribute) => ts.isJsxAttribute(attribute) && attribute.name.getText() === name,
  );

/**
 * Whether a `<Route>` sits in a `<Routes>` mounted at the site root: beside routes with absolute
 * paths. (A page's own `<Routes>`, such as the membership purchase's steps, routes relative paths
 * under the page's path, and its index is that page.)
 */
function isInRootRoutes(node) {
  const element = ts.isJsxSelfClosingElement(node) ? node : node.parent;
  const routes = element.parent;
  if (!ts.isJsxElement(routes) || routes.openingElement.tagName.getText() !== 'Routes') {
    return false;
  }
  return routes.children.some((child) => {
    const opening = ts.isJsxElement(child)
      ? child.openingElement
      : ts.isJsxSelfClosingElement(child)
        ? child
        : undefined;
    return Boolean(opening && stringAttribute(opening.attributes, 'path')?.startsWith('/'));
  });
}

/** The relative imports and the `<Route>` paths of one source file. */
function readSource(file) {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const imports = [];
  const paths = [];
  let servesRoot = false;
  const visit = (node) => {
    const specifier =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier
        ? node.moduleSpecifier
        : ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword
          ? node.arguments[0]
          : undefined;
    if (specifier && ts.isStringLiteralLike(specifier) && specifier.text.startsWith('.')) {
      imports.push(specifier.text);
    }
    if (
      (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
      node.tagName.getText() === 'Route'
    ) {
      const routePath = stringAttribute(node.attributes, 'path');
      // Absolute paths only: a nested route's relative path is a step of the page above it.
      if (routePath?.startsWith('/')) paths.push(routePath.replace(/\/\*$/, '') || '/');
      if (isInRootRoutes(node) && (routePath === '/' || hasAttribute(node.attributes, 'index'))) {
        servesRoot = true;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { imports, paths, servesRoot };
}

/**
 * @param {{ dirname: string, exposes: Record<string, string> }} remote
 * @returns {{ exposes: string[], paths: string[], servesRoot: boolean }} the exposes' names, the
 *   absolute route paths of their pages (a splat route by its base; `/` first when the remote
 *   routes a page there itself, as the storefront's home), and whether it does.
 */
function harnessIndexOf({ dirname, exposes }) {
  const seen = new Set();
  const paths = [];
  let servesRoot = false;
  const queue = Object.values(exposes).map((file) => path.resolve(dirname, file));
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const found = readSource(file);
    servesRoot ||= found.servesRoot;
    for (const routePath of found.paths) if (!paths.includes(routePath)) paths.push(routePath);
    for (const specifier of found.imports) {
      const next = resolveSource(file, specifier);
      if (next) queue.push(next);
    }
  }
  return { exposes: Object.keys(exposes), paths: servesRoot ? ['/', ...paths] : paths, servesRoot };
}

module.exports = { harnessIndexOf };
