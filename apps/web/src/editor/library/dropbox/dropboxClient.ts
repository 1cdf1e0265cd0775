import {
  DROPBOX_AUTHORIZATION_REQUIRED,
  DROPBOX_AUTH_RESULT_KEY,
  DROPBOX_AUTH_RETURN_KEY,
  DROPBOX_CALLBACK_PATH,
  DROPBOX_TOKEN_HEADER,
  type DropboxFile,
  FILE_PICKER_POPUP_WIDTH,
  STORAGE_KEYS,
  type UserImage,
  type UserImageKind,
  dropboxContract,
} from '@layout/model';
import { ApiError, request } from '../../../api/client';
import { queryClient } from '../../../app/queryClient';

/**
 * The browser's side of Dropbox (spec 001 section 7): the access token kept in local storage
 * (dropbox_access_token), the trip to Dropbox's authorize page and back with a code, and the calls
 * to Layout's server, which talks to Dropbox with the app's secret.
 */

/** The page Dropbox sends the user back to, on this site. */
export const dropboxRedirectUri = () => `${window.location.origin}${DROPBOX_CALLBACK_PATH}`;

export const dropboxConfigQuery = {
  queryKey: ['dropboxConfig'],
  queryFn: () => request(dropboxContract.config, { query: { redirectUri: dropboxRedirectUri() } }),
  staleTime: Number.POSITIVE_INFINITY,
} as const;

export const storedDropboxToken = (): string | null => localStorage.getItem(STORAGE_KEYS.dropboxAccessToken);
export const forgetDropboxToken = () => localStorage.removeItem(STORAGE_KEYS.dropboxAccessToken);

/** True for the error of a call whose Dropbox token is missing, expired or revoked. */
export const needsDropboxAuthorization = (error: unknown) => error instanceof ApiError && error.status === 403 && error.message === DROPBOX_AUTHORIZATION_REQUIRED;

const STATE_KEY = 'dropbox_auth_state';

/**
 * Sends the user to Dropbox's authorize page: in a popup 770 px wide (spec 001 section 9), so the
 * open design stays as it is, or, where popups are blocked, in this tab (the callback page then
 * comes back here). Call it from a click. The state it sends back proves the code is ours.
 */
export function openDropboxAuthorization(authorizeUrl: string): 'popup' | 'page' {
  const state = crypto.randomUUID();
  localStorage.setItem(STATE_KEY, state);
  localStorage.removeItem(DROPBOX_AUTH_RESULT_KEY);
  const url = `${authorizeUrl}${authorizeUrl.includes('?') ? '&' : '?'}state=${encodeURIComponent(state)}`;
  const left = Math.max(0, window.screenX + (window.outerWidth - FILE_PICKER_POPUP_WIDTH) / 2);
  const popup = window.open(url, 'dropbox-authorize', `popup,width=${FILE_PICKER_POPUP_WIDTH},height=700,left=${Math.round(left)},top=80`);
  if (popup) return 'popup';
  localStorage.setItem(DROPBOX_AUTH_RETURN_KEY, window.location.pathname + window.location.search);
  window.location.assign(url);
  return 'page';
}

/** What the callback page left: a code (or the refusal Dropbox gave), if it answers our request. */
export function takeAuthorizationResult(): { code: string } | { error: string } | null {
  const raw = localStorage.getItem(DROPBOX_AUTH_RESULT_KEY);
  if (!raw) return null;
  localStorage.removeItem(DROPBOX_AUTH_RESULT_KEY);
  const expected = localStorage.getItem(STATE_KEY);
  try {
    const result = JSON.parse(raw) as { code?: string | null; state?: string | null; error?: string | null };
    if (!expected || result.state !== expected) return null;
    localStorage.removeItem(STATE_KEY);
    if (result.code) return { code: result.code };
    return { error: result.error || 'Dropbox did not give access' };
  } catch {
    return null;
  }
}

/** Calls `onResult` when the callback page (in the popup) leaves its result. */
export function watchAuthorizationResult(onResult: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === DROPBOX_AUTH_RESULT_KEY && event.newValue) onResult();
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin === window.location.origin && (event.data as { type?: string } | null)?.type === 'dropbox-auth') onResult();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('message', onMessage);
  };
}

/** Exchanges the code for an access token and keeps it. */
export async function exchangeDropboxCode(code: string): Promise<string> {
  const { accessToken } = await request(dropboxContract.token, { body: { code, redirectUri: dropboxRedirectUri() } });
  localStorage.setItem(STORAGE_KEYS.dropboxAccessToken, accessToken);
  return accessToken;
}

/** The JPEG and PNG files of the user's Dropbox folder 'public', each with a temporary link. */
export function listDropboxPictures(token: string): Promise<DropboxFile[]> {
  return request(dropboxContract.files, {}, { headers: { [DROPBOX_TOKEN_HEADER]: token } });
}

/** Brings a Dropbox file in as one of the user's pictures or logos. */
export async function importFromDropbox(token: string, path: string, kind: UserImageKind): Promise<UserImage> {
  const image = await request(dropboxContract.import, { body: { path, kind } }, { headers: { [DROPBOX_TOKEN_HEADER]: token } });
  void queryClient.invalidateQueries({ queryKey: ['userImages', kind] });
  return image;
}
