import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders `element` into a new container in the document (inside act, so effects have run). */
export async function mount(element: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(element));
  return { container, unmount: () => act(() => root.unmount()) };
}
