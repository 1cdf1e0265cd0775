import { createDesignContent, createPage, textConfigForStyle } from '@layout/model';

/** Where a test template goes in the catalogue: a product, its category and one of its sizes. */
export interface TemplatePlace {
  productId: number;
  categoryId: number;
  sizeId: number;
}

/** A one-page card front with a heading, as the Add template dialog sends it. */
export function cardFrontTemplate(place: TemplatePlace, name: string) {
  const content = createDesignContent();
  const page = content.pages[0] ?? createPage();
  return {
    name,
    theme: 'Blue',
    side: 'front',
    order: 2,
    productId: place.productId,
    categoryId: place.categoryId,
    productSizeId: place.sizeId,
    isAccessLimited: false,
    assignedToUsers: [] as number[],
    designSetName: null,
    template: {
      layoutDimensions: content.layoutDimensions,
      backgroundColor: '#f5f0e6',
      assets: [
        {
          id: 'heading',
          type: 'text',
          pageId: page.id,
          x: 20,
          y: 20,
          width: 200,
          height: 40,
          rotation: 0,
          scaleX: 1,
          scaleY: 1,
          opacity: 1,
          zIndex: 1,
          textConfig: textConfigForStyle('h1', 'Jane Citizen'),
        },
      ],
    },
  };
}
