// /api/demo: demo booking.
//   public  GET  /slots            free slots ahead (UTC)
//           GET  /form-token       the time trap, as for the contact form
//           POST /bookings         book one; 202 `{status: 'booked'}` for a booking and for spam alike,
//                                  409 with the catalogue text when the slot was just taken or is gone
//           POST /bookings/cancel  `{token}` from the confirmation mail's link
//   staff   GET  /admin/slots (demos-read), POST /admin/slots (demos-create),
//           DELETE /admin/slots/:id (demos-delete, free slots only),
//           DELETE /admin/bookings/:id (demos-delete, cancels and tells the visitor)
// Mails go out after the answer, and only for the one booking the store let through.
import express from 'express';
import { pickLocale } from '@poct/schemas';
import type { Auth } from '../../identity/index.ts';
import { claimsOf } from '../../identity/index.ts';
import { requirePermission } from '../../identity/index.ts';
import type { Config } from '../../platform/config.ts';
import { createPublicForm, type PublicFormRouterDeps } from '../form-guard/public-form.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { checkIdParams } from '../../platform/http/checked-id.ts';
import { FieldErrors } from '../../platform/http/field-errors.ts';
import { requestBodyOr } from '../../platform/http/object-body.ts';
import { createCancelLinks } from './cancel-link.ts';
import { bookingConfirmationMail, bookingStaffMail, cancellationMail } from './demo-mails.ts';
import { createDemoBookings, type StoredBooking } from './demo-booking-service.ts';
import { invitation } from './invitation.ts';

export interface DemoBookingRouterDeps extends PublicFormRouterDeps {
  auth: Pick<Auth, 'accounts' | 'rateLimiter' | 'requireAuth' | 'audit'>;
}

/** The one answer to every booking that was not refused, spam included. */
export const DEMO_BOOKED = { status: 'booked' } as const;

/** The address in MAIL_FROM (`POCT Atlas <demo@…>` or a bare address): the invitation's organizer. */
function organizerOf(config: Pick<Config, 'mailFrom' | 'staffEmail'>) {
  const from = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom.trim();
  return { name: 'POCT Atlas', email: config.staffEmail ?? from };
}

export function createDemoBookingRouter(deps: DemoBookingRouterDeps): express.Router {
  const { config } = deps;
  const form = createPublicForm(deps, 'demo');
  const cancelLinks = createCancelLinks(config);
  const demos = createDemoBookings({ ...form.guardDeps, store: deps.store, cancelLinks });
  const organizer = organizerOf(config);

  const mailLater = (booking: StoredBooking, cancelled: boolean) =>
    form.mailLater(async (mailer, staff) => {
      const calendar = invitation(cancelled ? 'CANCEL' : 'REQUEST', booking, organizer);
      const visitorMail = cancelled
        ? cancellationMail(booking)
        : bookingConfirmationMail(
            booking,
            await cancelLinks.link(booking.slot_id, booking.uid, booking.locale),
          );
      await mailer.send({ to: booking.email, ...visitorMail, calendar });
      for (const { email, locale } of await staff('demos-read'))
        await mailer.send({ to: email, ...bookingStaffMail(locale, booking, cancelled), calendar });
    });

  const router = express.Router();

  router.get('/slots', async (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json({ slots: await demos.freeSlots() });
  });

  router.get('/form-token', form.tokenRoute);

  router.post('/bookings', async (req, res) => {
    const locale = pickLocale(req.headers['accept-language']);
    const outcome = await demos.book(req.body, { ip: req.ip ?? '', locale });
    if (outcome.kind === 'invalid') throw new FieldErrors(outcome.errors, 400, 'error.400');
    if (outcome.kind === 'gone') throw new AppError(409, 'error.demo.slot_gone');
    if (outcome.kind === 'taken') throw new AppError(409, 'error.demo.slot_taken');
    if (outcome.kind === 'booked') mailLater(outcome.booking, false);
    res.setHeader('cache-control', 'no-store');
    res.status(202).json(DEMO_BOOKED);
  });

  router.post('/bookings/cancel', async (req, res) => {
    const { token } = requestBodyOr('link-token', req.body, 404, 'error.demo.cancel_link');
    const cancelled = await demos.cancelByLink(token);
    if (!cancelled) throw new AppError(404, 'error.demo.cancel_link');
    mailLater(cancelled, true);
    res.json({ status: 'cancelled', start: cancelled.start, end: cancelled.end });
  });

  const staff = express.Router();
  staff.use(deps.auth.requireAuth);
  checkIdParams(staff, { id: 'demo_slot' });
  staff.get('/slots', requirePermission('demos-read'), async (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json({ slots: await demos.staffView() });
  });
  staff.post('/slots', requirePermission('demos-create'), async (req, res) => {
    const by = claimsOf(res)!.sub;
    const outcome = await demos.createSlots(req.body, by);
    if (outcome.kind === 'invalid') throw new FieldErrors(outcome.errors);
    if (outcome.created.length > 0)
      await deps.auth.audit.record({
        event: 'demo_slots_created',
        actor_id: by,
        detail: { created: outcome.created, skipped: outcome.skipped },
      });
    res.status(201).json({ created: outcome.created, skipped: outcome.skipped });
  });
  staff.delete('/slots/:id', requirePermission('demos-delete'), async (req, res) => {
    const id = String(req.params.id);
    const result = await demos.removeSlot(id);
    if (result === 'missing') throw new AppError(404, 'error.404');
    if (result === 'booked') throw new AppError(409, 'error.demo.slot_booked');
    await deps.auth.audit.record({
      event: 'demo_slot_deleted',
      actor_id: claimsOf(res)!.sub,
      subject_id: id,
    });
    res.status(204).end();
  });
  staff.delete('/bookings/:id', requirePermission('demos-delete'), async (req, res) => {
    const id = String(req.params.id);
    const cancelled = await demos.cancelBySlot(id);
    if (!cancelled) throw new AppError(404, 'error.404');
    // The slot, not the visitor: their name and address stay in the booking, out of the log.
    await deps.auth.audit.record({
      event: 'demo_booking_cancelled_by_staff',
      actor_id: claimsOf(res)!.sub,
      subject_id: id,
    });
    mailLater(cancelled, true);
    res.status(204).end();
  });
  router.use('/admin', staff);

  return router;
}
