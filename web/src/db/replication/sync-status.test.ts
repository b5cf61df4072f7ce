import { describe, expect, it } from 'vitest';
import { derivePhase, type SyncFacts } from './sync-status.ts';

const settled: SyncFacts = {
  open: true,
  refused: false,
  online: true,
  caughtUp: true,
  everSynced: true,
  active: false,
  pending: 0,
};

describe('derivePhase', () => {
  it('says synced only when open, online, caught up, idle and nothing is pending', () => {
    expect(derivePhase(settled)).toBe('synced');
  });

  it('never says synced while a local write is unconfirmed', () => {
    expect(derivePhase({ ...settled, pending: 1 })).toBe('syncing');
  });

  it('says syncing while a replication is at work', () => {
    expect(derivePhase({ ...settled, active: true })).toBe('syncing');
  });

  it('shows the first sync until the device has synced once', () => {
    expect(derivePhase({ ...settled, caughtUp: false, everSynced: false })).toBe('first-sync');
    expect(derivePhase({ ...settled, caughtUp: false, everSynced: true })).toBe('syncing');
  });

  it('says offline when offline, whatever else is true, and stopped after a refusal', () => {
    expect(derivePhase({ ...settled, online: false, pending: 3 })).toBe('offline');
    expect(derivePhase({ ...settled, online: false, refused: true })).toBe('stopped');
    expect(derivePhase({ ...settled, open: false })).toBe('starting');
  });
});
