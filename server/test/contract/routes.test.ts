import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { memberPage, routeLink, ROUTES, type RouteName } from '../../src/contract/routes.js';

/** The SPA's router test proves each pattern is a page there; this holds the server's side of the links. */
describe('the pages the server links to', () => {
  it('are absolute paths in the app, each once, with named parameters', () => {
    const patterns = Object.values(ROUTES);
    assert.equal(new Set(patterns).size, patterns.length);
    for (const pattern of patterns) assert.match(pattern, /^\/[a-z-]+(\/([a-z-]+|:[A-Za-z]+))*$/, pattern);
  });

  it('fill parameters encoded, append a query, and refuse a missing parameter', () => {
    assert.equal(routeLink('formReview', { id: 'f1' }), '/materials/form-review/f1');
    assert.equal(routeLink('meeting', { room: 'a/b?c' }), '/meeting/a%2Fb%3Fc');
    assert.equal(routeLink('passwordNew', {}, { token: 't 1&x' }), '/auth/password-new?token=t+1%26x');
    assert.equal(routeLink('materials', {}, {}), '/materials');
    assert.throws(() => routeLink('client', { id: '' }), /needs :id/);
    assert.throws(() => routeLink('client' as RouteName, {} as never), /needs :id/);
  });

  it("lead to a member's page by their role", () => {
    assert.equal(memberPage('marketer', 'm1'), '/marketers/m1');
    assert.equal(memberPage('agent', 'g1'), '/materials/agent/g1');
    assert.equal(memberPage('client', 'c1'), '/clients/c1');
    assert.equal(memberPage('admin', 'a1'), ROUTES.marketers);
  });
});
