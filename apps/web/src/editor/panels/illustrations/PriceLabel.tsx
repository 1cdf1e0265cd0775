import { formatPrice } from '@layout/model';
import { Badge } from '@mantine/core';

/** An illustration card's price label (spec 001 section 2.3): 'Free' or $ with 2 decimals. */
export function PriceLabel({ amount }: { amount: number }) {
  const free = amount === 0;
  return (
    <Badge
      size="xs"
      radius="sm"
      variant={free ? 'light' : 'filled'}
      color={free ? 'teal' : 'layout.9'}
      // Free's light badge on the palest teal: its text at 4.5:1 (WCAG AA).
      bg={free ? 'teal.0' : undefined}
      data-testid="illustration-price"
      style={{ position: 'absolute', top: 3, right: 3, pointerEvents: 'none', textTransform: 'none' }}
    >
      {formatPrice(amount)}
    </Badge>
  );
}
