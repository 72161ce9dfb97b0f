/** Bad input gets a 4xx in the one error shape with a clear text, never a 500 or a stack trace. */
import { MAX_JSON_BODY_BYTES } from '@shared/constants';
import { errorBodySchema } from '@shared/contracts/common';
import { baseUrl, call, type Answer } from './client';

function expectCleanError(res: Answer, status: number, message?: string | RegExp) {
  expect(res.status).toBe(status);
  expect(errorBodySchema.parse(res.body)).toBeTruthy();
  if (message) expect(res.body.message).toMatch(message);
  expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+|Error:/);
  expect(res.headers.get('x-build-version')).toBe('test-build');
}

describe('bad input', () => {
  it('malformed JSON answers 422', async () => {
    expectCleanError(await call('POST', '/api/auth/login', { rawBody: '{"username": "a@b.test", ' }), 422, 'Invalid or malformed JSON was provided');
  });

  it('a body that is not JSON answers 415', async () => {
    expectCleanError(await call('POST', '/api/auth/login', { rawBody: 'username=a', contentType: 'application/x-www-form-urlencoded' }), 415, 'Unsupported Media Type');
  });

  it('a missing body answers 415 (no content type) and an empty JSON object 422 naming the fields', async () => {
    expectCleanError(await call('POST', '/api/auth/login'), 415);
    const res = await call('POST', '/api/auth/login', { body: {} });
    expectCleanError(res, 422, 'Wrong params');
    expect(res.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['password', 'username']);
  });

  it('wrong types answer 422 with the field named', async () => {
    const res = await call('POST', '/api/auth/login', { body: { username: 42, password: ['x'] } });
    expectCleanError(res, 422, 'Wrong params');
    expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'username' }), expect.objectContaining({ path: 'password' })]));
  });

  it('a JSON array or null instead of an object answers 422', async () => {
    expectCleanError(await call('POST', '/api/auth/mode', { rawBody: '[1,2]' }), 422);
    expectCleanError(await call('POST', '/api/auth/mode', { rawBody: 'null' }), 422);
  });

  it('a __proto__ key is refused, not merged', async () => {
    const res = await call('POST', '/api/auth/mode', { rawBody: '{"username":"a@b.test","__proto__":{"admin":true}}' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('unknown routes and methods answer 404 Not Found', async () => {
    expectCleanError(await call('GET', '/api/does-not-exist'), 404, 'Not Found');
    expectCleanError(await call('DELETE', '/api/auth/login'), 404, 'Not Found');
  });

  it(`a body over ${MAX_JSON_BODY_BYTES} bytes answers 413, and one over the gateway limit too`, async () => {
    const big = JSON.stringify({ username: 'a@b.test', password: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    expectCleanError(await call('POST', '/api/auth/login', { rawBody: big }), 413, 'Request body is too large');
    const huge = await fetch(`${baseUrl()}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(11 * 1024 * 1024) });
    expect(huge.status).toBe(413);
  });

  it('over-long fields answer 422', async () => {
    expectCleanError(await call('POST', '/api/auth/login', { body: { username: `${'a'.repeat(300)}@b.test`, password: 'x' } }), 422);
  });
});
