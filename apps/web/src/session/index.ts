/** Who is using Layout: the session store, the role, and the logout flow. */
export { useRole, useSession } from './store';
export { logout, onLogout } from './logout';
export { lookUpCountry } from './country';
