// Starts the signed-in user's quotation sender (it then runs for the life of the page).
import { useQuotations } from './use-outbox.ts';

export default function OutboxRunner() {
  useQuotations();
  return null;
}
