import { commissionSchema } from '../pricing';
import { defineRoute } from './route';

/** The marketplace's stock fee (spec 000 section 7, spec 001 section 9). */
export const commissionsContract = {
  info: defineRoute({
    method: 'GET',
    path: '/commissions/info',
    summary: 'The stock fee buyers pay on a paid item’s price: percent and dollar',
    response: { 200: commissionSchema },
  }),
};
