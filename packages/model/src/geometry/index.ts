export * from './box';
export * from './page';
