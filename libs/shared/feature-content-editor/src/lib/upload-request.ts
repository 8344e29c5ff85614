/**
 * A material's file or video sent as multipart with upload progress, which `fetch` cannot report: an
 * XMLHttpRequest with what the one baseQuery sends (the bearer token, the CSRF header), answering like it —
 * `data` of the envelope, or `{ status, message }` with the API's Indonesian message — and a 401 ends the session.
 */
import { sessionExpired, type ApiError } from '@akademi-siber/data-access-api';
import { statusMessage } from '@akademi-siber/util-contracts';

export interface UploadRequest {
  /** The API path (`/api/…`). */
  path: string;
  file: File;
  /** 0–100 while the bytes go up. */
  onProgress?: (percent: number) => void;
}

type Answer<T> = { data: T } | { error: ApiError };

interface Api {
  getState: () => unknown;
  dispatch: (action: ReturnType<typeof sessionExpired>) => unknown;
}

function xsrfToken(): string | null {
  const found = document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='));
  if (!found) return null;
  try {
    return decodeURIComponent(found.slice('XSRF-TOKEN='.length)) || null;
  } catch {
    return null;
  }
}

function parse(text: string): { message?: unknown; data?: unknown } | null {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' ? body : null;
  } catch {
    return null;
  }
}

/** A refused upload as the baseQuery answers it: the API's message (the catalogue's for a 401, which signs out). */
function refusal(
  status: number,
  body: { message?: unknown; data?: unknown } | null,
  signedIn: boolean,
  api: Api,
): { error: ApiError } {
  const message =
    status !== 401 && typeof body?.message === 'string' && body.message.trim() ? body.message : statusMessage(status);
  if (status === 401 && signedIn) api.dispatch(sessionExpired({ message: statusMessage(401) }));
  return { error: { status, message, data: body?.data } };
}

export function sendUpload<T>({ path, file, onProgress }: UploadRequest, api: Api): Promise<Answer<T>> {
  const token = (api.getState() as { session?: { token?: string | null } }).session?.token;
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${window.location.origin}${path}`);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    const xsrf = xsrfToken();
    if (xsrf) request.setRequestHeader('X-XSRF-TOKEN', xsrf);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.upload.onload = () => onProgress?.(100);
    request.onload = () => {
      const body = parse(request.responseText);
      const status = request.status;
      if (status >= 200 && status < 300) {
        resolve({ data: (body?.data ?? null) as T });
        return;
      }
      resolve(refusal(status, body, Boolean(token), api));
    };
    // No answer at all (the connection dropped): as the baseQuery counts it.
    request.onerror = () => resolve({ error: { status: 503, message: statusMessage(503) } });
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

/**
 * A video sent with the tus protocol (decision 0051): tus-js-client, loaded only when a video is sent, resumes after
 * a cut connection from the offset the server reports (retrying with growing pauses) and, after a reload of the
 * page, from where the same file's previous upload to this material stopped. Answers like `sendUpload`.
 */
export async function sendVideoUpload({ path, file, onProgress }: UploadRequest, api: Api): Promise<Answer<null>> {
  const token = (api.getState() as { session?: { token?: string | null } }).session?.token;
  const { Upload } = await import('tus-js-client');
  const xsrf = xsrfToken();
  return new Promise((resolve) => {
    const upload = new Upload(file, {
      endpoint: `${window.location.origin}${path}`,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        ...(xsrf ? { 'X-XSRF-TOKEN': xsrf } : {}),
      },
      retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
      removeFingerprintOnSuccess: true,
      metadata: { filetype: file.type },
      onProgress: (sent, total) => onProgress?.(total > 0 ? Math.floor((sent / total) * 100) : 0),
      onSuccess: () => resolve({ data: null }),
      onError: (error) => {
        const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } | null })
          .originalResponse;
        if (!response) {
          resolve({ error: { status: 503, message: statusMessage(503) } });
          return;
        }
        resolve(refusal(response.getStatus(), parse(response.getBody()), Boolean(token), api));
      },
    });
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  });
}
