// The search page's delayed address write and a navigation still rendering: the language switch
// is taken in a transition (app/AppRouter.tsx), so for a moment the page still renders the old
// address; a write then must keep the new address's path, not put the old one back.
import { act } from 'react';
import { expect, it } from 'vitest';
import { AppRouter } from '../../app/AppRouter.tsx';
import { createMemoryAppHistory } from '../../routes/app-history.ts';
import { mount } from '../../test/mount.tsx';
import { useSearchParamsWriter, type ParamsUpdate } from './search-params-writer.ts';

it('writes the query onto the address being navigated to, not the one last rendered', async () => {
  const history = createMemoryAppHistory('/search?q=cr');
  let write: (update: ParamsUpdate) => void = () => {};
  function Probe() {
    [, write] = useSearchParamsWriter();
    return null;
  }
  const { unmount } = await mount(
    <AppRouter history={history}>
      <Probe />
    </AppRouter>,
  );
  history.navigate('/en/search?q=glu');
  write((params) => (params.set('q', 'glu'), params));
  expect(`${history.state.location.pathname}${history.state.location.search}`).toBe('/en/search?q=glu');
  await act(async () => {});
  await unmount();
});
