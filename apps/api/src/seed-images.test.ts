/**
 * @jest-environment jsdom
 */
import fs from 'node:fs';
import path from 'node:path';
import { STATIC_DIR } from './app-paths';
import { DEMO_ARTICLES, DEMO_SPONSORS, QUIET_ARTICLES } from './content/content-seed-data';
import { SEED_CLUBS } from './clubs/club-seed-data';

/** Every image the seed points at: club logos and banners, article pictures, sponsor logos. */
const seededImages = [
  ...SEED_CLUBS.flatMap((club) => [club.logo_image, club.layout_image]),
  ...[...DEMO_ARTICLES, ...QUIET_ARTICLES].map((article) => article.image),
  ...DEMO_SPONSORS.map((sponsor) => sponsor.image),
].filter((image): image is string => image !== null);

const fileOf = (image: string) => path.join(STATIC_DIR, image.slice('/static/'.length));

/** What a browser does with an SVG file: a strict XML parse, whose failure shows a broken image. */
function svgParseError(text: string): string | null {
  const document = new DOMParser().parseFromString(text, 'image/svg+xml');
  const error = document.querySelector('parsererror');
  if (error) return error.textContent ?? 'parse error';
  return document.documentElement.localName === 'svg' ? null : 'the root element is not <svg>';
}

describe('seeded images', () => {
  it.each([...new Set(seededImages)].map((image) => [image]))(
    '%s is a served file that decodes as an image',
    (image) => {
      expect(image).toMatch(/^\/static\/.+\.svg$/);
      expect(fs.existsSync(fileOf(image))).toBe(true);
      expect(svgParseError(fs.readFileSync(fileOf(image), 'utf8'))).toBeNull();
    },
  );

  it('finds a parse error in an SVG with a bare ampersand, as a browser does', () => {
    expect(
      svgParseError('<svg xmlns="http://www.w3.org/2000/svg"><text>Kelly & Sons</text></svg>'),
    ).not.toBeNull();
  });
});
