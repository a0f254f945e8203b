import { execFile } from 'node:child_process';
import path from 'node:path';

const PDFJS = path.dirname(require.resolve('pdfjs-dist/package.json'));

// pdf.js ships as ES modules only, which jest's CommonJS sandbox cannot load: read the PDF in a
// plain Node process and hand back its text, one line per page.
const SCRIPT = `
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
const root = process.argv[1];
const { getDocument } = await import(pathToFileURL(root + '/legacy/build/pdf.mjs').href);
const data = new Uint8Array(readFileSync(0));
const pdf = await getDocument({ data, standardFontDataUrl: root + '/standard_fonts/', verbosity: 0 }).promise;
const pages = [];
for (let number = 1; number <= pdf.numPages; number += 1) {
  const content = await (await pdf.getPage(number)).getTextContent();
  pages.push(content.items.map((item) => item.str).join(' '));
}
process.stdout.write(JSON.stringify({ pages, title: (await pdf.getMetadata()).info.Title }));
`;

/** The text of a PDF as a reader extracts it (pdf.js), to assert what a receipt says. */
export function pdfText(pdf: Buffer): Promise<{ pages: string[]; title: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', SCRIPT, PDFJS],
      { maxBuffer: 10 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${error.message}\n${stderr}`));
        else resolve(JSON.parse(stdout) as { pages: string[]; title: string });
      },
    );
    child.stdin?.end(pdf);
  });
}
