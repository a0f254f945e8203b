import { adult, family, juvenile, limited, social } from '../testing/products';
import {
  decrementPlan,
  deselectPlan,
  discountsHidden,
  personSlots,
  readStoredSelection,
  selectBundle,
  selectedCount,
  selectionComplete,
  selectPlan,
  storeSelection,
  summarize,
  withRegistration,
  type SelectedItem,
} from './selection';

const ok = (result: ReturnType<typeof selectPlan>): SelectedItem[] => {
  if (!result.ok) throw new Error(result.message);
  return result.selecteds;
};

describe('selecting plans', () => {
  it('adds count copies and removes every copy on deselect', () => {
    const two = ok(selectPlan([], adult, 2));
    expect(two).toHaveLength(2);
    expect(selectedCount(two, adult.product_id)).toBe(2);
    const more = ok(selectPlan(two, social));
    expect(deselectPlan(more, adult.product_id).map((item) => item.product.name)).toEqual([
      'Adult Social Membership',
    ]);
  });

  it('refuses more than the places left, counting copies already chosen', () => {
    const one = ok(selectPlan([], limited));
    expect(selectPlan(one, limited, 2)).toEqual({
      ok: false,
      message: 'Maximum number of subscriptions has been reached for this plan.',
    });
    expect(ok(selectPlan(one, limited, 1))).toHaveLength(2);
  });

  it('never decrements a plan below one copy', () => {
    const two = ok(selectPlan([], adult, 2));
    expect(decrementPlan(two, adult.product_id)).toHaveLength(1);
    expect(decrementPlan(decrementPlan(two, adult.product_id), adult.product_id)).toHaveLength(1);
  });
});

describe('selecting bundles', () => {
  it('takes a bundle whose counts meet its limits, one entry per person', () => {
    const counts = new Map([
      [adult.product_id, 1],
      [juvenile.product_id, 2],
    ]);
    const selected = ok(selectBundle([], family, counts));
    expect(selected[0]!.bundleItems!.map((entry) => entry.name)).toEqual([
      'Adult Playing Membership',
      'Juvenile Membership',
      'Juvenile Membership',
    ]);
    expect(summarize(selected, []).total).toBe(12000 + 2 * 6000);
    expect(selectionComplete(selected)).toBe(true);
  });

  it('refuses a bundle outside its limits with the rule’s text', () => {
    expect(selectBundle([], family, new Map([[juvenile.product_id, 1]]))).toEqual({
      ok: false,
      message: 'Add at least 1 adult plan(s)',
    });
    expect(selectBundle([], family, new Map())).toEqual({
      ok: false,
      message: 'Select plans in a bundle',
    });
  });

  it('caps a dynamic bundle’s price', () => {
    const counts = new Map([
      [adult.product_id, 2],
      [juvenile.product_id, 4],
    ]);
    expect(summarize(ok(selectBundle([], family, counts)), []).total).toBe(35000);
  });
});

describe('the summary', () => {
  const discount = {
    discount_id: 1,
    name: 'Multi-member discount',
    type: 'percentage' as const,
    plans: [adult.product_id, juvenile.product_id],
    offerings: [{ number_of_products: 2, discount_amount: 10 }],
  };

  it('counts plans and bundles and applies the plan discounts', () => {
    const selected = ok(selectPlan(ok(selectPlan([], adult)), juvenile));
    expect(summarize(selected, [discount])).toEqual({
      plans: 2,
      bundles: 0,
      subtotal: 18000,
      discounts: [{ name: 'Multi-member discount', amount: 1800 }],
      total: 16200,
    });
  });

  it('hides discounts for bundles only when dynamic bundles are the fewer', () => {
    const couple = {
      ...family,
      product_id: 30,
      metadata: { ...family.metadata, is_dynamic_pricing: false },
    };
    const counts = new Map([
      [adult.product_id, 1],
      [juvenile.product_id, 1],
    ]);
    const oneEach = ok(selectBundle(ok(selectBundle([], family, counts)), couple, counts));
    expect(discountsHidden(oneEach)).toBe(false);
    const moreFlat = ok(selectBundle(oneEach, couple, counts));
    expect(discountsHidden(moreFlat)).toBe(true);
  });
});

describe('people and storage', () => {
  it('lists one person per plan and per bundle entry, and records registrations', () => {
    const counts = new Map([
      [adult.product_id, 1],
      [juvenile.product_id, 1],
    ]);
    const selected = ok(selectBundle(ok(selectPlan([], social)), family, counts));
    const slots = personSlots(selected);
    expect(slots.map((slot) => [slot.planName, slot.isJuvenile])).toEqual([
      ['Adult Social Membership', false],
      ['Family Membership: Adult Playing Membership', false],
      ['Family Membership: Juvenile Membership', true],
    ]);
    const registered = withRegistration(selected, slots[2]!, {
      memberId: 5,
      member: { '1': 'Aoife' },
      guardianId: null,
      guardian: null,
    });
    expect(personSlots(registered)[2]!.registration?.memberId).toBe(5);
    expect(personSlots(registered)[0]!.registration).toBeNull();
  });

  it('keeps the selection under selected-plans and restores it', () => {
    const selected = ok(selectPlan([], adult));
    storeSelection(selected);
    expect(JSON.parse(localStorage.getItem('selected-plans')!)).toHaveLength(1);
    expect(readStoredSelection()).toEqual(selected);
    storeSelection([]);
    expect(localStorage.getItem('selected-plans')).toBeNull();
    localStorage.setItem('selected-plans', '{not json');
    expect(readStoredSelection()).toEqual([]);
  });

  it('opens step 2 only with a selection whose bundles meet their limits', () => {
    expect(selectionComplete([])).toBe(false);
    expect(selectionComplete(ok(selectPlan([], adult)))).toBe(true);
  });
});
