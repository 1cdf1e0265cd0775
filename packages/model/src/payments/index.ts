export * from './schemas';
export * from './testCards';
