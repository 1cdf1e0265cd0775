/**
 * The built-in test provider's cards (README 'Payments'): the numbers Stripe documents for its
 * test mode, so a tester's habits carry over. Any other number is declined as not a test card;
 * an expiry date in the past is declined as expired.
 */
export const TEST_CARDS = [
  { number: '4242424242424242', cardType: 'Visa', outcome: 'approved' },
  { number: '5555555555554444', cardType: 'MasterCard', outcome: 'approved' },
  { number: '4000000000000002', cardType: 'Visa', outcome: 'declined', reason: 'Your card was declined' },
  { number: '4000000000009995', cardType: 'Visa', outcome: 'declined', reason: 'Your card has insufficient funds' },
  { number: '4000000000000069', cardType: 'Visa', outcome: 'declined', reason: 'Your card has expired' },
] as const;

export const NOT_A_TEST_CARD = 'This card number is not one of the test cards: no real card can be charged in test mode';
export const CARD_EXPIRED = 'Your card has expired';

/** What the test provider does with a card: approve it, or decline it with the reason shown as 'Error: <reason>.'. */
export function testCardOutcome(card: { cardNumber: string; expDateMonth: string; expDateYear: string }, now: Date): { approved: true } | { approved: false; reason: string } {
  const month = Number(card.expDateMonth);
  const year = 2000 + Number(card.expDateYear);
  // A card is good through the last day of its expiry month.
  if (!(month >= 1 && month <= 12) || new Date(Date.UTC(year, month, 1)) <= now) return { approved: false, reason: CARD_EXPIRED };
  const known = TEST_CARDS.find((c) => c.number === card.cardNumber);
  if (!known) return { approved: false, reason: NOT_A_TEST_CARD };
  return known.outcome === 'approved' ? { approved: true } : { approved: false, reason: known.reason };
}
