/**
 * @layout/model: the document model, schemas, constants, units and editing rules of Layout.
 * Pure data and functions: nothing here may import React, Konva, the DOM or Node APIs.
 */
export * from './constants';
export * from './units';
export * from './pricing';
export * from './geometry';
export * from './api';
export * from './assets';
export * from './document/layout';
export * from './document/content';
export * from './document/design';
export * from './document/preview';
export * from './document/template';
export * from './document/migrations';
export * from './validation/messages';
export * from './validation/names';
export * from './validation/customSize';
export * from './validation/template';
export * from './validation/payment';
export * from './validation/stockUpload';
export * from './validation/download';
export * from './validation/forms';
export * from './account/roles';
export * from './account/schemas';
export * from './catalogue';
export * from './ops';
export * from './colors/color';
export * from './colors/names';
export * from './colors/palette';
export * from './colors/extract';
export * from './colors/paint';
export * from './colors/slots';
export * from './text/styles';
export * from './text/typeLabel';
export * from './text/chooseFont';
export * from './text/fonts';
export * from './text/fontUpload';
export * from './text/dataDriven';
export * from './text/format';
export * from './text/scale';
export * from './print/checks';
export * from './selection/select';
export * from './snapping/snap';
export * from './library';
export * from './library/myStuff';
export * from './library/illustrations';
