// The HTTP client of bench:history, in a process of its own: reading a 14 MB answer in the server's
// process would take the CPU the server streams with, and double the export's time.
// Each message { url, token, kind, graphql? } is answered with { ms, body } (kind 'json') or { ms, lines }
// (kind 'csv': CRLF-ended lines, the header included), timed from the request to the answer's end.
process.on('message', async ({ url, token, kind, graphql }) => {
  try {
    const started = performance.now();
    const headers = { Authorization: `Bearer ${token}` };
    // A GraphQL request ({ query, variables }) is POSTed as JSON; anything else is a GET.
    const init = graphql ? { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(graphql) } : { headers };
    const response = await fetch(url, init);
    const text = await response.text();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${text.slice(0, 300)}`);
    process.send(kind === 'json' ? { ms, body: JSON.parse(text) } : { ms, lines: text.split('\r\n').length - 1 });
  } catch (error) {
    process.send({ error: String(error) });
  }
});
