/** Editing operations: each a pure `(content, args) -> content` named for what the user does. */
export * from './add';
export * from './edit';
export * from './history';
export * from './pages';
export * from './placement';
export * from './remove';
export * from './collection';
export * from './clipboard';
export * from './duplicate';
export * from './layer';
export * from './align';
export * from './flip';
export * from './nudge';
export * from './rotate';
export * from './colors';
