import { publicContract } from '@layout/model';
import type { CompanyConfig } from '@layout/model';
import { queryOptions, useQuery } from '@tanstack/react-query';
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

/** GET /api/config, asked once a page; the screens and the error reporting (errorReporting.ts) share it. */
export const configQuery = queryOptions({ queryKey: ['config'], queryFn: () => request(publicContract.config), staleTime: Infinity });

/** The print company's details. */
export function useAppConfig(): CompanyConfig {
  const { data } = useQuery(configQuery);
  return data ?? FALLBACK_CONFIG;
}
