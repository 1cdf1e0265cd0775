import { colorsContract } from '@layout/model';
import { request } from '../../api/client';
import { reportError } from '../../app/errors';
import { useSession } from '../../session/store';
import { type MyColoursStorage, createMyColoursStore, localMyColoursStorage } from './myColoursStore';

/**
 * My colours in the editor: a signed-in user's palette is kept on the server (GET
 * /users/{id}/colors, POST /colors, DELETE /colors/{id}), so it follows them to any browser; a
 * guest's stays in this browser's localStorage. Failures show as the app's toasts.
 */

/** The signed-in user's palette on the server. */
export function serverMyColoursStorage(userId: number): MyColoursStorage {
  return {
    load: () => request(colorsContract.listOfUser, { params: { id: userId } }),
    add: (colors) => request(colorsContract.add, { body: colors.map((color) => ({ color })) }),
    remove: async (entry) => void (await request(colorsContract.remove, { params: { id: entry.id } })),
  };
}

/** The storage for whoever uses the editor now: the server for a signed-in user, else this browser. */
function sessionStorageOfColours(): MyColoursStorage {
  const user = useSession.getState().user;
  return user && user.role !== 'guest' ? serverMyColoursStorage(user.id) : localMyColoursStorage();
}

/** The editor's My colours, following the session: a sign-in or out reads the other palette. */
export const useMyColours = createMyColoursStore(sessionStorageOfColours, reportError);

useSession.subscribe((state, previous) => {
  if (state.user?.id === previous.user?.id && state.user?.role === previous.user?.role) return;
  const wasLoaded = useMyColours.getState().loaded;
  useMyColours.getState().reset();
  if (wasLoaded) void useMyColours.getState().load();
});
