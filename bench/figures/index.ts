// Every figure the harness knows, in run order. To add one, write bench/figures/<id>.ts
// exporting a Figure (bench/lib/figure.ts) and list it here.
import type { Figure } from '../lib/figure.ts';
import { buildFigure } from './build.ts';
import { bundleFigure } from './bundle.ts';
import { chatFigure } from './chat.ts';
import { firstSyncFigure } from './first-sync.ts';
import { gatewayFigure } from './gateway-load.ts';
import { importFigure } from './import.ts';
import { mcpFigure } from './mcp.ts';
import { offlineFigure } from './offline.ts';
import { processesFigure } from './processes.ts';
import { reportFigure } from './report.ts';
import { searchFigure } from './search.ts';
import { typedFigure } from './typed.ts';
import { workspaceFigure } from './workspace.ts';

export const FIGURES: readonly Figure[] = [
  searchFigure,
  chatFigure,
  mcpFigure,
  buildFigure,
  bundleFigure,
  gatewayFigure,
  processesFigure,
  firstSyncFigure,
  typedFigure,
  offlineFigure,
  reportFigure,
  workspaceFigure,
  importFigure,
];
