// Heap use in this Node process after a full collection. `gc` is exposed at run time, so the
// harness runs as plain `node bench/run.ts` without flags.
import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;

export function nodeHeapUsed(): number {
  collect();
  collect();
  return process.memoryUsage().heapUsed;
}
