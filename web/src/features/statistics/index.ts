// What the statistics feature offers the other features: they import it from here, never from its files.
export { StatChart } from './StatChart.tsx';
export { Paging, StatTable, type StatColumn } from './StatTable.tsx';
