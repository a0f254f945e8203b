import type { DrawSummary, Product } from '@touchline/contracts';

const baseMetadata = { available_count: null, sold_out: false, payment_options: [] };

export const NEXT_DRAW: DrawSummary = {
  draw_id: 41,
  draw_at: '2026-11-29T20:00:00.000Z',
  number_type: 'Number',
  numbers_count: 4,
  min_number: 1,
  max_number: 28,
  jackpot: 800000,
};

export function lottoProduct(draw: Partial<DrawSummary> = {}): Product {
  return {
    product_id: 7,
    type: 'Lotto',
    slug: 'club-lotto',
    name: 'Club Lotto',
    description: 'Pick 4 numbers from 1 to 28.',
    price: 200,
    program_id: null,
    shop_item_type_id: null,
    image: null,
    metadata: {
      ...baseMetadata,
      draw: { ...NEXT_DRAW, ...draw },
      prize_tiers: ['Match 3', 'Jackpot'],
      prize_amounts: { Jackpot: 800000, 'Match 3': 5000 },
      configurable_price: [
        { title: '1 line, 1 draw', price: 200, lines: 1, draws: 1 },
        { title: '3 lines, 1 draw', price: 500, lines: 3, draws: 1 },
      ],
    },
  };
}

export function drawProduct(availableCount: number | null = 2000): Product {
  return {
    product_id: 8,
    type: 'Draw',
    slug: 'summer-draw',
    name: 'Summer Draw 2026',
    description: 'A car and a holiday.',
    price: 5000,
    program_id: null,
    shop_item_type_id: null,
    image: null,
    metadata: {
      ...baseMetadata,
      available_count: availableCount,
      sold_out: availableCount === 0,
      draw: { ...NEXT_DRAW, draw_id: 42, number_type: 'None', numbers_count: 0, jackpot: null },
      prizes: ['New car', 'Holiday for four'],
    },
  };
}

export function shopItem(
  slug: string,
  name: string,
  {
    id = 100,
    sizes = [],
    availableCount = null,
  }: { id?: number; sizes?: string[]; availableCount?: number | null } = {},
): Product {
  return {
    product_id: id,
    type: 'ShopItem',
    slug,
    name,
    description: `${name} of the club.`,
    price: 1200,
    program_id: null,
    shop_item_type_id: 2,
    image: { path: `http://api.test/static/${slug}.svg` },
    metadata: {
      ...baseMetadata,
      available_count: availableCount,
      sold_out: availableCount === 0,
      sizes,
      venue: 'Collect at the clubhouse shop',
    },
  };
}
