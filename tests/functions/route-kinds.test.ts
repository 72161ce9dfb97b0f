/**
 * A handler's kind must agree with the route table at cold start: a PUBLIC route has no caller (definePublicRoute),
 * every other route a non-null one (defineRoute).
 */
import { describe, expect, it } from 'vitest';
import { definePublicRoute, defineRoute, domainHandler } from '@functions/lib/http';
import { definitions as auth } from '@functions/auth';

const answer = async () => ({ body: {} });

describe('route kinds', () => {
  it('builds a domain whose handlers agree with the table', () => {
    expect(() => domainHandler('auth', auth)).not.toThrow();
  });

  it('refuses a PUBLIC route whose handler expects a caller', () => {
    expect(() => domainHandler('auth', { ...auth, login: defineRoute({ handle: answer }) })).toThrow(
      'POST /auth/login is PUBLIC in the route table but its handler uses defineRoute',
    );
  });

  it('refuses a signed-in route whose handler is public', () => {
    expect(() => domainHandler('auth', { ...auth, logout: definePublicRoute({ handle: answer }) })).toThrow(
      'POST /auth/logout is SIGNED_IN in the route table but its handler uses definePublicRoute',
    );
  });
});
