// How the model's filters become Konva filters is shared with the PDF export (@layout/model, assets/filters.ts).
export { filterKey, filterPlan } from '@layout/model';
