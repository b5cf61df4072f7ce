// Registration with a payment redirect: a visitor who chose a plan on the pricing page and then
// registers keeps that choice on this device (localStorage) through email confirmation and
// sign-in; the registration-success and welcome pages link back to the plan, and the pricing
// page forgets it once shown for it.
import { Trans } from '@lingui/react/macro';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { Link } from '../../ui/Link.tsx';

const KEY = 'poct-atlas.chosen-plan';
const PLAN_ID = /^[A-Za-z0-9_-]{1,100}$/;

export function rememberChosenPlan(planId: string | null): void {
  try {
    if (planId && PLAN_ID.test(planId)) window.localStorage.setItem(KEY, planId);
  } catch {
    // Storage may be unavailable (private mode); the choice is then simply not kept.
  }
}

export function chosenPlan(): string | null {
  try {
    const value = window.localStorage.getItem(KEY);
    return value && PLAN_ID.test(value) ? value : null;
  } catch {
    return null;
  }
}

export function forgetChosenPlan(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

/** "Continue to your chosen plan", when a plan was chosen before registering. */
export function ChosenPlanLink() {
  const localize = useLocalizePath();
  const planId = chosenPlan();
  if (!planId) return null;
  return (
    <p className="notice" data-testid="chosen-plan">
      <Trans>You chose a plan before registering.</Trans>{' '}
      <Link href={`${localize('/pricing')}?plan=${encodeURIComponent(planId)}`}>
        <Trans>Continue to your plan</Trans>
      </Link>
    </p>
  );
}
