import { screen } from '@testing-library/react';
import type { BackofficeSponsor } from '@touchline/contracts';
import { backofficeMessages } from '../messages/backoffice-messages';
import { renderBackoffice } from '../testing/render-backoffice';
import { SponsorsPreview } from './sponsors-preview';

const sponsor = (id: number): BackofficeSponsor => ({
  id,
  name: `Sponsor ${id}`,
  link: null,
  image: { filepath: `/logos/${id}.png`, filename: `${id}.png` },
  featured: false,
  position: id,
});
const sponsors = (count: number) => Array.from({ length: count }, (_, index) => sponsor(index + 1));

const renderIn = (language: 'en' | 'ga', count: number) =>
  renderBackoffice(<SponsorsPreview sponsors={sponsors(count)} />, { language });

beforeAll(() => backofficeMessages.preload('ga'));

describe('the sponsors strip preview', () => {
  it('says how many sponsors with a logo the strip shows', () => {
    renderIn('en', 1);
    expect(
      screen.getByText('The sponsors strip as the site shows it: 1 sponsor with a logo.'),
    ).toBeVisible();
  });

  it('says the strip shows the first 4 when more have a logo', () => {
    renderIn('en', 6);
    expect(
      screen.getByText(
        'The sponsors strip as the site shows it first: 4 of 6 sponsors with a logo (the arrows show the others).',
      ),
    ).toBeVisible();
  });

  it('counts the sponsors in Irish', () => {
    const { unmount } = renderIn('ga', 1);
    expect(screen.getByRole('figure', { name: 'Ar leathanach baile an chlub' })).toHaveTextContent(
      'Stiall na n-urraitheoirí mar a thaispeánann an suíomh í: urraitheoir amháin a bhfuil lógó aige.',
    );
    unmount();
    renderIn('ga', 9);
    expect(
      screen.getByText(
        'Stiall na n-urraitheoirí mar a thaispeánann an suíomh ar dtús í: 4 as 9 urraitheoir a bhfuil lógó acu (taispeánann na saigheada an chuid eile).',
      ),
    ).toBeVisible();
  });
});
