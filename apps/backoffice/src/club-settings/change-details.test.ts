import { backofficeMessages, backofficeTextsIn } from '../messages/backoffice-messages';
import { changeDetails } from './change-details';

const english = backofficeMessages.english;

const look = {
  name: 'Glenarden Gaels GAA Club',
  colors: { primary: '#0B5D3B', accent: '#F2C14E', warning: '#B00020', logo_background: '#FFFFFF' },
  features: { shop: true, draw: true },
};

describe('changeDetails', () => {
  it('names each look value that moved, with its label, and leaves the rest out', () => {
    expect(
      changeDetails(english, {
        area: 'look',
        before: look,
        after: {
          ...look,
          name: 'Glenarden Gaels',
          colors: { ...look.colors, primary: '#1D3557' },
          features: { ...look.features, draw: false },
        },
      }),
    ).toEqual([
      { label: 'Club name', before: 'Glenarden Gaels GAA Club', after: 'Glenarden Gaels' },
      {
        label: 'Primary colour (header, footer, buttons, links)',
        before: '#0B5D3B',
        after: '#1D3557',
      },
      { label: 'Draws', before: 'On', after: 'Off' },
    ]);
  });

  it('reads a reordered menu as one line of its order, and an edit inside an item by its name', () => {
    const about = { title: 'About Us', url: 'about-us', type: 'Page', position: 1, pages: [] };
    const lotto = {
      title: 'Club Lotto',
      url: 'club-lotto',
      type: 'Product',
      position: 2,
      pages: [],
    };
    expect(
      changeDetails(english, {
        area: 'menu',
        before: [about, lotto],
        after: [
          { ...lotto, position: 1 },
          { ...about, url: 'who-we-are', position: 2 },
        ],
      }),
    ).toEqual([
      { label: 'Items in order', before: 'About Us, Club Lotto', after: 'Club Lotto, About Us' },
      { label: 'About Us › Link', before: 'about-us', after: 'who-we-are' },
    ]);
  });

  it('says an added item by the list alone, not value by value', () => {
    expect(
      changeDetails(english, {
        area: 'sponsors',
        before: [{ id: 1, name: 'Murphy’s Bar', link: null }],
        after: [
          { id: 1, name: 'Murphy’s Bar', link: null },
          { id: 2, name: 'Gaels Motors', link: 'https://motors.example' },
        ],
      }),
    ).toEqual([
      {
        label: 'Sponsors in order',
        before: 'Murphy’s Bar',
        after: 'Murphy’s Bar, Gaels Motors',
      },
    ]);
  });

  it('shows a value that was not set as (none), and a banner turned on by its fields', () => {
    expect(
      changeDetails(english, {
        area: 'brand',
        before: { banner: null, facebook: null },
        after: {
          banner: { title: 'Club Lotto Jackpot €8,000', short_content: '', url: null },
          facebook: 'https://www.facebook.com/glenardengaels',
        },
      }),
    ).toEqual([
      { label: 'Facebook', before: '(none)', after: 'https://www.facebook.com/glenardengaels' },
      { label: 'Banner › Title', before: '(none)', after: 'Club Lotto Jackpot €8,000' },
    ]);
  });

  describe('in Irish', () => {
    beforeAll(() => backofficeMessages.preload('ga'));

    it('names the settings and the frames in Irish, and leaves the values as they are', () => {
      const irish = backofficeTextsIn('ga');
      expect(
        changeDetails(irish, {
          area: 'look',
          before: { ...look, default_language: 'en' },
          after: {
            ...look,
            name: 'Glenarden Gaels',
            colors: { ...look.colors, primary: '#1D3557' },
            features: { ...look.features, draw: false },
            default_language: 'ga',
          },
        }),
      ).toEqual([
        { label: 'Ainm an chlub', before: 'Glenarden Gaels GAA Club', after: 'Glenarden Gaels' },
        {
          label: 'Príomhdhath (ceanntásc, buntásc, cnaipí, naisc)',
          before: '#0B5D3B',
          after: '#1D3557',
        },
        { label: 'Crannchuir', before: 'Air', after: 'As' },
        { label: 'Teanga an tsuímh', before: 'Béarla', after: 'Gaeilge' },
      ]);
      expect(
        changeDetails(irish, {
          area: 'sponsors',
          before: [{ id: 1, name: 'Murphy’s Bar', link: null }],
          after: [{ id: 1, name: 'Murphy’s Bar', link: 'https://murphys.example' }],
        }),
      ).toEqual([
        { label: 'Murphy’s Bar › Nasc', before: '(gan luach)', after: 'https://murphys.example' },
      ]);
      expect(
        changeDetails(irish, {
          area: 'menu',
          before: [{ title: '' }],
          after: [{ title: 'Lotto' }],
        }),
      ).toEqual([{ label: 'Míreanna in ord', before: 'Mír 1', after: 'Lotto' }]);
    });
  });
});
