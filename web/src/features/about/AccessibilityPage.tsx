// The accessibility statement (Erklärung zur Barrierefreiheit): which standard the site aims at,
// how it is checked, what is known not to meet it, and how to tell us of a barrier, with the
// feedback form right on the page. Linked from every footer and from the workspace's sidebar.
import { Trans, useLingui } from '@lingui/react/macro';
import { ContactForm } from '../contact/index.ts';

export default function AccessibilityPage() {
  const { t } = useLingui();
  return (
    <article className="page prose" aria-labelledby="accessibility-title">
      <h1 id="accessibility-title">
        <Trans>Accessibility statement</Trans>
      </h1>
      <p className="lead">
        <Trans>
          POCT Atlas is meant to be usable by everyone, with a keyboard, a screen reader, magnification or on
          a small screen. This statement says how far that holds today.
        </Trans>
      </p>
      <h2>
        <Trans>Standard</Trans>
      </h2>
      <p>
        <Trans>
          We aim at the Web Content Accessibility Guidelines (WCAG) 2.1, level AA, as the harmonised European
          standard EN 301 549 asks of websites and apps.
        </Trans>
      </p>
      <h2>
        <Trans>How we check it</Trans>
      </h2>
      <ul className="prose__list">
        <li>
          <Trans>
            Every release is tested automatically in a real browser, page family by page family, in German and
            English, and must show no serious or critical accessibility violation.
          </Trans>
        </li>
        <li>
          <Trans>
            Forms, dialogs and menus are tested with the keyboard alone: dialogs keep and return the focus,
            and none of them needs a pointer.
          </Trans>
        </li>
        <li>
          <Trans>Pages are tested on a 390 pixel wide phone screen without sideways scrolling.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>Status of compliance</Trans>
      </h2>
      <p>
        <Trans>
          The site is partially compliant: the parts below do not yet fully meet the standard, and we are
          working on them.
        </Trans>
      </p>
      <ul className="prose__list">
        <li>
          <Trans>
            The comparison report as a PDF is a printout of the screen report; its structure for screen
            readers is limited. The same content is available as the accessible report page.
          </Trans>
        </li>
        <li>
          <Trans>
            Videos from manufacturers may lack captions; our own videos have captions in both languages.
          </Trans>
        </li>
        <li>
          <Trans>Documents that manufacturers publish and that we link to are outside our control.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>Report a barrier</Trans>
      </h2>
      <p>
        <Trans>
          If something on POCT Atlas is hard or impossible for you to use, tell us with the form below: which
          page, what you tried, and what happened. We answer by email, usually within two weeks, and say what
          we will change.
        </Trans>
      </p>
      <section aria-labelledby="accessibility-feedback-title" className="page--form contact">
        <h3 id="accessibility-feedback-title">
          <Trans>Feedback on accessibility</Trans>
        </h3>
        <ContactForm
          subject={t`Accessibility: a barrier on POCT Atlas`}
          intro={<Trans>Fields marked as required must be filled in.</Trans>}
        />
      </section>
      <h2>
        <Trans>Enforcement</Trans>
      </h2>
      <p>
        <Trans>
          If our answer does not satisfy you, you can turn to the market surveillance authority of the German
          federal states for the accessibility of products and services (MLBF), which oversees the German
          Accessibility Strengthening Act (BFSG).
        </Trans>
      </p>
    </article>
  );
}
