/** Who is using Layout: the session store (its role, the logout flow and the country live beside it). */
export { useSession } from './store';
