// /contact: a public contact form in German and English. The form checks the shared
// rules first (focus on the first field at fault), shows the server's refusals beside their
// fields, keeps what was typed when the network fails, and thanks the visitor once sent. Spam
// measures live on the server; the page only carries them (the honeypot and the time trap).
import { Trans } from '@lingui/react/macro';
import { ContactForm } from './ContactForm.tsx';

export default function ContactPage() {
  return (
    <section className="page page--form contact" aria-labelledby="contact-title">
      <h1 id="contact-title">
        <Trans>Contact</Trans>
      </h1>
      <ContactForm
        intro={
          <Trans>
            Questions about the platform, premium access or a product? Write to us and we will answer by
            email. Fields marked as required must be filled in.
          </Trans>
        }
      />
    </section>
  );
}
