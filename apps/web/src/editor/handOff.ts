import {
  DEFAULT_DOCUMENT_NAME,
  type DesignContent,
  authContract,
  createDesignContent,
  defaultLayoutDimensions,
  findProductSize,
  newDesignDocument,
  usersContract,
} from '@layout/model';
import type { QueryClient } from '@tanstack/react-query';
import { request } from '../api/client';
import { reportError } from '../app/errors';
import { takeHandOff } from '../pages/receivedQueryParams';
import { lookUpCountry } from '../session/country';
import { useSession } from '../session/store';
import { productsQuery } from './library/catalogue';
import type { DocumentInfo } from './state/document';

/** The toasts of a hand-off that did not go as the print site meant (shown as 'Error: ...'). */
const HAND_OFF_MESSAGES = {
  badToken: 'The sign-in link from the print site is invalid, expired or was used already. You are not signed in.',
  unknownProduct: 'The product or size from the print site was not found. A default document was opened.',
} as const;

/**
 * The hand-off from the print company's site (spec 000 section 2): what /receive-query-params
 * stored is read once when the editor starts. `user`, a redirect token, signs the customer in
 * (POST /api/auth/handle-redirect-token); the product and size are found by product_id (its size
 * of width x height, else its first size), else by the dimensions; side=double gives two pages.
 * A bad token leaves a guest, an unknown product the default document, each with a toast.
 */
export async function runHandOff(queryClient: QueryClient, start: (started: { info: DocumentInfo; content: DesignContent }) => void): Promise<void> {
  let handOff: ReturnType<typeof takeHandOff>;
  try {
    handOff = takeHandOff(localStorage);
  } catch {
    return;
  }
  if (!handOff) return;
  if (handOff.token) await signInWithRedirectToken(handOff.token, queryClient);
  if (!handOff.wantsProduct) {
    if (handOff.printFormat === 'DOUBLE_SIDE') start(defaultDocument('DOUBLE_SIDE'));
    return;
  }
  try {
    const products = await queryClient.fetchQuery(productsQuery);
    const found = findProductSize(products, handOff);
    if (!found) {
      reportError(new Error(HAND_OFF_MESSAGES.unknownProduct));
      start(defaultDocument(handOff.printFormat));
      return;
    }
    start(
      newDesignDocument(
        {
          categoryId: found.product.categoryId,
          productId: found.product.id,
          productSizeId: found.size.id,
          name: DEFAULT_DOCUMENT_NAME,
          theme: '',
          printFormat: handOff.printFormat,
        },
        products,
      ),
    );
  } catch (error) {
    reportError(error);
  }
}

function defaultDocument(printFormat: 'SINGLE_SIDE' | 'DOUBLE_SIDE'): { info: DocumentInfo; content: DesignContent } {
  return {
    info: {
      id: null,
      version: null,
      name: DEFAULT_DOCUMENT_NAME,
      theme: '',
      documentType: 'DOC_TYPE_DESIGN',
      printFormat,
      categoryId: null,
      productId: null,
      productSizeId: null,
      templatesUsedInDesign: [],
    },
    content: createDesignContent(defaultLayoutDimensions(), printFormat),
  };
}

/**
 * Exchanges the print site's one-time token for a session, as the login does (auth/signIn.ts).
 * Throws when the token is refused (also used by the order page, orders/OrderPage.tsx).
 */
export async function exchangeRedirectToken(token: string, queryClient: QueryClient): Promise<void> {
  const country = await lookUpCountry();
  const { jwt, userData } = await request(authContract.handleRedirectToken, { body: { jwt: token, country } }, { withoutSession: true });
  const session = useSession.getState();
  session.setCountry(userData.country ?? country);
  session.signIn(jwt, userData);
  if (userData.role === 'guest') session.setUser(await request(usersContract.profile).catch(() => userData));
  void queryClient.invalidateQueries({ queryKey: ['designs', userData.id] });
}

/** The editor's hand-off: a refused token leaves a guest, with a toast. */
async function signInWithRedirectToken(token: string, queryClient: QueryClient): Promise<void> {
  try {
    await exchangeRedirectToken(token, queryClient);
  } catch {
    reportError(new Error(HAND_OFF_MESSAGES.badToken));
  }
}
