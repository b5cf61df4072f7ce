// A figure is one module under bench/figures/: it measures something and returns measurements.
// To add one, write the module and list it in bench/figures/index.ts.
import type { AppHarness } from './app-harness.ts';
import type { BrowserSession } from './browser.ts';
import type { Measurement } from './report.ts';

export interface FigureContext {
  /** Fewer sizes and repetitions, for a fast look. */
  quick: boolean;
  /** The shared Chromium page with the bench bundle, started on first use. */
  browser(): Promise<BrowserSession>;
  /** The real app on the real server (browser figures): servers, Chromium, synced sessions. */
  app: AppHarness;
  /** Progress for the person watching; goes to stderr so the table stays clean. */
  log(message: string): void;
}

export interface Figure {
  id: string;
  title: string;
  run(context: FigureContext): Promise<Measurement[]>;
}
