/**
 * @layout/render: what the editor and the export draw identically. Everything exported here runs
 * in the browser; Node-only loaders are under `@layout/render/node`.
 */
export * from './text/font';
export * from './text/fontSet';
export * from './text/layout';
export * from './text/decorations';
export * from './text/wrap';
export * from './text/overflow';
export * from './fonts/files';
export * from './fonts/load';
export { isWoff, sfntFromWoff } from './fonts/woff';
