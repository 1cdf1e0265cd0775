import type { Role, UserData } from '@layout/model';
import { create } from 'zustand';
import { TOKEN_KEY } from './tokenKey';

interface SessionState {
  token: string | null;
  user: UserData | null;
  /** The country found for this visitor (null when the lookup failed). */
  country: string | null;
  signIn: (token: string, user: UserData) => void;
  setUser: (user: UserData) => void;
  setCountry: (country: string | null) => void;
  /** Clears the session; the logout flow also clears editor state and goes to login. */
  signOut: () => void;
}

/** Who is using the editor. The token is kept in local storage so a reload stays signed in. */
export const useSession = create<SessionState>((set) => ({
  token: localStorage.getItem(TOKEN_KEY),
  user: null,
  country: null,
  signIn: (token, user) => {
    localStorage.setItem(TOKEN_KEY, token);
    set({ token, user });
  },
  setUser: (user) => set({ user }),
  setCountry: (country) => set({ country }),
  signOut: () => {
    localStorage.removeItem(TOKEN_KEY);
    set({ token: null, user: null });
  },
}));

/** The current role: guest until a profile with a role has loaded. */
export function useRole(): Role {
  return useSession((s) => s.user?.role ?? 'guest');
}
