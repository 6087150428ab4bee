import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { jsonErrorHandler } from '../../http/errors';
import { sameOriginGuard } from './same-origin';

function appGuardedBy(requireJsonOrMultipart: boolean, trustProxy = false) {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.use(sameOriginGuard({ publicUrl: 'https://journal.example.com', requireJsonOrMultipart }));
  app.all('/thing', (_req, res) => {
    res.json({ ok: true });
  });
  app.use(jsonErrorHandler);
  return app;
}

describe('sameOriginGuard', () => {
  const app = appGuardedBy(true);

  it("accepts the request's own origin and PUBLIC_URL's", async () => {
    await request(app).post('/thing').set('Host', 'journal.local:8080').set('Origin', 'http://journal.local:8080').send({}).expect(200);
    await request(app).post('/thing').set('Origin', 'https://journal.example.com').send({}).expect(200);
  });

  it.each(['https://evil.example', 'null', 'https://journal.example.com:8443', 'http://journal.example.com'])(
    'refuses Origin %s with 403 cross_site_request',
    async (origin) => {
      const response = await request(app).post('/thing').set('Origin', origin).send({}).expect(403);
      expect(response.body).toMatchObject({ error: 'cross_site_request', message: 'Cross-site request refused.' });
    },
  );

  it('lets a non-browser client without Origin and without the session cookie through', async () => {
    await request(app).post('/thing').send({}).expect(200);
    await request(app).post('/thing').set('Authorization', 'Bearer tj_x').send({}).expect(200);
  });

  it('refuses a request without Origin that carries the session cookie, or that Fetch Metadata marks cross-site', async () => {
    await request(app).post('/thing').set('Cookie', 'tj_session=abc').send({}).expect(403);
    await request(app).post('/thing').set('Sec-Fetch-Site', 'cross-site').send({}).expect(403);
    await request(app).post('/thing').set('Sec-Fetch-Site', 'same-site').send({}).expect(403);
  });

  it('leaves safe methods alone', async () => {
    await request(app).get('/thing').set('Origin', 'https://evil.example').set('Cookie', 'tj_session=abc').expect(200);
  });

  it('honours X-Forwarded-Proto/Host only behind a trusted proxy', async () => {
    const proxied = (target: express.Express) =>
      request(target).post('/thing').set('X-Forwarded-Proto', 'https').set('X-Forwarded-Host', 'journal.internal').set('Origin', 'https://journal.internal').send({});
    await proxied(appGuardedBy(true, true)).expect(200);
    await proxied(appGuardedBy(true, false)).expect(403);
  });

  it('refuses bodies that are neither JSON nor multipart with 415, and accepts an empty body', async () => {
    const response = await request(app).post('/thing').set('Content-Type', 'text/plain').send('hello').expect(415);
    expect(response.body).toMatchObject({ error: 'unsupported_media_type' });
    await request(app).post('/thing').type('form').send('a=1').expect(415);
    await request(app).post('/thing').expect(200);
    await request(app).post('/thing').field('file', 'x').expect(200);
    await request(appGuardedBy(false)).post('/thing').set('Content-Type', 'text/plain').send('hello').expect(200);
  });
});
