import { AUTH_HEADER, type ApiErrorBody, MESSAGES, type PathParams, type RouteContract, type RouteOutput, pathWith } from '@layout/model';
import { ApiError, REQUEST_ID_HEADER, currentToken, toApiError } from './client';

/** How far an upload is: bytes sent of the whole request. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Sends a multipart form to an upload route of the contract and reports the upload's progress, which
 * fetch cannot do; answers like `api`: the parsed JSON, or an ApiError following the error
 * catalogue. `signal` cancels it.
 */
export function uploadTo<R extends RouteContract>(
  route: R,
  form: FormData,
  options: { params?: PathParams<R['path']>; onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<RouteOutput<R>> {
  type T = RouteOutput<R>;
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(route.method, `/api${pathWith(route.path, options.params)}`);
    const token = currentToken();
    if (token) request.setRequestHeader(AUTH_HEADER, token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300) resolve(body as T);
      else reject(toApiError(request.status, body as Partial<ApiErrorBody> | null, request.getResponseHeader(REQUEST_ID_HEADER)));
    };
    request.onerror = () => reject(new ApiError(null, MESSAGES.networkError, undefined, 'plain'));
    request.onabort = () => reject(new ApiError(null, 'Upload cancelled', undefined, 'plain'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
