import { describe, expect, it } from 'vitest';
import { routeById } from '@poct/schemas';
import { makeUser } from '../test/fake-server.ts';
import { decideAccess } from './access.ts';

const signedOut = { status: 'signed-out', user: null } as const;
const starting = { status: 'starting', user: makeUser() } as const;

function signedIn(permissions: string[], plan: { chat_access: boolean; link_access: boolean } | null = null) {
  return {
    status: 'signed-in',
    user: makeUser({
      role: { id: 'r', name: 'r', permissions, hierarchy: 1 },
      plan: plan && { id: 'plan-x', name: { de: 'X', en: 'X' }, ...plan },
    }),
  } as const;
}

describe('decideAccess', () => {
  it('lets everyone see public pages', () => {
    expect(decideAccess(routeById('home'), {}, signedOut)).toBe('allow');
    expect(decideAccess(routeById('product'), { id: 'p' }, starting)).toBe('allow');
  });

  it('waits while a saved session is being confirmed', () => {
    expect(decideAccess(routeById('ds'), {}, starting)).toBe('wait');
    expect(decideAccess(routeById('login'), {}, starting)).toBe('wait');
  });

  it('sends signed-out visitors of guarded pages to sign in', () => {
    expect(decideAccess(routeById('ds'), {}, signedOut)).toBe('sign-in');
    expect(decideAccess(routeById('ds.chat'), {}, signedOut)).toBe('sign-in');
    expect(decideAccess(routeById('ds.quotations'), {}, signedOut)).toBe('sign-in');
  });

  it('needs sign-in only for dashboard, favourites, search and subscription fulfilment', () => {
    for (const id of ['ds', 'ds.favorites', 'ds.search', 'ds.subscription-fulfill'] as const) {
      expect(decideAccess(routeById(id), {}, signedIn([]))).toBe('allow');
    }
  });

  it("checks the route's permission", () => {
    expect(decideAccess(routeById('ds.products.create'), {}, signedIn(['products-read']))).toBe('forbidden');
    expect(decideAccess(routeById('ds.products.create'), {}, signedIn(['products-create']))).toBe('allow');
    expect(decideAccess(routeById('ds.quotations'), {}, signedIn(['quotations-read']))).toBe('allow');
    expect(decideAccess(routeById('ds.roles.edit'), { id: 'r' }, signedIn(['roles-read']))).toBe('forbidden');
  });

  it('needs a plan with chat access for the chat', () => {
    expect(decideAccess(routeById('ds.chat'), {}, signedIn([]))).toBe('forbidden');
    expect(
      decideAccess(routeById('ds.chat'), {}, signedIn([], { chat_access: false, link_access: true })),
    ).toBe('forbidden');
    expect(
      decideAccess(routeById('ds.chat'), {}, signedIn([], { chat_access: true, link_access: false })),
    ).toBe('allow');
  });

  it('keeps signed-in users off guest pages', () => {
    expect(decideAccess(routeById('login'), {}, signedIn([]))).toBe('leave-guest');
    expect(decideAccess(routeById('login'), {}, signedOut)).toBe('allow');
  });

  it('bails out of editing oneself', () => {
    const admin = signedIn(['users-update']);
    expect(decideAccess(routeById('ds.users.edit'), { id: admin.user.id }, admin)).toBe('bail-out-self');
    expect(decideAccess(routeById('ds.users.edit'), { id: 'someone-else' }, admin)).toBe('allow');
  });
});
