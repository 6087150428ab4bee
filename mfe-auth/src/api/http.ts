/** A non-success HTTP answer; its message follows SPEC §8: `<status>: <response text or status text>`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiMessage,
    text: string,
    statusText: string,
  ) {
    super(`${status}: ${text || statusText}`);
    this.name = 'HttpError';
  }
}

/** The fields the auth answers carry (SPEC §3): a human message and a machine error code. */
export interface ApiMessage {
  message?: string;
  error?: string;
  [field: string]: unknown;
}

function parse(text: string): ApiMessage {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as ApiMessage) : {};
  } catch {
    return {};
  }
}

/**
 * Calls a REST path of SPEC §7 with the session cookie. A JSON content type is sent only with a
 * body. Network failures reject with the browser's TypeError, which callers tell apart.
 */
export async function requestJson<T extends ApiMessage = ApiMessage>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const parsed = parse(text);
  if (!response.ok) throw new HttpError(response.status, parsed, text, response.statusText);
  return parsed as T;
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}
