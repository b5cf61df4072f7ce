import { Trans } from '@lingui/react/macro';

/** Provider identification (§ 5 DDG, § 18 MStV). The details are this demo installation's. */
export default function ImprintPage() {
  return (
    <article className="page prose" aria-labelledby="imprint-title">
      <h1 id="imprint-title">
        <Trans>Imprint</Trans>
      </h1>
      <p className="notice">
        <Trans>
          This is a demo installation. The operator of a real installation replaces the details below with
          their own.
        </Trans>
      </p>
      <h2>
        <Trans>Provider</Trans>
      </h2>
      <address>
        POCT Atlas
        <br />
        <Trans>Example Street 1</Trans>
        <br />
        <Trans>10115 Berlin, Germany</Trans>
      </address>
      <h2>
        <Trans>Contact</Trans>
      </h2>
      <p>
        <Trans>
          Email: <a href="mailto:kontakt@poct-atlas.example">kontakt@poct-atlas.example</a>
        </Trans>
      </p>
      <h2>
        <Trans>Responsible for the content</Trans>
      </h2>
      <p>
        <Trans>The editorial team of POCT Atlas, at the address above.</Trans>
      </p>
      <h2>
        <Trans>No medical advice</Trans>
      </h2>
      <p>
        <Trans>
          The information on this site is compiled with care but replaces neither the manufacturer's
          instructions for use nor professional judgement. Prices are net and may have changed since they were
          collected.
        </Trans>
      </p>
      <h2>
        <Trans>Dispute resolution</Trans>
      </h2>
      <p>
        <Trans>
          We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer
          arbitration board.
        </Trans>
      </p>
    </article>
  );
}
