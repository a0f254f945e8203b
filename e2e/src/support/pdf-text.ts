import { execFile } from 'node:child_process';
import path from 'node:path';

const PDFJS = path.dirname(require.resolve('pdfjs-dist/package.json'));

// pdf.js is ES modules only: a plain Node process reads the PDF and prints its text.
const SCRIPT = `
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
const root = process.argv[1];
const { getDocument } = await import(pathToFileURL(root + '/legacy/build/pdf.mjs').href);
const pdf = await getDocument({ data: new Uint8Array(readFileSync(0)), standardFontDataUrl: root + '/standard_fonts/', verbosity: 0 }).promise;
const pages = [];
for (let number = 1; number <= pdf.numPages; number += 1) {
  const content = await (await pdf.getPage(number)).getTextContent();
  pages.push(content.items.map((item) => item.str).join(' '));
}
process.stdout.write(pages.join('\\n'));
`;

/** The text of a downloaded PDF as a reader extracts it. */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', SCRIPT, PDFJS],
      { maxBuffer: 10 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });
}
