/** Node-only entry of @layout/render: loads the default font from disk. */
export * from './index';
export * from './fonts/node';
