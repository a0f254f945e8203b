// The data a host's page comes with (see packages/boot/src/page-data.ts): the runtime
// configuration, the remotes list and the host's club record, as non-executable JSON blocks in
// index.html, and a preload of the home banner (the page's largest paint). Each is read when the
// page is served, so a promoted remotes.json or a changed club shows on the next page load.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const IDS = { config: 'touchline-config', remotes: 'touchline-remotes', club: 'touchline-club' };
const AREA_LABELS = new Set(['backoffice', 'club', 'myaccount', 'su', 'xgb']);
const CLUB_TIMEOUT_MS = 1_500;

/** The club a host name is for: as the shell's host resolution reads it. */
export function clubOfHost(hostname, defaultClub) {
  const labels = hostname.toLowerCase().split('.');
  const first = labels[0] ?? '';
  const isIp = /^\d+$/.test(first) || hostname.includes(':');
  if (labels.length < 2 || isIp || first === 'www' || AREA_LABELS.has(first)) return defaultClub;
  return first;
}

/** JSON safe inside a script element: nothing in it can close the element or open a comment. */
export function scriptJson(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * @param {{ dir: string, apiUrl?: string }} options `apiUrl`: where this server reaches the
 *   API (default: the runtime configuration's `apiBaseUrl`).
 */
/**
 * `remotesFile`: the deployment file promoted by the release commands, when the host is served
 * with one; otherwise the remotes.json built beside the page.
 */
export function createPageData({ dir, apiUrl, remotesFile }) {
  // Asked on every page load, not kept here: the API's own club cache is dropped when an admin
  // saves, so the page shows a club's edits at once.
  async function clubRecord(base, version, club) {
    let record;
    try {
      const response = await fetch(`${base}/${version}/store/${encodeURIComponent(club)}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(CLUB_TIMEOUT_MS),
      });
      // An unknown club is the shell's to show (its not-found page): no block, it asks itself.
      record = response.ok ? await response.json() : undefined;
    } catch {
      record = undefined;
    }
    return record;
  }

  /** index.html for one request, with the page's data blocks in its head. */
  return async function render({ hostname, pathname }) {
    const [html, config, remotes] = await Promise.all([
      readFile(path.join(dir, 'index.html'), 'utf8'),
      readJson(path.join(dir, 'config.json')),
      readJson(remotesFile ?? path.join(dir, 'remotes.json')),
    ]);
    const parts = [];
    if (config)
      parts.push(
        `<script type="application/json" id="${IDS.config}">${scriptJson(config)}</script>`,
      );
    if (remotes)
      parts.push(
        `<script type="application/json" id="${IDS.remotes}">${scriptJson(remotes)}</script>`,
      );
    const base = (apiUrl ?? config?.apiBaseUrl ?? '').replace(/\/+$/, '');
    if (base) {
      const club = clubOfHost(hostname, config?.defaultClub ?? 'demo');
      const record = await clubRecord(base, config?.apiVersion ?? 'v2', club);
      if (record) {
        parts.push(
          `<script type="application/json" id="${IDS.club}" data-club="${escapeAttribute(club)}">${scriptJson(record)}</script>`,
        );
        // The home's banner image is its largest paint: fetched with the page, not after boot.
        if (pathname === '/' && typeof record.layout_image === 'string' && record.layout_image) {
          parts.push(
            `<link rel="preload" as="image" href="${escapeAttribute(record.layout_image)}" fetchpriority="high" />`,
          );
        }
      }
    }
    return html.replace('</head>', `${parts.join('\n')}\n</head>`);
  };
}
