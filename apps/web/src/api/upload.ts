import { AUTH_HEADER, type ApiErrorBody, MESSAGES } from '@layout/model';
import { ApiError, currentToken, toApiError } from './client';

/** How far an upload is: bytes sent of the whole request. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Sends a multipart form to the API (POST by default) and reports the upload's progress, which
 * fetch cannot do; answers like `api`: the parsed JSON, or an ApiError following the error
 * catalogue. `signal` cancels it.
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  options: { method?: 'POST' | 'PUT'; onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(options.method ?? 'POST', `/api${path}`);
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
      else reject(toApiError(request.status, body as Partial<ApiErrorBody> | null));
    };
    request.onerror = () => reject(new ApiError(null, MESSAGES.networkError, undefined, 'plain'));
    request.onabort = () => reject(new ApiError(null, 'Upload cancelled', undefined, 'plain'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
