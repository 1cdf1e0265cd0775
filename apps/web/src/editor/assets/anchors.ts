/** Transformer handle sets of spec 001 section 4.13: which type shows which is stated in its traits (the model's assets/traits.ts). */
export { ALL_ANCHORS, CORNER_ANCHORS } from '@layout/model';
