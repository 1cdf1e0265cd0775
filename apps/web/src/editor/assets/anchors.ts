/** Transformer handle sets of spec 001 section 4.13. */
export const ALL_ANCHORS = ['top-left', 'top-center', 'top-right', 'middle-right', 'middle-left', 'bottom-left', 'bottom-center', 'bottom-right'];
export const CORNER_ANCHORS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];
export const TEXT_ANCHORS = ['top-left', 'top-right', 'middle-right', 'middle-left', 'bottom-left', 'bottom-right'];
export const SIDE_ANCHORS = ['middle-left', 'middle-right'];
