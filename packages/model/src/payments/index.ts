export * from './schemas';
export * from './testCards';
export * from './checkout';
export * from './stockRefs';
