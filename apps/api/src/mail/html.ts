import { createHash } from 'node:crypto';

/** An http(s) URL as given, or null: anything else never becomes a link. */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The content security policy of a small server-rendered page: nothing but its one inline
 * stylesheet (allowed by hash) and forms posting to `formTargets`.
 */
export function pageSecurityPolicy(style: string, formTargets: readonly string[] = ["'self'"]) {
  const hash = createHash('sha256').update(style).digest('base64');
  return [
    "default-src 'none'",
    `style-src 'sha256-${hash}'`,
    "base-uri 'none'",
    `form-action ${formTargets.join(' ')}`,
    "frame-ancestors 'none'",
  ].join(';');
}

/** Styles shared by the development pages: readable, high-contrast, no external resources. */
export const PAGE_STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff}
main{max-width:60rem;margin:0 auto;padding:1.5rem}
h1{font-size:1.6rem;margin:0 0 1rem}
h2{font-size:1.15rem;margin:0 0 .5rem}
article,.card{border:1px solid #767676;border-radius:.5rem;padding:1rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 .75rem}
dt{font-weight:600}dd{margin:0}
.code{font:700 1.6rem/1.2 ui-monospace,monospace;letter-spacing:.2em;background:#eef3ff;color:#0b2a6f;padding:.25rem .5rem;border-radius:.25rem}
pre{white-space:pre-wrap;word-break:break-word;background:#f4f4f4;padding:.75rem;border-radius:.25rem;margin:0}
a{color:#0645ad}
label{font-weight:600;display:block;margin-bottom:.25rem}
input,button{font:inherit;padding:.4rem .6rem;border:1px solid #555;border-radius:.25rem}
button{background:#0b2a6f;color:#fff;border-color:#0b2a6f;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
.row{display:flex;gap:.5rem;flex-wrap:wrap;align-items:end}
ul.plain{list-style:none;padding:0;margin:0 0 1rem}
ul.plain li{margin:0 0 .5rem}
.muted{color:#4a4a4a}
`;
