export * from './box';
