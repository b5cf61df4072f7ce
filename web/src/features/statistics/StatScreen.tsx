// The frame of every statistics screen: its title, one paragraph saying what it shows, the
// server's error when loading failed, then the screen's charts and tables.
import type { ReactNode } from 'react';

export function StatScreen({
  title,
  intro,
  error,
  children,
}: {
  title: ReactNode;
  intro: ReactNode;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <section className="page">
      <h1>{title}</h1>
      <p>{intro}</p>
      {error && <p role="alert">{error}</p>}
      {children}
    </section>
  );
}
