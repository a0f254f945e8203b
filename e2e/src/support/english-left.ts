import { expect, type Page } from '@playwright/test';
import { API } from './club';

/**
 * Words that are English and not Irish: a text of the platform that still has one is a text
 * left untranslated. ('an', 'a', 'is' and 'in' are Irish words too, so they are not here; a
 * word ends at any letter, 'níor' holds no 'or'.)
 */
const ENGLISH_WORDS =
  /(?<!\p{L})(the|and|your|you|please|select|add|added|cart|checkout|continue|total|pay|card|number|date|error|loading|close|next|previous|back|more|details|email|name|required|sign|with|for|this|that|from|are|has|have|not|of|to|or|by|page|items?|results?|read|share|search|menu|home|news|view|open|show|hide|skip|powered|terms|privacy)(?!\p{L})/iu;

/** A text wherever it stands as words of its own, not inside a longer word. */
const asWhole = (piece: string) =>
  new RegExp(`(?<!\\p{L})${piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'gu');

/** Every string in a JSON value: what the club wrote, as the API and the page's data gave it. */
export function stringsOf(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (value.trim().length >= 2) into.add(value);
  } else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) stringsOf(item, into);
}

/** The club's content seen so far: the API's answers to the page and the page's data blocks. */
export function watchClubContent(page: Page): Set<string> {
  const content = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().startsWith(API)) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    try {
      stringsOf(await response.json(), content);
    } catch {
      // A body the browser no longer holds (the page moved on): its page reads it again.
    }
  });
  return content;
}

/**
 * The page's visible texts and accessible names with the club's content taken out: what is
 * left is the platform's own words, and none may be English. Brand names are names; web
 * addresses are addresses.
 */
export async function expectNoEnglish(page: Page, content: Set<string>, where: string) {
  const blocks = await page
    .locator('script[type="application/json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  for (const block of blocks) stringsOf(JSON.parse(block) as unknown, content);
  // The club's HTML (an article's body) as the text it shows: a line per block, entities read.
  const clubTexts = await page.evaluate(
    (strings) => {
      const decoder = document.createElement('textarea');
      return strings.flatMap((value) => {
        decoder.innerHTML = value.replace(/<[^>]*>/g, '\n');
        return decoder.value
          .split('\n')
          .map((line) => line.replace(/\s+/g, ' ').trim())
          .filter((line) => line.length >= 2);
      });
    },
    [...content],
  );
  const shown = await page.evaluate(() => {
    const texts = document.body.innerText.split('\n');
    for (const element of document.querySelectorAll<HTMLElement>(
      '[aria-label], [placeholder], img[alt]',
    )) {
      if (!element.checkVisibility()) continue;
      for (const name of ['aria-label', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
  const known = [...clubTexts, 'Touchline', 'Facebook', 'Twitter', 'Instagram', 'GAA.ie'].sort(
    (a, b) => b.length - a.length,
  );
  const english = shown
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((text) => text && !clubTexts.some((club) => club.includes(text)))
    .map((text) => {
      // A web address or a site path (an article's address) is an address, not words.
      let left = text.replace(/(?:https?:\/\/|(?<!\S)\/)\S*/g, ' ');
      // A piece of the club's is taken out whole: 'club' leaves no 'your' of 'yourclub' behind.
      for (const piece of known) {
        if (left.includes(piece)) left = left.replace(asWhole(piece), ' ');
      }
      return { text, left };
    })
    .filter(({ left }) => ENGLISH_WORDS.test(left))
    .map(({ text }) => text);
  expect(english, `English left on ${where}`).toEqual([]);
}
