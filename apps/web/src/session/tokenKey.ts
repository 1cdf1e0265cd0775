/** Where the session token is kept in local storage; index.html reads it too (../../startupPreload.ts), so free of imports. */
export const TOKEN_KEY = 'layout_token';
