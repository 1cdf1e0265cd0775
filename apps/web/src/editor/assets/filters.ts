// How the model's filters become Konva filters is shared with the PDF export (@layout/model, assets/filters.ts).
export { type FilterPlan, type KonvaFilterAttrs, type KonvaFilterName, filterKey, filterPlan } from '@layout/model';
