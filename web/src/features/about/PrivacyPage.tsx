import { Trans } from '@lingui/react/macro';

/** The privacy policy (Art. 13 GDPR). */
export default function PrivacyPage() {
  return (
    <article className="page prose" aria-labelledby="privacy-title">
      <h1 id="privacy-title">
        <Trans>Privacy policy</Trans>
      </h1>
      <h2>
        <Trans>Controller</Trans>
      </h2>
      <p>
        <Trans>
          The provider named in the imprint is responsible for processing your personal data on this site.
        </Trans>
      </p>
      <h2>
        <Trans>What we process, why, and on which legal basis</Trans>
      </h2>
      <ul className="prose__list">
        <li>
          <Trans>
            Account data (name, email, institution, doctor ID) to provide your account and verify healthcare
            professionals: performance of the contract, Art. 6(1)(b) GDPR.
          </Trans>
        </li>
        <li>
          <Trans>
            Server logs (address, time, page) for up to 14 days to keep the service secure: legitimate
            interest, Art. 6(1)(f) GDPR.
          </Trans>
        </li>
        <li>
          <Trans>
            Analytics and advertising conversion only with your consent: Art. 6(1)(a) GDPR and § 25(1) TDDDG.
            You can withdraw it at any time with effect for the future.
          </Trans>
        </li>
        <li>
          <Trans>
            Payment data is processed by our card payment provider; we never see your card number.
          </Trans>
        </li>
      </ul>
      <h2>
        <Trans>How long we keep data</Trans>
      </h2>
      <p>
        <Trans>
          As long as your account exists, and afterwards only as long as the law requires us to keep invoices.
        </Trans>
      </p>
      <h2>
        <Trans>Your rights</Trans>
      </h2>
      <p>
        <Trans>
          You have the right of access, rectification, erasure, restriction of processing, data portability
          and objection, and the right to lodge a complaint with a supervisory authority.
        </Trans>
      </p>
    </article>
  );
}
