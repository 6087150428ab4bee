// The HTTP client of bench:analytics, in a process of its own, so the server's process spends its
// CPU on serving alone (its CPU time per request is then the server's).
// Each message { url, tokens, rounds } runs `rounds` rounds, each sending one GET per token at once
// (one token: one request at a time), and is answered with { ms } (every request's time, from its
// sending to the end of its answer) or { error }.
async function timedGet(url, token) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  if (response.status !== 200 || !body.performance_stats) throw new Error(`GET ${url} answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return performance.now() - started;
}

process.on('message', async ({ url, tokens, rounds }) => {
  try {
    const ms = [];
    for (let round = 0; round < rounds; round += 1) ms.push(...(await Promise.all(tokens.map((token) => timedGet(url, token)))));
    process.send({ ms });
  } catch (error) {
    process.send({ error: String(error) });
  }
});
