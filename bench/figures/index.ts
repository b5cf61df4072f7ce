// Every figure the harness knows, in run order. To add one, write bench/figures/<id>.ts
// exporting a Figure (bench/lib/figure.ts) and list it here.
import type { Figure } from '../lib/figure.ts';
import { buildFigure } from './build.ts';
import { bundleFigure } from './bundle.ts';
import { gatewayFigure } from './gateway-load.ts';
import { searchFigure } from './search.ts';

export const FIGURES: readonly Figure[] = [searchFigure, buildFigure, bundleFigure, gatewayFigure];
