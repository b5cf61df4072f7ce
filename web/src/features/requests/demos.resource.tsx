// /ds/demos: the demo slots from today on and their bookings, in the staff member's
// own time zone. With `demos-create` staff open slots (DemoSlotsForm: one or a series); with
// `demos-delete` they delete free slots and cancel bookings (the visitor gets a calendar
// cancellation, the slot is free again). Server-only data (/api/demo/admin), so it needs a connection.
import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { DemoSlotEntry } from '@poct/schemas';
import { useApi } from '../../lib/api-context.ts';
import { useApiErrorToast } from '../../session/api-error-toast.ts';
import { can } from '../../session/permissions.ts';
import { useSession } from '../../session/use-session.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import type { Resource, ResourceDelete, ResourceViewProps } from '../../workspace/resource.ts';
import { ViewTable } from '../../workspace/ViewTable.tsx';
import { ResourceRowActions } from '../../workspace/ResourceRow.tsx';
import { DemoSlotsForm } from './DemoSlotsForm.tsx';
import '../../styles/account-forms.css';
import { dateTimeFormat } from '../../lib/format.ts';

/** "Tue, 1 Dec 2026, 10:00–10:30" in the page's language and the browser's time zone. */
function useSlotText() {
  const { i18n } = useLingui();
  const format = dateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (row: Pick<DemoSlotEntry, 'start' | 'end'>) =>
    format.formatRange(new Date(row.start), new Date(row.end));
}

/** The cancel button of a booked row, for those with `demos-delete`. */
function useCancelAction(reload: () => void) {
  const { user } = useSession();
  if (!can(user, 'demos-delete')) return undefined;
  return (row: DemoSlotEntry) => (row.booking ? <CancelBooking row={row} onCancelled={reload} /> : null);
}

export const DEMOS: Resource<DemoSlotEntry> = {
  source: {
    kind: 'rest',
    path: () => '/api/demo/admin/slots',
    rows: (answer) => (answer as { slots: DemoSlotEntry[] }).slots,
    keepPrevious: true,
  },
  routes: { list: 'ds.demos', create: 'ds.demos.create' },
  title: msg`Demo slots`,
  intro: msg`Slots visitors can book for an online demo, from today on, in your time zone.`,
  createLabel: msg`Open demo slots`,
  editLabel: msg`Open demo slots`,
  empty: msg`No demo slots yet.`,
  savedOn: 'server',
  rowKey: (row) => row.id,
  nameOf: (row) => row.start,
  mayCreate: (user) => can(user, 'demos-create'),
  mayEdit: () => false,
  useColumns: () => [],
  useDelete(reload) {
    const { t } = useLingui();
    const { user } = useSession();
    const api = useApi();
    const toast = useApiErrorToast();
    const slotText = useSlotText();
    const [deleted, setDeleted] = useState<string | null>(null);
    if (!can(user, 'demos-delete')) return undefined;
    return {
      may: (row) => !row.booking,
      name: (row) => slotText(row),
      question: (row) => {
        const slot = slotText(row);
        return t`Delete the free slot ${slot}? Visitors can no longer book it.`;
      },
      notice: deleted && (
        <p role="status">
          <Trans>The slot {deleted} was deleted.</Trans>
        </p>
      ),
      run: async (row) => {
        try {
          await api.request(`/api/demo/admin/slots/${encodeURIComponent(row.id)}`, { method: 'DELETE' });
          setDeleted(slotText(row));
        } catch (error) {
          toast(error);
        }
        reload();
      },
    } satisfies ResourceDelete<DemoSlotEntry>;
  },
  useRowActions: useCancelAction,
  View: DemoSlotTable,
  Form: DemoSlotsForm,
};

function DemoSlotTable({ rows, remove, reload }: ResourceViewProps<DemoSlotEntry>) {
  const { t } = useLingui();
  const slotText = useSlotText();
  // The generic table gets the row actions from ResourceList; this view of its own asks itself.
  const extra = useCancelAction(reload);
  const booked = rows.filter((row) => row.booking).length;
  return (
    <ViewTable
      rows={rows}
      empty={
        <>
          <Trans>No demo slots yet.</Trans>
        </>
      }
      count={
        <>
          <Plural value={rows.length} one="# slot" other="# slots" />,{' '}
          <Plural value={booked} one="# booked" other="# booked" />
        </>
      }
      className="account-table"
      caption={t`Demo slots`}
      headers={[
        { id: 'when', label: t`When` },
        { id: 'booking', label: t`Booking` },
        { id: 'actions', label: t`Actions` },
      ]}
      row={(row) => (
        <tr key={row.id} data-slot={row.id}>
          <td>
            <time dateTime={row.start}>{slotText(row)}</time>
          </td>
          <td>
            {row.booking ? (
              <>
                {row.booking.name}, {row.booking.organisation}
                <br />
                <small>{row.booking.email}</small>
                {row.booking.message && (
                  <>
                    <br />
                    <small>{row.booking.message}</small>
                  </>
                )}
              </>
            ) : (
              <span className="muted">
                <Trans>Free</Trans>
              </span>
            )}
          </td>
          <td>
            <div className="account-actions">
              <ResourceRowActions resource={DEMOS} row={row} remove={remove} extra={extra} />
            </div>
          </td>
        </tr>
      )}
    />
  );
}

function CancelBooking({ row, onCancelled }: { row: DemoSlotEntry; onCancelled(): void }) {
  const { t } = useLingui();
  const api = useApi();
  const toast = useApiErrorToast();
  const slotText = useSlotText();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const slot = slotText(row);
  const who = row.booking?.name ?? '';

  async function cancel(close: () => void) {
    setPending(true);
    try {
      await api.request(`/api/demo/admin/bookings/${encodeURIComponent(row.id)}`, { method: 'DELETE' });
      close();
    } catch (error) {
      toast(error);
    } finally {
      setPending(false);
      onCancelled();
    }
  }

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)} aria-label={t`Cancel booking of ${slot}`}>
        <Trans>Cancel booking</Trans>
      </Button>
      <Dialog title={t`Cancel the booking of ${slot}`} isOpen={open} onOpenChange={setOpen}>
        {(close) => (
          <>
            <p>
              <Trans>
                Cancel the demo of {who} on {slot}? They get a cancellation by email and the slot is free
                again.
              </Trans>
            </p>
            <div className="wf-actions">
              <Button onPress={() => void cancel(close)} isPending={pending}>
                <Trans>Cancel booking</Trans>
              </Button>
              <Button variant="secondary" onPress={close}>
                <Trans>Keep it</Trans>
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </>
  );
}
