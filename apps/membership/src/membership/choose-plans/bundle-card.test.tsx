import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@touchline/contracts';
import { axe } from 'jest-axe';
import { family, plan } from '../testing/products';
import { BundleCard } from './bundle-card';

/** A bundle of seven plans whose description is longer than the 75 characters shown. */
const teamBundle: Product = {
  ...family,
  product_id: 60,
  name: 'Team Bundle',
  metadata: {
    ...family.metadata,
    products: Array.from({ length: 7 }, (_, index) => plan(70 + index, `Plan ${index + 1}`)).map(
      (item) => ({
        ...family.metadata.products![0]!,
        product_id: item.product_id,
        product: { name: item.name, slug: item.slug, price: item.price },
      }),
    ),
  },
};

function renderCard() {
  const result = render(<BundleCard bundle={teamBundle} currency="EUR" onSelect={jest.fn()} />);
  const card = within(screen.getByRole('article', { name: 'Team Bundle' }));
  const [descriptionToggle, plansToggle] = card.getAllByRole('button', { name: 'Show more' });
  return { ...result, card, descriptionToggle: descriptionToggle!, plansToggle: plansToggle! };
}

describe('the bundle card’s Show more / Show less', () => {
  it('says whether the rest of the plans is shown, and which list it opens', async () => {
    const user = userEvent.setup();
    const { card, plansToggle, container } = renderCard();
    const plans = card.getByRole('list');
    expect(within(plans).getAllByRole('listitem')).toHaveLength(5);
    expect(plansToggle).toHaveAttribute('aria-expanded', 'false');
    expect(plansToggle).toHaveAttribute('aria-controls', plans.id);

    await user.click(plansToggle);
    expect(within(plans).getAllByRole('listitem')).toHaveLength(7);
    expect(within(plans).getByText('Plan 7')).toBeVisible();
    const less = card.getByRole('button', { name: 'Show less', expanded: true });
    expect(less).toBe(plansToggle);
    expect(less).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(less);
    expect(within(plans).getAllByRole('listitem')).toHaveLength(5);
    expect(plansToggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('says whether the whole description is shown, and which text it opens', async () => {
    const user = userEvent.setup();
    const { card, descriptionToggle, container } = renderCard();
    const text = card.getByText(
      'One or two adults and up to four children, priced by who joins and capped…',
    );
    expect(descriptionToggle).toHaveAttribute('aria-expanded', 'false');
    expect(descriptionToggle).toHaveAttribute('aria-controls', text.id);

    await user.click(descriptionToggle);
    expect(text).toHaveTextContent(/never pays more than €350\.$/);
    expect(descriptionToggle).toHaveAccessibleName('Show less');
    expect(descriptionToggle).toHaveAttribute('aria-expanded', 'true');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('keeps the ids of the data, so a server render and its hydration agree', () => {
    const { card, descriptionToggle, plansToggle } = renderCard();
    expect(descriptionToggle).toHaveAttribute('aria-controls', 'bundle-60-description');
    expect(plansToggle).toHaveAttribute('aria-controls', 'bundle-60-plans');
    expect(card.getByRole('list')).toHaveAttribute('id', 'bundle-60-plans');
  });
});
