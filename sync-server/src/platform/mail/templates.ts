// The texts of every mail, in German and English; each mail is written in the recipient's
// language (the user's `language`; staff mails in the staff member's). Plain text and a small
// HTML part with the same words; names are escaped.
import { message, type Locale, type ModeratedKind, type ModerationGround } from '@poct/schemas';
import type { OutgoingMail } from './mailer.ts';

type Mail = Omit<OutgoingMail, 'to'>;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function compose(subject: string, paragraphs: string[], link?: { url: string; label: string }): Mail {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), '', 'POCT Atlas'].join(
    '\n\n',
  );
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    '<p>POCT Atlas</p>',
  ].join('\n');
  return { subject, text, html, ...(link ? { link: link.url } : {}) };
}

function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));
}

/** A guest who reported without a name is greeted without one. */
const greeting = (name: string, locale: Locale) =>
  locale === 'de' ? (name ? `Hallo ${name},` : 'Guten Tag,') : name ? `Hello ${name},` : 'Hello,';

export function confirmEmailMail(locale: Locale, name: string, url: string, hours: number): Mail {
  return locale === 'de'
    ? compose(
        'Bitte bestätigen Sie Ihre E-Mail-Adresse',
        [
          greeting(name, locale),
          'vielen Dank für Ihre Registrierung bei POCT Atlas. Bitte bestätigen Sie Ihre E-Mail-Adresse mit dem folgenden Link.',
          `Der Link ist ${hours} Stunden gültig. Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.`,
        ],
        { url, label: 'E-Mail-Adresse bestätigen' },
      )
    : compose(
        'Please confirm your email address',
        [
          greeting(name, locale),
          'thank you for registering with POCT Atlas. Please confirm your email address with the link below.',
          `The link is valid for ${hours} hours. If you did not register, ignore this email.`,
        ],
        { url, label: 'Confirm email address' },
      );
}

export function verificationApprovedMail(locale: Locale, name: string, until: string, url: string): Mail {
  const date = formatDate(until, locale);
  return locale === 'de'
    ? compose(
        'Ihre Verifizierung wurde bestätigt',
        [
          greeting(name, locale),
          `wir haben Ihre Angaben geprüft. Sie haben jetzt Premium-Zugang bis zum ${date}.`,
          'Melden Sie sich an, um Filter, Produktdetails, Publikationen und Vergleichsberichte zu nutzen.',
        ],
        { url, label: 'Anmelden' },
      )
    : compose(
        'Your verification was approved',
        [
          greeting(name, locale),
          `we have checked your details. You now have premium access until ${date}.`,
          'Sign in to use filters, product details, publications and comparison reports.',
        ],
        { url, label: 'Sign in' },
      );
}

export function verificationRejectedMail(locale: Locale, name: string, url: string): Mail {
  return locale === 'de'
    ? compose(
        'Ihre Verifizierung',
        [
          greeting(name, locale),
          message('verification.rejected', locale),
          'Ihr kostenloses Konto bleibt bestehen. Sie können in Ihrem Profil eine neue Verifizierung mit Ihrer Arzt-ID oder einer dienstlichen E-Mail-Adresse anfragen.',
        ],
        { url, label: 'Zum Profil' },
      )
    : compose(
        'Your verification',
        [
          greeting(name, locale),
          message('verification.rejected', locale),
          'Your free account remains. You can request verification again in your profile with your doctor ID or a work email address.',
        ],
        { url, label: 'Open your profile' },
      );
}

/** To the owner of an address someone tried to register again (the form answered as usual). */
export function registrationAttemptMail(
  locale: Locale,
  name: string,
  loginUrl: string,
  resetUrl: string,
): Mail {
  return locale === 'de'
    ? compose(
        'Registrierung mit Ihrer E-Mail-Adresse',
        [
          greeting(name, locale),
          'Jemand hat versucht, mit Ihrer E-Mail-Adresse ein neues Konto bei POCT Atlas anzulegen. Für diese Adresse besteht bereits Ihr Konto; es wurde kein zweites angelegt.',
          `Wenn Sie das waren, melden Sie sich einfach an oder setzen Sie Ihr Passwort zurück: ${resetUrl}`,
          'Wenn nicht, können Sie diese E-Mail ignorieren; an Ihrem Konto hat sich nichts geändert.',
        ],
        { url: loginUrl, label: 'Anmelden' },
      )
    : compose(
        'Registration with your email address',
        [
          greeting(name, locale),
          'Someone tried to create a new POCT Atlas account with your email address. Your account already uses this address, so no second account was created.',
          `If it was you, simply log in, or reset your password: ${resetUrl}`,
          'If it was not you, you can ignore this email; nothing about your account has changed.',
        ],
        { url: loginUrl, label: 'Log in' },
      );
}

export function passwordResetMail(locale: Locale, name: string, url: string, minutes: number): Mail {
  return locale === 'de'
    ? compose(
        'Passwort zurücksetzen',
        [
          greeting(name, locale),
          'Sie haben angefordert, Ihr Passwort zurückzusetzen. Mit dem folgenden Link wählen Sie ein neues Passwort.',
          `Der Link ist ${minutes} Minuten gültig und kann einmal verwendet werden. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.`,
        ],
        { url, label: 'Neues Passwort wählen' },
      )
    : compose(
        'Reset your password',
        [
          greeting(name, locale),
          'You asked to reset your password. Choose a new one with the link below.',
          `The link is valid for ${minutes} minutes and works once. If you did not ask for this, ignore this email; your password stays as it is.`,
        ],
        { url, label: 'Choose a new password' },
      );
}

export interface StaffSubject {
  name: string;
  email: string;
  username: string;
  institution?: string | undefined;
  company?: string | undefined;
  doctorId?: string | undefined;
}

function describe(subject: StaffSubject, locale: Locale): string[] {
  const de = locale === 'de';
  return [
    `${de ? 'Name' : 'Name'}: ${subject.name} (${subject.username})`,
    `${de ? 'E-Mail' : 'Email'}: ${subject.email}`,
    ...(subject.institution ? [`${de ? 'Einrichtung' : 'Institution'}: ${subject.institution}`] : []),
    ...(subject.company ? [`${de ? 'Firma' : 'Company'}: ${subject.company}`] : []),
    ...(subject.doctorId ? [`${de ? 'Arzt-ID' : 'Doctor ID'}: ${subject.doctorId}`] : []),
  ];
}

export function staffVerificationRequestedMail(locale: Locale, subject: StaffSubject, url: string): Mail {
  return locale === 'de'
    ? compose(
        `Neue Verifizierungsanfrage: ${subject.name}`,
        [
          'Eine Verifizierungsanfrage wartet auf Ihre Entscheidung (innerhalb von 24 Stunden).',
          ...describe(subject, locale),
        ],
        { url, label: 'Zur Warteschlange' },
      )
    : compose(
        `New verification request: ${subject.name}`,
        [
          'A verification request is waiting for your decision (within 24 hours).',
          ...describe(subject, locale),
        ],
        { url, label: 'Open the queue' },
      );
}

export function staffCommercialContactMail(locale: Locale, subject: StaffSubject, url: string): Mail {
  return locale === 'de'
    ? compose(
        `Gewerblicher Nutzer registriert: ${subject.name}`,
        [
          'Ein gewerblicher Nutzer hat sich registriert und seine E-Mail-Adresse bestätigt. Bitte kontaktieren Sie ihn zu Premium-Zugang und Preisen.',
          ...describe(subject, locale),
        ],
        { url, label: 'Zur Benutzerliste' },
      )
    : compose(
        `Commercial user registered: ${subject.name}`,
        [
          'A commercial user has registered and confirmed their email address. Please contact them about premium access and prices.',
          ...describe(subject, locale),
        ],
        { url, label: 'Open the user list' },
      );
}

/** What the author wrote, named as they would: German with its article (subject, object, "to"). */
const WRITTEN: Record<ModeratedKind, { de: [string, string, string]; en: string }> = {
  review: { de: ['Ihre Bewertung', 'Ihre Bewertung', 'Zur Bewertung'], en: 'review' },
  'forum-thread': { de: ['Ihr Beitrag', 'Ihren Beitrag', 'Zum Beitrag'], en: 'post' },
  'forum-comment': { de: ['Ihr Kommentar', 'Ihren Kommentar', 'Zum Kommentar'], en: 'comment' },
  post: { de: ['Ihr Blogbeitrag', 'Ihren Blogbeitrag', 'Zum Blogbeitrag'], en: 'blog post' },
};

/** What a decision against an item rests on, as its author reads it. */
const GROUND: Record<ModerationGround, Record<Locale, string>> = {
  law: {
    de: 'Rechtsgrundlage: Der Inhalt ist nach geltendem Recht unzulässig.',
    en: 'Ground: the content is unlawful under the applicable law.',
  },
  terms: {
    de: 'Grundlage: Der Inhalt verstößt gegen unsere Nutzungsbedingungen.',
    en: 'Ground: the content breaches our terms of use.',
  },
};

/**
 * To the author of a review, forum thread or comment when staff publish or reject it
 * (moderation/), naming what they wrote. A rejection is the statement of reasons: what was
 * decided about which item, why, on which ground, and how to object (signed in, at `url`).
 * The reason is the staff member's plain text; compose() escapes it in the HTML part.
 */
export function moderationDecisionMail(
  locale: Locale,
  kind: ModeratedKind,
  name: string,
  decision: 'published' | 'rejected',
  reason: string | undefined,
  url: string,
  ground: ModerationGround = 'terms',
): Mail {
  const published = decision === 'published';
  if (locale === 'de') {
    const [subject, object, to] = WRITTEN[kind].de;
    return compose(
      published ? `${subject} ist veröffentlicht` : `${subject} wurde nicht veröffentlicht`,
      [
        greeting(name, locale),
        `unsere Redaktion hat ${object} geprüft und ${published ? 'veröffentlicht' : 'nicht veröffentlicht'}.`,
        ...(published
          ? []
          : [
              ...(reason ? [`Grund: ${reason}`] : []),
              GROUND[ground].de,
              'Widerspruch: Sie können dieser Entscheidung widersprechen. Melden Sie sich an und legen Sie über den folgenden Link Widerspruch ein; die Redaktion prüft ihn erneut.',
            ]),
      ],
      { url, label: to },
    );
  }
  const written = WRITTEN[kind].en;
  return compose(
    published ? `Your ${written} is published` : `Your ${written} was not published`,
    [
      greeting(name, locale),
      published
        ? `our staff checked your ${written} and published it.`
        : `our staff checked your ${written} and did not publish it.`,
      ...(published
        ? []
        : [
            ...(reason ? [`Reason: ${reason}`] : []),
            GROUND[ground].en,
            'Objection: you may object to this decision. Sign in and object through the link below; our staff check it again.',
          ]),
    ],
    { url, label: `Open your ${written}` },
  );
}

const REPORTED: Record<ModeratedKind, Record<Locale, string>> = {
  review: { de: 'die von Ihnen gemeldete Bewertung', en: 'review' },
  'forum-thread': { de: 'den von Ihnen gemeldeten Beitrag', en: 'post' },
  'forum-comment': { de: 'den von Ihnen gemeldeten Kommentar', en: 'comment' },
  post: { de: 'den von Ihnen gemeldeten Blogbeitrag', en: 'blog post' },
};

/** To whoever reported an item, when staff decided on it: removed, or kept. */
export function reportDecisionMail(
  locale: Locale,
  kind: ModeratedKind,
  name: string,
  decision: 'published' | 'rejected',
): Mail {
  const removed = decision === 'rejected';
  return locale === 'de'
    ? compose('Ihre Meldung wurde geprüft', [
        greeting(name, locale),
        removed
          ? `vielen Dank für Ihre Meldung. Unsere Redaktion hat ${REPORTED[kind].de} geprüft und entfernt.`
          : `vielen Dank für Ihre Meldung. Unsere Redaktion hat ${REPORTED[kind].de} geprüft und keinen Verstoß festgestellt; der Inhalt bleibt sichtbar.`,
      ])
    : compose('Your report was checked', [
        greeting(name, locale),
        removed
          ? `thank you for your report. Our staff checked the ${REPORTED[kind].en} you reported and removed it.`
          : `thank you for your report. Our staff checked the ${REPORTED[kind].en} you reported and found no breach; it stays visible.`,
      ]);
}
