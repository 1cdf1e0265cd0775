import { TEST_CARDS, createDesignContent } from '@layout/model';
import type { LightMyRequestResponse } from 'fastify';
import { illustrationCategories } from '../illustrations/illustrations.table';
import { postMultipart } from '../test/multipart';
import type { SignedUp, TestApp } from '../test/test-app';

/**
 * Test fixtures for the payment tests: a creator's paid stock put on sale through the real upload
 * routes (so it is priced as the marketplace prices it), designs that place it, the test cards.
 */

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#4ac6e3"/></svg>';

/** The built-in provider's always-approved card, on the spec's card form. */
export const GOOD_CARD = { name: 'Bea Buyer', cardType: 'Visa', cardNumber: TEST_CARDS[0].number, expDateMonth: '12', expDateYear: '99', csv: '123' };
/** A card the built-in provider declines ('Your card was declined'). */
export const DECLINED_CARD = { ...GOOD_CARD, cardNumber: '4000000000000002' };

/** A PDF of one design, as the download dialog's bucket asks for it. */
export const pdfItem = (designId: number) => ({ designId, type: 'pdf', isPrintResolution: false });

/** The checkout id at the end of a built-in provider's link (`/checkout/<id>`). */
export const checkoutIdOf = (link: string) => link.split('/').pop()!;

/** Fails the test unless the fixture was made (the answer says why). */
function created(res: { statusCode: number; body: string }): void {
  if (res.statusCode !== 201) throw new Error(`fixture not created (${res.statusCode}): ${res.body}`);
}

export interface StockFixtures {
  category: number;
  /** An illustration of `seller`'s priced `cost` dollars, published (in a collection when given). */
  illustration(seller: SignedUp, name: string, cost: string, subcategory?: number): Promise<number>;
  /** A public shape of `seller`'s priced `cost` dollars. */
  shape(seller: SignedUp, name: string, cost: string): Promise<number>;
  /** A design of `owner`'s placing the illustrations and svgs given, as the editor places them. */
  designWith(owner: SignedUp, stock: { illustrations?: number[]; svgs?: number[] }): Promise<number>;
  post(who: SignedUp | null, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  get(who: SignedUp | null, url: string): Promise<LightMyRequestResponse>;
}

export async function stockFixtures(t: TestApp): Promise<StockFixtures> {
  const [row] = await t.app.db.insert(illustrationCategories).values({ name: 'Nature', order: 1 }).returning();
  const category = row!.id;
  return {
    category,
    async illustration(seller, name, cost, subcategory) {
      const fields = {
        name,
        cost,
        order: '1',
        keyWords: 'tree',
        illustrationCategoryId: String(category),
        isPublished: 'true',
        illustrationSubcategoryId: subcategory ? String(subcategory) : '',
      };
      const res = await postMultipart(t.app, '/api/illustrations/upload', seller, [{ name: `${name}.svg`, bytes: SVG }], { fields, fileType: 'image/svg+xml' });
      created(res);
      return (res.json() as { id: number }[])[0]!.id;
    },
    async shape(seller, name, cost) {
      const res = await postMultipart(t.app, '/api/svgs', seller, [{ name: `${name}.svg`, bytes: SVG }], {
        fields: { type: 'shape', isPublic: 'true', cost, name },
        fileType: 'image/svg+xml',
      });
      created(res);
      return (res.json() as { id: number }[])[0]!.id;
    },
    async designWith(owner, stock) {
      const design = createDesignContent();
      const base = { pageId: design.pages[0]!.id, x: 10, y: 10, width: 50, height: 50, rotation: 0, scaleX: 1, scaleY: 1, opacity: 1 };
      let z = 1;
      for (const id of stock.illustrations ?? [])
        design.assets.push({ ...base, id: `i${id}-${z}`, zIndex: z++, type: 'illustration', illustrationConfig: { id, link: `/api/files/x/${id}.svg` } });
      for (const id of stock.svgs ?? []) design.assets.push({ ...base, id: `s${id}-${z}`, zIndex: z++, type: 'svg_image', link: `/api/files/x/${id}.svg`, svgId: id });
      const res = await t.app.inject({ method: 'POST', url: '/api/designs', headers: owner.headers, payload: { name: `Design ${Math.random()}`.slice(0, 40), design } });
      created(res);
      return res.json().id;
    },
    post: (who, url, payload) =>
      t.app.inject({ method: 'POST', url, headers: who?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) }),
    get: (who, url) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} }),
  };
}
