// The HTTP client of bench:history, in a process of its own: reading a 14 MB answer in the server's
// process would take the CPU the server streams with, and double the export's time.
// Each message { url, token, kind } is answered with { ms, body } (kind 'json') or { ms, lines }
// (kind 'csv': CRLF-ended lines, the header included), timed from the request to the answer's end.
process.on('message', async ({ url, token, kind }) => {
  try {
    const started = performance.now();
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    const text = await response.text();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${text.slice(0, 300)}`);
    process.send(kind === 'json' ? { ms, body: JSON.parse(text) } : { ms, lines: text.split('\r\n').length - 1 });
  } catch (error) {
    process.send({ error: String(error) });
  }
});
