export * from './route';
export * from './designs';
