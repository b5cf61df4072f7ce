// How the site handles data, in plain words, with what each cookie category of the consent
// dialog means. The formal privacy policy is its own page.
import { Trans } from '@lingui/react/macro';
import { consentStore } from '../consent/index.ts';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';

export default function DataProtectionPage() {
  const localize = useLocalizePath();
  return (
    <article className="page prose" aria-labelledby="data-protection-title">
      <h1 id="data-protection-title">
        <Trans>Data protection</Trans>
      </h1>
      <p className="lead">
        <Trans>
          We collect as little as we can, keep your catalogue on your own device, and load nothing that tracks
          you without your consent.
        </Trans>
      </p>
      <h2>
        <Trans>Cookies and similar storage</Trans>
      </h2>
      <dl className="definitions">
        <dt>
          <Trans>Essential (always on)</Trans>
        </dt>
        <dd>
          <Trans>
            Your sign-in, your language (the locale cookie, kept for 365 days), your cookie choice (kept for a
            year) and the data the app keeps on your device for offline use.
          </Trans>
        </dd>
        <dt>
          <Trans>Analytics</Trans>
        </dt>
        <dd>
          <Trans>
            Only with your consent: an analytics service counts visits and page views. Without consent, its
            script is not loaded at all.
          </Trans>
        </dd>
        <dt>
          <Trans>Marketing</Trans>
        </dt>
        <dd>
          <Trans>
            Only with your consent: an advertising-conversion tag measures whether our campaigns lead to
            registrations.
          </Trans>
        </dd>
        <dt>
          <Trans>Other</Trans>
        </dt>
        <dd>
          <Trans>Preferences beyond what the site needs. We currently set none.</Trans>
        </dd>
      </dl>
      <h2>
        <Trans>Changing your choice</Trans>
      </h2>
      <p>
        <Trans>
          You can change or withdraw your consent at any time. Withdrawing removes the analytics and
          advertising tags from the page and deletes their cookies.
        </Trans>
      </p>
      <p>
        <Button variant="secondary" onPress={() => consentStore().reopen()}>
          <Trans>Open cookie settings</Trans>
        </Button>
      </p>
      <h2>
        <Trans>Data on your device</Trans>
      </h2>
      <p>
        <Trans>
          With premium, the catalogue, publications, your favourites and saved comparisons are copied into
          your browser so that search works offline. Signing out deletes them from the device.
        </Trans>
      </p>
      <h2>
        <Trans>Your data and deleting your account</Trans>
      </h2>
      <p>
        <Trans>
          On your profile, “Download my data” gives you one archive of everything we keep about your account:
          your profile and verification, role and premium periods, consent choices, favourites, saved
          comparisons, reviews, forum threads and comments, the content you reported, quote requests, orders,
          demo bookings, contact messages and the security events of your account, as a JSON file and as a
          page to read.
        </Trans>
      </p>
      <p>
        <Trans>
          “Delete account” (with your password) closes your account at once and signs it out on every device;
          each device deletes its copy of your data when it next contacts us. After a waiting period of 30
          days the account is erased, unless you sign in again before then, which keeps it. With it go your
          favourites, saved comparisons (and their share links), drafts, reviews and posts that were not
          published, quote requests, demo bookings, contact messages and security events. Reviews and forum
          posts that others could read stay, shown as “former member”, without your name, company or
          workplace. Of each order we keep, for ten years as tax law requires, what was sold, when, for how
          much, and its receipt; nothing that names you.
        </Trans>
      </p>
      <h2>
        <Trans>Reporting content</Trans>
      </h2>
      <p>
        <Trans>
          A report of content stays with the item for the staff who decide on it: when, why and where. If you
          report as a guest, the name and email you give serve only to tell you the decision and to answer an
          objection to it; we delete them six months after your report was dealt with, when the time to object
          has passed. A report made with your account is part of “Download my data”; when your account is
          erased, it stays under “former member”.
        </Trans>
      </p>
      <p>
        <Link href={localize('/about/privacy')}>
          <Trans>Read the full privacy policy</Trans>
        </Link>
      </p>
    </article>
  );
}
