export const DEMO_SESSION_URL = '/api/demo/session';

/** Where a visitor goes once the demo journal's session is set. */
export const DEMO_LANDING_PATH = '/dashboard';

export type DemoSessionResult = { ok: true } | { ok: false; message: string };

async function messageOf(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const { message } = JSON.parse(text) as { message?: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  } catch {
    // Not JSON: the text itself, as SPEC §8's generic message has it.
  }
  if (response.status === 404) return 'The demo is not available on this server.';
  return `${response.status}: ${text.trim().slice(0, 200) || response.statusText}`;
}

/**
 * POST /api/demo/session: the server signs this browser in to the read-only demo journal (its
 * session cookie). A refusal (429 when too many demos were opened) comes back with the server's reason.
 */
export async function openDemoSession(): Promise<DemoSessionResult> {
  let response: Response;
  try {
    response = await fetch(DEMO_SESSION_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
  } catch {
    return { ok: false, message: 'The server could not be reached. Check your connection and try again.' };
  }
  return response.ok ? { ok: true } : { ok: false, message: await messageOf(response) };
}
