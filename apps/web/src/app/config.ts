import { publicContract } from '@layout/model';
import type { CompanyConfig } from '@layout/model';
import { useQuery } from '@tanstack/react-query';
import { request } from '../api/client';

/** Layout's own pages, used until GET /api/config answers (the server applies the same fallbacks). */
export const FALLBACK_CONFIG: CompanyConfig = {
  productName: 'Layout',
  mainWebsiteUrl: '/',
  signUpUrl: '/auth/register',
  forgotPasswordUrl: '/auth/reset-password',
  learnUrl: '/learn',
  orderUrl: '/orders/new',
  supportEmail: '',
  paymentProvider: 'test',
};

/** The print company's details. */
export function useAppConfig(): CompanyConfig {
  const { data } = useQuery({ queryKey: ['config'], queryFn: () => request(publicContract.config), staleTime: Infinity });
  return data ?? FALLBACK_CONFIG;
}
