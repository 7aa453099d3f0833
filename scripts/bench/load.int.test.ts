import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { load, postJson } from './load';

describe('the load generator', () => {
  const app = Fastify({ logger: false });
  const seen: { key: string; turn: string }[] = [];
  let base = '';

  beforeAll(async () => {
    // Every third request refused, as a route answering 409 would be.
    app.post('/echo', async (request, reply) => {
      const body = request.body as { key: string; turn: string };
      seen.push(body);
      return reply.status(seen.length % 3 === 0 ? 409 : 201).send({ ok: true });
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('counts every answer by status and makes each body its own', async () => {
    const result = await load({
      ...postJson(`${base}/echo`, { key: 'K-{{seq}}-{{uuid}}', turn: '{{mod:4}}' }),
      requests: 30,
      connections: 3,
    });

    expect(result.requests).toBe(30);
    expect(result.statuses).toEqual({ 201: 20, 409: 10 });
    expect(result.non2xx).toBe(10);
    expect(result.firstFailure).toMatch(/^409 /);
    expect(result.p99).toBeGreaterThanOrEqual(result.p50);
    expect(result.latencies).toHaveLength(30);
    expect(new Set(seen.map((b) => b.key)).size).toBe(30);
    expect(new Set(seen.map((b) => b.turn))).toEqual(new Set(['0', '1', '2', '3']));
  });

  it('counts a request that got no answer as a failure', async () => {
    const result = await load({
      url: 'http://127.0.0.1:9/nobody',
      method: 'GET',
      requests: 3,
      connections: 1,
    });

    expect(result.errors).toBe(3);
    expect(result.non2xx).toBe(3);
  });
});
