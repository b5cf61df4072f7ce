// Makes the report's PDF on the device, in the PDF worker (pdf.worker.ts; its code and fonts come
// from the precache when offline). One worker per compare page and user: started when the page
// is idle, so its code and fonts are ready before the first press, then reused for every press.
// It ends when the page unmounts (also on sign-out, which leaves the page) or the user changes,
// so no report data outlives the page; after a failure it ends too, and the next press starts a
// new one.
import { useEffect, useMemo } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';
import type { PdfRequest, PdfResponse } from './pdf-protocol.ts';
import type { ComparisonReport } from './report-model.ts';

export interface PdfMaker {
  /** Starts the worker if none runs and has it ready its fonts (for idle time). */
  warm(): void;
  /** The report's PDF; `onProgress` hears 0…1. */
  make(report: ComparisonReport, onProgress: (value: number) => void): Promise<Blob>;
  /** Ends the worker and fails what it was making; a later call starts a new one. */
  close(): void;
}

export type StartWorker = () => Worker;

const startPdfWorker: StartWorker = () =>
  new Worker(new URL('./pdf.worker.ts', import.meta.url), { type: 'module', name: 'report-pdf' });

interface Job {
  onProgress: (value: number) => void;
  resolve: (pdf: Blob) => void;
  reject: (error: Error) => void;
}

export function createPdfMaker(start: StartWorker = startPdfWorker): PdfMaker {
  let worker: Worker | null = null;
  let lastId = 0;
  const jobs = new Map<number, Job>();

  /** Ends `which` (if it is still the current worker) and fails its jobs with `error`. */
  const end = (which: Worker, error: Error): void => {
    if (worker !== which) return;
    worker = null;
    which.terminate();
    const failed = [...jobs.values()];
    jobs.clear();
    for (const job of failed) job.reject(error);
  };

  const running = (): Worker => {
    if (worker) return worker;
    const started = start();
    worker = started;
    started.onmessage = (event: MessageEvent<PdfResponse>) => {
      const message = event.data;
      const job = jobs.get(message.id);
      if (worker !== started || !job) return;
      if (message.type === 'progress') job.onProgress(message.value);
      else if (message.type === 'done') {
        jobs.delete(message.id);
        job.resolve(new Blob([message.pdf], { type: 'application/pdf' }));
      } else {
        // The report failed inside the worker: say why, and start afresh next time.
        end(started, new Error(message.message));
      }
    };
    // The worker's code could not load or it crashed (e.g. a missing chunk, out of memory).
    started.onerror = (event) => {
      event.preventDefault();
      end(started, new Error(event.message || 'The PDF worker stopped'));
    };
    return started;
  };

  const send = (request: PdfRequest): void => running().postMessage(request);

  return {
    warm() {
      try {
        send({ type: 'warm' });
      } catch (error) {
        // No worker now: the press will start one and say what fails.
        console.warn('[report] PDF worker did not start', error);
      }
    },
    make(report, onProgress) {
      return new Promise((resolve, reject) => {
        const id = ++lastId;
        try {
          const target = running();
          jobs.set(id, { onProgress, resolve, reject });
          target.postMessage({ type: 'render', id, report } satisfies PdfRequest);
        } catch (error) {
          jobs.delete(id);
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
    close() {
      if (worker) end(worker, new Error('The PDF worker was closed'));
    },
  };
}

/**
 * The compare page's PDF maker for `userId`: warmed when the page is idle (not without a user:
 * nothing to make yet); its worker ends when the page unmounts or the user changes, so the next
 * user's press starts a new one.
 */
export function usePdfMaker(userId: string | undefined, start?: StartWorker): PdfMaker {
  const maker = useMemo(() => createPdfMaker(start), [start]);
  useEffect(() => {
    const cancel = userId === undefined ? () => {} : whenIdle(() => maker.warm());
    return () => {
      cancel();
      maker.close();
    };
  }, [maker, userId]);
  return maker;
}
