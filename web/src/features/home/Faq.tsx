// The FAQ as disclosures: each question is a button that opens its answer, reachable by
// keyboard, with its state announced.
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Disclosure, DisclosureGroup } from '../../ui/Disclosure.tsx';

function Question({ id, question, children }: { id: string; question: ReactNode; children: ReactNode }) {
  return (
    <Disclosure id={id} title={question}>
      {children}
    </Disclosure>
  );
}

export function Faq() {
  return (
    <DisclosureGroup className="faq">
      <Question id="independent" question={<Trans>Who is behind POCT Atlas, and is it independent?</Trans>}>
        <p>
          <Trans>
            POCT Atlas is an independent information platform. Manufacturers cannot buy a better position in
            the search or the comparison; advertising is marked as such.
          </Trans>
        </p>
      </Question>
      <Question id="free" question={<Trans>What can I do without premium?</Trans>}>
        <p>
          <Trans>
            With a free account you search by manufacturer or product name and see the first two results.
            Filters, product details, publications, reviews and comparison reports need premium.
          </Trans>
        </p>
      </Question>
      <Question id="hcp" question={<Trans>How do I get premium for free?</Trans>}>
        <p>
          <Trans>
            Register as a healthcare professional with your doctor ID (LANR, doctor number or GLN) or a work
            email that can be checked online. We verify your details within 24 hours.
          </Trans>
        </p>
      </Question>
      <Question id="offline" question={<Trans>Does POCT Atlas work offline?</Trans>}>
        <p>
          <Trans>
            Yes. Install it as an app; with premium the catalogue, publications and your favourites are kept
            on your device and stay searchable without a network.
          </Trans>
        </p>
      </Question>
      <Question id="prices" question={<Trans>Are the device prices up to date?</Trans>}>
        <p>
          <Trans>
            The prices were collected in July 2025 and are net prices. Ask the supplier for a quote before you
            buy; you can send a quote request from the product page.
          </Trans>
        </p>
      </Question>
    </DisclosureGroup>
  );
}
