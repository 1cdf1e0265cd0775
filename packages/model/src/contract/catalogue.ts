import { z } from 'zod';
import { categorySchema, productPrintingSchema, productSchema, productSizeSchema, templateGroupSchema } from '../catalogue';
import { idParams } from '../validation/ids';
import { defineRoute } from './route';

/** The print catalogue, open to everyone including guests (spec 000 sections 3, 7); admins set how a product prints. */
export const catalogueContract = {
  categories: defineRoute({ method: 'GET', path: '/categories', summary: 'The product categories, in order', response: { 200: z.array(categorySchema) } }),
  productSizes: defineRoute({ method: 'GET', path: '/product-sizes', summary: 'The product sizes, in order', response: { 200: z.array(productSizeSchema) } }),
  products: defineRoute({ method: 'GET', path: '/products', summary: 'The products, each with its sizes', response: { 200: z.array(productSchema) } }),
  setPrinting: defineRoute({
    method: 'PATCH',
    path: '/products/:id',
    summary: 'Sets the colours of a product’s Print Ready PDF: RGB or CMYK (admins)',
    params: idParams,
    body: productPrintingSchema,
    response: { 200: productSchema },
  }),
  templateGroups: defineRoute({
    method: 'GET',
    path: '/template-groups',
    summary: 'The template groups of every product, in order',
    response: { 200: z.array(templateGroupSchema) },
  }),
};
