// The requests area: the public forms and what they ask of staff (contact, demo booking,
// quotations), with the spam measures they share (form-guard).
import type { MountPoints } from '../platform/http/mount-points.ts';
import type { Config } from '../platform/config.ts';
import type { StoreClient } from '../platform/store/couch-client.ts';
import type { Auth } from '../identity/index.ts';
import { createQuotationsRouter } from './quotations/quotations-router.ts';
import { createContactRouter } from './contact/contact-router.ts';
import { createDemoBookingRouter } from './demo-booking/demo-booking-router.ts';

export interface RequestsDeps {
  config: Config;
  store: StoreClient;
  auth: Auth;
}

export function mount(points: MountPoints, deps: RequestsDeps): void {
  points.api.use('/quotations', createQuotationsRouter(deps));
  points.api.use('/contact', createContactRouter(deps));
  points.api.use('/demo', createDemoBookingRouter(deps));
}

export { eraseRequester, requesterData, type Requester, type RequesterHolding } from './requester-data.ts';
