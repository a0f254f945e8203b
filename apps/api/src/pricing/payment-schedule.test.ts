import fc from 'fast-check';
import {
  addPeriods,
  OPEN_SUBSCRIPTION_PAYMENTS_LISTED,
  paymentSchedule,
  regularPayment,
  type ScheduleOption,
} from './payment-schedule';

const option = (overrides: Partial<ScheduleOption>): ScheduleOption => ({
  type: 'instalment',
  numberOfPayments: 1,
  occurrence: 1,
  frequency: 'Monthly',
  initialPayment: 0,
  startsOn: null,
  endsOn: null,
  ...overrides,
});

describe('addPeriods', () => {
  it('adds months, keeping the day or the month’s last day', () => {
    expect(addPeriods('2027-01-15', 'Monthly', 1)).toBe('2027-02-15');
    expect(addPeriods('2027-01-31', 'Monthly', 1)).toBe('2027-02-28');
    expect(addPeriods('2028-01-31', 'Monthly', 1)).toBe('2028-02-29');
    expect(addPeriods('2027-01-31', 'Monthly', 2)).toBe('2027-03-31');
    expect(addPeriods('2027-11-30', 'Monthly', 3)).toBe('2028-02-29');
  });

  it('adds weeks', () => {
    expect(addPeriods('2027-12-28', 'Weekly', 1)).toBe('2028-01-04');
    expect(addPeriods('2027-03-01', 'Weekly', 4)).toBe('2027-03-29');
  });

  it('refuses text that is not a date', () => {
    expect(() => addPeriods('tomorrow', 'Weekly', 1)).toThrow(RangeError);
  });
});

describe('paymentSchedule', () => {
  const today = '2027-01-10';

  it('takes the full price today', () => {
    expect(paymentSchedule(15000, option({ type: 'full' }), today)).toEqual([
      { due_date: today, amount: 15000 },
    ]);
  });

  it('takes the initial payment today and the rest in equal monthly instalments', () => {
    const schedule = paymentSchedule(
      15000,
      option({ numberOfPayments: 3, initialPayment: 5000 }),
      today,
    );
    expect(schedule).toEqual([
      { due_date: '2027-01-10', amount: 5000 },
      { due_date: '2027-02-10', amount: 5000 },
      { due_date: '2027-03-10', amount: 5000 },
    ]);
    expect(regularPayment(schedule)).toBe(5000);
  });

  it('spreads the price evenly without an initial payment, the remainder first', () => {
    expect(
      paymentSchedule(10000, option({ numberOfPayments: 3 }), today).map((p) => p.amount),
    ).toEqual([3334, 3333, 3333]);
  });

  it('puts later payments on the club’s dates, every N periods', () => {
    const schedule = paymentSchedule(
      8000,
      option({ numberOfPayments: 4, initialPayment: 2000, occurrence: 2, startsOn: '2027-02-01' }),
      today,
    );
    expect(schedule.map((payment) => payment.due_date)).toEqual([
      '2027-01-10',
      '2027-02-01',
      '2027-04-01',
      '2027-06-01',
    ]);
    expect(schedule.map((payment) => payment.amount)).toEqual([2000, 2000, 2000, 2000]);
  });

  it('moves a start date that has passed to its next repeat', () => {
    const schedule = paymentSchedule(
      9000,
      option({ numberOfPayments: 3, startsOn: '2026-06-01' }),
      today,
    );
    expect(schedule.map((payment) => payment.due_date)).toEqual([
      '2027-01-10',
      '2027-02-01',
      '2027-03-01',
    ]);
  });

  it('reduces the instalments to those left before the end date', () => {
    const reducing = option({
      type: 'reducing_instalment',
      numberOfPayments: 10,
      endsOn: '2027-04-30',
    });
    expect(paymentSchedule(12000, reducing, today)).toEqual([
      { due_date: '2027-01-10', amount: 3000 },
      { due_date: '2027-02-10', amount: 3000 },
      { due_date: '2027-03-10', amount: 3000 },
      { due_date: '2027-04-10', amount: 3000 },
    ]);
    expect(paymentSchedule(12000, reducing, '2027-04-20')).toEqual([
      { due_date: '2027-04-20', amount: 12000 },
    ]);
  });

  it('charges a subscription every period until its end', () => {
    const gym = option({
      type: 'subscription',
      frequency: 'Weekly',
      occurrence: 2,
      endsOn: '2027-02-28',
    });
    expect(paymentSchedule(800, gym, today)).toEqual([
      { due_date: '2027-01-10', amount: 800 },
      { due_date: '2027-01-24', amount: 800 },
      { due_date: '2027-02-07', amount: 800 },
      { due_date: '2027-02-21', amount: 800 },
    ]);
  });

  it('lists the first payments of a subscription that recurs until cancelled', () => {
    const schedule = paymentSchedule(1000, option({ type: 'subscription' }), today);
    expect(schedule).toHaveLength(OPEN_SUBSCRIPTION_PAYMENTS_LISTED);
    expect(schedule[11]).toEqual({ due_date: '2027-12-10', amount: 1000 });
    expect(regularPayment(schedule)).toBe(1000);
  });

  const date = fc
    .date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2040-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((value) => value.toISOString().slice(0, 10));
  const anyOption = fc.record({
    type: fc.constantFrom(
      'full',
      'instalment',
      'reducing_instalment',
      'subscription',
    ) as fc.Arbitrary<ScheduleOption['type']>,
    numberOfPayments: fc.integer({ min: 1, max: 24 }),
    occurrence: fc.integer({ min: 1, max: 6 }),
    frequency: fc.constantFrom('Monthly', 'Weekly') as fc.Arbitrary<ScheduleOption['frequency']>,
    initialPayment: fc.nat(200_000),
    startsOn: fc.option(date, { nil: null }),
    endsOn: fc.option(date, { nil: null }),
  });

  it('always starts today, in increasing valid dates and whole, non-negative cents', () => {
    fc.assert(
      fc.property(fc.nat(500_000), anyOption, date, (price, chosen, day) => {
        const schedule = paymentSchedule(price, chosen, day);
        expect(schedule[0]?.due_date).toBe(day);
        for (const [index, payment] of schedule.entries()) {
          expect(Number.isInteger(payment.amount) && payment.amount >= 0).toBe(true);
          expect(new Date(`${payment.due_date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(
            payment.due_date,
          );
          if (index > 0) expect(payment.due_date > schedule[index - 1]!.due_date).toBe(true);
        }
      }),
    );
  });

  it('adds up to the price except for subscriptions, which charge it each time', () => {
    fc.assert(
      fc.property(fc.nat(500_000), anyOption, date, (price, chosen, day) => {
        const schedule = paymentSchedule(price, chosen, day);
        const total = schedule.reduce((sum, payment) => sum + payment.amount, 0);
        if (chosen.type === 'subscription') {
          expect(schedule.every((payment) => payment.amount === price)).toBe(true);
        } else {
          expect(total).toBe(price);
        }
      }),
    );
  });

  it('has as many payments as the option says, fewer only for reducing instalments', () => {
    fc.assert(
      fc.property(fc.nat(500_000), anyOption, date, (price, chosen, day) => {
        const schedule = paymentSchedule(price, chosen, day);
        if (chosen.type === 'full') expect(schedule).toHaveLength(1);
        if (chosen.type === 'instalment') expect(schedule).toHaveLength(chosen.numberOfPayments);
        if (chosen.type === 'reducing_instalment') {
          expect(schedule.length).toBeLessThanOrEqual(chosen.numberOfPayments);
          const later = schedule.slice(1);
          expect(later.every((payment) => payment.due_date <= (chosen.endsOn ?? day))).toBe(true);
        }
        if (chosen.type === 'subscription' && chosen.endsOn !== null) {
          expect(schedule.slice(1).every((payment) => payment.due_date <= chosen.endsOn!)).toBe(
            true,
          );
        }
      }),
    );
  });
});
