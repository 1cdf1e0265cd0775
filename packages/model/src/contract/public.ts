// The routes of this feature are declared here (see route.ts and designs.ts).
export {};
