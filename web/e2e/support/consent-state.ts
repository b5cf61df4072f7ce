// The cookie dialog opens on a first visit and, being modal, would sit in front of every page a
// test opens. Tests start as a visitor who has already refused everything (the most common
// stored choice), through playwright.config.ts `storageState`; the tests of the dialog itself
// start with no stored choice (`test.use({ storageState: NO_STORED_CHOICE })`).

const HOSTS = ['127.0.0.1', 'localhost'];

function cookie(name: string, value: string, domain: string) {
  return {
    name,
    value,
    domain,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  };
}

const REFUSED = encodeURIComponent(
  JSON.stringify({
    categories: { necessary: true, statistics: false, marketing: false, preferences: false },
    date: '2026-01-01T00:00:00.000Z',
  }),
);

export const CONSENT_REFUSED_STATE = {
  cookies: HOSTS.flatMap((host) => [
    cookie('cookie_consent', REFUSED, host),
    cookie('gaCookie', 'false', host),
  ]),
  origins: [],
};

export const NO_STORED_CHOICE = { cookies: [], origins: [] };
