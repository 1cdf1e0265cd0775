import { commissionsContract, stockFeeNotice } from '@layout/model';
import { TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import { useSession } from '../../../session/store';

/**
 * The marketplace's stock fee (GET /commissions/info), loaded for signed-in roles only (spec 000
 * section 4: guests never see a price being set). Prices the API answers already carry it; the
 * upload dialogs show it so a designer knows what buyers will pay.
 */
export function useCommission() {
  const role = useSession((s) => s.user?.role);
  return useQuery({
    queryKey: ['commission'],
    queryFn: () => request(commissionsContract.info),
    enabled: role !== undefined && role !== 'guest',
    staleTime: 5 * 60_000,
  }).data;
}

/** The price field of the stock upload dialogs, with the fee the typed price carries under it (spec 001 section 9). */
export function StockPriceField({ value, error, onChange }: { value: string; error?: string; onChange: (price: string) => void }) {
  const commission = useCommission();
  const notice = commission ? stockFeeNotice(value, commission) : null;
  return (
    <TextInput
      label="Price ($)"
      description={notice ?? '0 is free'}
      inputMode="decimal"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      data-testid="stock-price"
    />
  );
}
