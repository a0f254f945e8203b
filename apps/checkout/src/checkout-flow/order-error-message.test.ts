import { ApiError } from '@touchline/api-client';
import { orderErrorMessage } from './order-error-message';

describe('orderErrorMessage', () => {
  it('words a declined card as the catalogue does', () => {
    const refused = new ApiError('Your card was declined.', 402, {
      message: 'Your card was declined.',
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
    expect(orderErrorMessage(refused)).toBe(
      'There appears to be a problem with your card, please check details and re enter or contact your bank if problem persists',
    );
  });

  it('gives the card error in the provider’s words when it is not a generic decline', () => {
    const refused = new ApiError('Your card has insufficient funds.', 402, {
      message: 'Your card has insufficient funds.',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
    });
    expect(orderErrorMessage(refused)).toBe('Your card has insufficient funds.');
  });

  it("prefers the server's message for other refusals", () => {
    const lotto = 'Credit cards are not accepted for Lotto products. Please use a debit card.';
    expect(orderErrorMessage(new ApiError(lotto, 422, { message: lotto }))).toBe(lotto);
    expect(
      orderErrorMessage(
        new ApiError(
          'Unfortunately you cannot make purchases at this time. Please try again later',
          403,
          {
            message: 'Unfortunately you cannot make purchases at this time. Please try again later',
          },
        ),
      ),
    ).toBe('Unfortunately you cannot make purchases at this time. Please try again later');
  });

  it('falls back to the order message without an answer to read', () => {
    expect(orderErrorMessage(new ApiError('', 0))).toBe(
      'An error occurred while attempting to submit your order.',
    );
    expect(orderErrorMessage(new Error('boom'))).toBe(
      'An error occurred while attempting to submit your order.',
    );
  });
});
