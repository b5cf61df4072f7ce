import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_CHECK_INTERVAL_MS } from '@poct/schemas';
import { toastQueue } from '../ui/toast-queue.ts';
import { createUpdatePrompt, startUpdateChecks } from './app-updates.ts';

describe('update checks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for a new version once every 60 minutes while online', async () => {
    const update = vi.fn(() => Promise.resolve());
    const stop = startUpdateChecks({ update }, { isOnline: () => true });
    expect(BUILD_CHECK_INTERVAL_MS).toBe(60 * 60 * 1000);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1);
    expect(update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * BUILD_CHECK_INTERVAL_MS);
    expect(update).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(update).toHaveBeenCalledTimes(3);
  });

  it('makes no check offline, so the installed version keeps running', async () => {
    const update = vi.fn(() => Promise.resolve());
    let online = false;
    const stop = startUpdateChecks({ update }, { isOnline: () => online });
    await vi.advanceTimersByTimeAsync(3 * BUILD_CHECK_INTERVAL_MS);
    expect(update).not.toHaveBeenCalled();
    online = true;
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(update).toHaveBeenCalledTimes(1);
    stop();
  });

  it('keeps going after a failed check', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const update = vi.fn(() => Promise.reject(new TypeError('network')));
    const stop = startUpdateChecks({ update }, { isOnline: () => true });
    await vi.advanceTimersByTimeAsync(2 * BUILD_CHECK_INTERVAL_MS);
    expect(update).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('update prompt', () => {
  afterEach(() => {
    for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
  });

  it('shows one persistent toast however often a new version is reported, and reloads once', () => {
    const activate = vi.fn(() => Promise.resolve());
    const prompt = createUpdatePrompt(activate);
    prompt();
    prompt();
    const toasts = toastQueue.visibleToasts.filter(
      (toast) => toast.content.detail === 'app.update_available',
    );
    expect(toasts).toHaveLength(1);
    expect(toasts[0]?.timeout).toBeUndefined();
    toasts[0]?.content.action?.onAction();
    toasts[0]?.content.action?.onAction();
    expect(activate).toHaveBeenCalledTimes(1);
  });
});
