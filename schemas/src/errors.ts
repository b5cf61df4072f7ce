// The message catalogue: the HTTP error texts and the validation texts of the product, in
// English and German. The server answers `{statusCode, message}` with these texts
// in the request's language, and validation errors carry the key so a form can show them too.
// English texts the spec quotes are kept verbatim. The web build puts web/src/i18n/error-catalogue.ts
// in place of this module, so a page loads the texts of its own language only.
import type { Locale } from './constants.ts';
import { fillPlaceholders, statusKey } from './message-template.ts';

type Texts = Readonly<Record<Locale, string>>;

const TRY_LATER = { en: 'Please try again later.', de: 'Bitte versuchen Sie es später erneut.' };

export const MESSAGES = {
  // HTTP errors.
  'error.400': {
    en: 'Bad Request. Please check your input and try again.',
    de: 'Ungültige Anfrage. Bitte überprüfen Sie Ihre Eingaben und versuchen Sie es erneut.',
  },
  'error.401': {
    en: 'Unauthorized. Please log in to continue.',
    de: 'Nicht autorisiert. Bitte melden Sie sich an, um fortzufahren.',
  },
  'error.403': {
    en: 'You do not have permission to access this resource.',
    de: 'Sie haben keine Berechtigung, auf diese Ressource zuzugreifen.',
  },
  'error.404': {
    en: 'The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.',
    de: 'Die gesuchte Seite wurde möglicherweise entfernt, umbenannt oder ist vorübergehend nicht verfügbar.',
  },
  'error.404.resource': {
    en: "We couldn't find the specified resource",
    de: 'Wir konnten die angegebene Ressource nicht finden',
  },
  'error.404.post': {
    en: "We couldn't find the specified post",
    de: 'Wir konnten den angegebenen Beitrag nicht finden',
  },
  'error.404.comparison': {
    en: "We couldn't find the specified comparison",
    de: 'Wir konnten den angegebenen Vergleich nicht finden',
  },
  'error.404.role': {
    en: "We couldn't find the specified role",
    de: 'Wir konnten die angegebene Rolle nicht finden',
  },
  'error.404.user': {
    en: "We couldn't find the specified user",
    de: 'Wir konnten den angegebenen Benutzer nicht finden',
  },
  'error.409.session_expired': {
    en: 'The session expired, please log in again.',
    de: 'Die Sitzung ist abgelaufen, bitte melden Sie sich erneut an.',
  },
  'error.409.last_admin': {
    en: 'You are the last super-admin left!',
    de: 'Sie sind der letzte verbliebene Super-Admin!',
  },
  'error.409.email_taken': {
    en: 'An account with this email address already exists.',
    de: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
  },
  'error.409.username_taken': {
    en: 'This username is already taken.',
    de: 'Dieser Benutzername ist bereits vergeben.',
  },
  'error.409.role_in_use': {
    en: 'The role is still assigned to users.',
    de: 'Die Rolle ist noch Benutzern zugewiesen.',
  },
  'error.409.verification_state': {
    en: 'This verification request has already been decided or was withdrawn.',
    de: 'Über diese Verifizierungsanfrage wurde bereits entschieden oder sie wurde zurückgezogen.',
  },
  'error.409.changed': {
    en: 'Someone else changed this entry in the meantime. Reload it and make your change again.',
    de: 'Jemand anderes hat diesen Eintrag inzwischen geändert. Laden Sie ihn neu und ändern Sie ihn erneut.',
  },
  'error.409.already_reported': {
    en: 'You have already reported this.',
    de: 'Sie haben diesen Beitrag bereits gemeldet.',
  },
  'error.400.unsubscribe_link': {
    en: 'This unsubscribe link is not valid. Turn the alert digest off in your profile instead.',
    de: 'Dieser Abmeldelink ist ungültig. Schalten Sie die Benachrichtigungs-E-Mail stattdessen in Ihrem Profil ab.',
  },
  'error.409.post_removed': {
    en: 'This post was removed after a report. Only a new moderation decision can show it again.',
    de: 'Dieser Beitrag wurde nach einer Meldung entfernt. Nur eine neue Moderationsentscheidung kann ihn wieder anzeigen.',
  },
  'error.409.nothing_to_object': {
    en: 'There is no decision to object to, or your objection is already waiting for staff.',
    de: 'Es gibt keine Entscheidung, gegen die Sie Widerspruch einlegen können, oder Ihr Widerspruch liegt bereits vor.',
  },
  'error.409.withdrawn': {
    en: 'Its author has withdrawn this.',
    de: 'Der Verfasser hat dies zurückgezogen.',
  },
  'error.413': {
    en: 'The request is too large.',
    de: 'Die Anfrage ist zu groß.',
  },
  'error.413.upload': {
    en: 'The file is too large. Please choose an image of at most {max} MB.',
    de: 'Die Datei ist zu groß. Bitte wählen Sie ein Bild mit höchstens {max} MB.',
  },
  'error.415.json': {
    en: 'The request must be sent as JSON (Content-Type: application/json).',
    de: 'Die Anfrage muss als JSON gesendet werden (Content-Type: application/json).',
  },
  'error.415.upload': {
    en: 'This file is not a supported image. Please choose a PNG, JPEG, WebP or GIF image.',
    de: 'Diese Datei ist kein unterstütztes Bild. Bitte wählen Sie ein PNG-, JPEG-, WebP- oder GIF-Bild.',
  },
  'error.422.role_permission': {
    en: 'The role must have, at least, one permission.',
    de: 'Die Rolle muss mindestens eine Berechtigung haben.',
  },
  'error.429': {
    en: 'Too many requests. Please wait a moment and try again.',
    de: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  },
  'error.429.login': {
    en: 'Too many failed sign-in attempts. Please wait {minutes} min and try again.',
    de: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie {minutes} Min. und versuchen Sie es erneut.',
  },
  'error.500': {
    en: `Internal server error. ${TRY_LATER.en}`,
    de: `Interner Serverfehler. ${TRY_LATER.de}`,
  },
  'error.502': {
    en: `Bad gateway. ${TRY_LATER.en}`,
    de: `Fehlerhaftes Gateway. ${TRY_LATER.de}`,
  },
  'error.503': {
    en: `Service unavailable. ${TRY_LATER.en}`,
    de: `Dienst nicht verfügbar. ${TRY_LATER.de}`,
  },
  'error.504': {
    en: `Gateway timeout. ${TRY_LATER.en}`,
    de: `Zeitüberschreitung am Gateway. ${TRY_LATER.de}`,
  },
  'error.invalid_token': {
    en: 'Login failed. Please try again.',
    de: 'Anmeldung fehlgeschlagen. Bitte versuchen Sie es erneut.',
  },
  'error.fatal': {
    en: 'Something wrong happened. Try again later or contact the administrator.',
    de: 'Etwas ist schiefgelaufen. Versuchen Sie es später erneut oder wenden Sie sich an den Administrator.',
  },

  // Accounts.
  'error.email_not_found': {
    en: 'This email address was not found in our database.',
    de: 'Diese E-Mail-Adresse wurde in unserer Datenbank nicht gefunden.',
  },
  'error.reset_link_expired': {
    en: 'The password reset link has expired. Please request another email.',
    de: 'Der Link zum Zurücksetzen des Passworts ist abgelaufen. Bitte fordern Sie eine neue E-Mail an.',
  },
  'error.verify_failed': {
    en: 'Email verification failed. The link may have expired.',
    de: 'Die Bestätigung der E-Mail-Adresse ist fehlgeschlagen. Der Link ist möglicherweise abgelaufen.',
  },
  'error.verify_already_confirmed': {
    en: 'This email address is already confirmed. You can log in.',
    de: 'Diese E-Mail-Adresse ist bereits bestätigt. Sie können sich anmelden.',
  },
  'verification.rejected': {
    en: 'Unfortunately, we could not verify your data.',
    de: 'Leider konnten wir Ihre Angaben nicht verifizieren.',
  },

  // Payment orders.
  'error.order.409': {
    en: 'This payment does not belong to you or has not been paid.',
    de: 'Diese Zahlung gehört nicht zu Ihnen oder wurde nicht bezahlt.',
  },
  'error.order.422': {
    en: 'The payment is invalid or has expired.',
    de: 'Die Zahlung ist ungültig oder abgelaufen.',
  },
  'error.order.503': {
    en: 'The payment provider is having problems. Please try again.',
    de: 'Beim Zahlungsanbieter gibt es Probleme. Bitte versuchen Sie es erneut.',
  },
  'error.order.consent': {
    en: 'Please agree that your access starts at once and that your right of withdrawal ends with it.',
    de: 'Bitte stimmen Sie zu, dass Ihr Zugang sofort beginnt und Ihr Widerrufsrecht damit erlischt.',
  },
  'error.order.on_request': {
    en: 'This plan is available on request. Please send us a request.',
    de: 'Dieser Tarif ist auf Anfrage erhältlich. Bitte senden Sie uns eine Anfrage.',
  },
  'error.order.commercial': {
    en: 'Our staff will contact you about premium access and prices for commercial users.',
    de: 'Unser Team meldet sich bei Ihnen zu Premium-Zugang und Preisen für gewerbliche Nutzer.',
  },
  'error.payments_not_configured': {
    en: 'Payments are not configured on this server.',
    de: 'Zahlungen sind auf diesem Server nicht eingerichtet.',
  },
  'error.order.other': {
    en: 'Your order could not be completed. Please contact support.',
    de: 'Ihre Bestellung konnte nicht abgeschlossen werden. Bitte wenden Sie sich an den Support.',
  },

  // Demo booking (the /demo page).
  'error.demo.slot_taken': {
    en: 'This slot has just been taken. Please choose another one.',
    de: 'Dieser Termin wurde gerade vergeben. Bitte wählen Sie einen anderen.',
  },
  'error.demo.slot_gone': {
    en: 'This slot is no longer available. Please choose another one.',
    de: 'Dieser Termin ist nicht mehr verfügbar. Bitte wählen Sie einen anderen.',
  },
  'error.demo.slot_booked': {
    en: 'This slot is booked; cancel the booking before deleting the slot.',
    de: 'Dieser Termin ist gebucht; stornieren Sie die Buchung, bevor Sie den Termin löschen.',
  },
  'error.demo.cancel_link': {
    en: 'This cancellation link is not valid, or the booking has already been cancelled.',
    de: 'Dieser Stornierungslink ist ungültig, oder die Buchung wurde bereits storniert.',
  },
  'validation.demo.slot_past': {
    en: 'The slot must start in the future',
    de: 'Der Termin muss in der Zukunft beginnen',
  },

  // Forum.
  // The spec's 403 of a forum write, word for word (writing needs verified premium).
  'error.forum.403': {
    en: 'You do not have permission to access this resource.',
    de: 'Sie haben keine Berechtigung, auf diese Ressource zuzugreifen.',
  },
  'error.forum.404': {
    en: 'The subtopic was not found or has been deleted.',
    de: 'Das Unterthema wurde nicht gefunden oder wurde gelöscht.',
  },
  'error.forum.thread_404': {
    en: 'The thread was not found or has been deleted.',
    de: 'Der Beitrag wurde nicht gefunden oder wurde gelöscht.',
  },
  'error.forum.not_author': {
    en: 'Only the author may change this text.',
    de: 'Nur die Verfasserin oder der Verfasser darf diesen Text ändern.',
  },
  // Deleting a topic would orphan its sub-topics (forum/topic-routers.ts).
  'error.forum.topic_has_sub_topics': {
    en: 'This topic still has sub-topics. Delete them or move them to another topic first.',
    de: 'Dieses Thema hat noch Unterthemen. Löschen Sie diese oder verschieben Sie sie zuerst in ein anderes Thema.',
  },
  // Why a post waits (moderation status_reason): the forum rules forbid naming company staff.
  'forum.waiting.watched_word': {
    en: 'Your text names a person on our list of company staff, which the forum rules forbid. It waits for a moderator to approve it before others see it.',
    de: 'Ihr Text nennt eine Person auf unserer Liste von Firmenmitarbeitenden, was die Forenregeln verbieten. Er wird erst nach Freigabe durch die Moderation für andere sichtbar.',
  },

  // Why a post or review waits (moderation status_reason): its text is the text of one of the
  // author's items that staff rejected or have not decided on (sync-server moderation/author-writes.ts).
  'moderation.waiting.copy': {
    en: 'Your text is the same as one of yours that our moderators rejected or are still checking. It waits for a moderator to approve it before others see it.',
    de: 'Ihr Text gleicht einem Ihrer Texte, den die Moderation abgelehnt hat oder noch prüft. Er wird erst nach Freigabe durch die Moderation für andere sichtbar.',
  },

  // Search, reports, pages.
  'search.empty': {
    en: 'No products found. Try the filter; the product may not be available.',
    de: 'Keine Produkte gefunden. Versuchen Sie es mit dem Filter; das Produkt ist möglicherweise nicht verfügbar.',
  },
  'report.warning_missing_parameters': {
    en: 'Parameters that were not calculated may be missing from this report.',
    de: 'Parameter, die nicht berechnet wurden, fehlen möglicherweise in diesem Bericht.',
  },
  'not_found.page': {
    en: 'Page Not Found: {path}',
    de: 'Seite nicht gefunden: {path}',
  },
  'warning.no_official_website': {
    en: 'This product has no official website or information.',
    de: 'Zu diesem Produkt gibt es keine offizielle Website und keine Informationen.',
  },

  // Catalogue import and export (sync-server content/catalogue-import/).
  'import.file_type': {
    en: 'This file type cannot be imported. Please upload a CSV file, an Excel workbook (.xlsx) or a FHIR Bundle (JSON).',
    de: 'Dieser Dateityp kann nicht importiert werden. Bitte laden Sie eine CSV-Datei, eine Excel-Arbeitsmappe (.xlsx) oder ein FHIR-Bundle (JSON) hoch.',
  },
  'import.too_large': {
    en: 'The file is larger than {max} MB and cannot be imported.',
    de: 'Die Datei ist größer als {max} MB und kann nicht importiert werden.',
  },
  'import.empty': {
    en: 'The file contains no products.',
    de: 'Die Datei enthält keine Produkte.',
  },
  'import.headers': {
    en: 'No known column headers: the first row must hold the headers of the template.',
    de: 'Keine bekannten Spaltenüberschriften: Die erste Zeile muss die Überschriften der Vorlage enthalten.',
  },
  'import.encoding': {
    en: 'The text encoding of the file cannot be read. Please save it as UTF-8 or Windows-1252 (ANSI).',
    de: 'Die Zeichenkodierung der Datei ist nicht lesbar. Bitte speichern Sie sie als UTF-8 oder Windows-1252 (ANSI).',
  },
  'import.csv': {
    en: 'The CSV file is malformed (for example an unclosed quotation mark) and cannot be read.',
    de: 'Die CSV-Datei ist fehlerhaft (zum Beispiel ein nicht geschlossenes Anführungszeichen) und kann nicht gelesen werden.',
  },
  'import.xlsx_damaged': {
    en: 'The Excel file is damaged and cannot be read.',
    de: 'Die Excel-Datei ist beschädigt und kann nicht gelesen werden.',
  },
  'import.xlsx_bomb': {
    en: 'The Excel file would unpack to more than {max} MB or has too many parts; it is not read.',
    de: 'Die Excel-Datei würde entpackt mehr als {max} MB ergeben oder hat zu viele Bestandteile; sie wird nicht gelesen.',
  },
  'import.xlsx_sheets': {
    en: 'The Excel file has no sheet named “products” (or “Produkte”).',
    de: 'Die Excel-Datei hat kein Tabellenblatt „Produkte“ (oder „products“).',
  },
  'import.formula': {
    en: 'This cell holds a formula. Formulas are not imported: please enter the value itself.',
    de: 'Diese Zelle enthält eine Formel. Formeln werden nicht importiert: Bitte tragen Sie den Wert selbst ein.',
  },
  'import.fhir_invalid': {
    en: 'The file is not a valid FHIR R4 resource: {reason}',
    de: 'Die Datei ist keine gültige FHIR-R4-Ressource: {reason}',
  },
  'import.fhir_profile': {
    en: 'The FHIR Bundle is not in the HL7 LIVD profile: {reason}',
    de: 'Das FHIR-Bundle entspricht nicht dem HL7-LIVD-Profil: {reason}',
  },
  'import.number': {
    en: 'Please enter a number, for example 12,5 or 1.770,50',
    de: 'Bitte geben Sie eine Zahl ein, zum Beispiel 12,5 oder 1.770,50',
  },
  'import.boolean': {
    en: 'Please enter yes or no',
    de: 'Bitte geben Sie ja oder nein ein',
  },
  'import.unknown_master': {
    en: 'Unknown entry “{value}”: create it or map it to an existing entry.',
    de: 'Unbekannter Eintrag „{value}“: Legen Sie ihn an oder ordnen Sie ihn einem vorhandenen Eintrag zu.',
  },
  'import.product_missing': {
    en: 'This test names a product that the products sheet does not contain.',
    de: 'Dieser Test nennt ein Produkt, das im Tabellenblatt Produkte nicht vorkommt.',
  },
  'import.link_product_missing': {
    en: 'This link names a product that the products sheet does not contain.',
    de: 'Dieser Link nennt ein Produkt, das im Tabellenblatt Produkte nicht vorkommt.',
  },
  'import.duplicate': {
    en: 'This product appears more than once in the file.',
    de: 'Dieses Produkt kommt mehr als einmal in der Datei vor.',
  },
  'import.price_missing': {
    en: 'The file has no prices for this new product: they are set to 0 and must be entered.',
    de: 'Die Datei enthält keine Preise für dieses neue Produkt: Sie werden auf 0 gesetzt und müssen nachgetragen werden.',
  },
  'import.conflict': {
    en: 'Someone else changed this product since the dry run; it was left as it is.',
    de: 'Jemand anderes hat dieses Produkt seit dem Probelauf geändert; es wurde nicht verändert.',
  },
  'import.batch_state': {
    en: 'This import batch cannot do that now (it is already applied, undone or running).',
    de: 'Dieser Importvorgang kann das gerade nicht (er ist bereits übernommen, rückgängig gemacht oder läuft).',
  },
  'import.choices': {
    en: 'The choices for unknown entries are not readable.',
    de: 'Die Auswahl für unbekannte Einträge ist nicht lesbar.',
  },

  // Validation.
  'validation.review_declaration': {
    en: 'Please confirm that you are neither the manufacturer nor a distributor of this product.',
    de: 'Bitte bestätigen Sie, dass Sie weder Hersteller noch Vertreiber dieses Produkts sind.',
  },
  'validation.required': {
    en: 'This field is required',
    de: 'Dieses Feld ist erforderlich',
  },
  'validation.emails_mismatch': {
    en: "The emails don't match",
    de: 'Die E-Mail-Adressen stimmen nicht überein',
  },
  'validation.passwords_mismatch': {
    en: "The passwords don't match",
    de: 'Die Passwörter stimmen nicht überein',
  },
  'validation.current_password': {
    en: 'Incorrect current password',
    de: 'Das aktuelle Passwort ist falsch',
  },
  'validation.select': {
    en: 'You must select an element',
    de: 'Sie müssen ein Element auswählen',
  },
  'validation.abstract_required': {
    en: 'Abstract is required',
    de: 'Zusammenfassung ist erforderlich',
  },
  'validation.username': {
    en: 'Only lowercase letters and digits are allowed',
    de: 'Nur Kleinbuchstaben und Ziffern sind erlaubt',
  },
  'validation.min_price': {
    en: 'The minimum price must be 0 or more',
    de: 'Der Mindestpreis muss 0 oder höher sein',
  },
  'validation.max_price': {
    en: 'The maximum price must not be lower than the minimum price',
    de: 'Der Höchstpreis darf nicht niedriger als der Mindestpreis sein',
  },
  'validation.default_price': {
    en: 'The default price must be 0 or more',
    de: 'Der Standardpreis muss 0 oder höher sein',
  },
  'validation.role_permission': {
    en: 'The role must have, at least, one permission.',
    de: 'Die Rolle muss mindestens eine Berechtigung haben.',
  },
  'validation.min_length': {
    en: 'Please enter at least {min} characters',
    de: 'Bitte geben Sie mindestens {min} Zeichen ein',
  },
  'validation.max_length': {
    en: 'Please enter at most {max} characters',
    de: 'Bitte geben Sie höchstens {max} Zeichen ein',
  },
  'validation.email': {
    en: 'Please enter a valid email address',
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  },
  'validation.url': {
    en: 'Please enter a valid URL',
    de: 'Bitte geben Sie eine gültige URL ein',
  },
  'validation.image_upload': {
    en: 'Please upload the image: only images uploaded to POCT Atlas can be shown, not links to other sites.',
    de: 'Bitte laden Sie das Bild hoch: Angezeigt werden nur auf POCT Atlas hochgeladene Bilder, keine Links zu anderen Seiten.',
  },
  'validation.date': {
    en: 'Please enter a valid date',
    de: 'Bitte geben Sie ein gültiges Datum ein',
  },
  'validation.loinc': {
    en: 'Please enter a valid LOINC code with its check digit (e.g. 1988-5)',
    de: 'Bitte geben Sie einen gültigen LOINC-Code mit Prüfziffer ein (z. B. 1988-5)',
  },
  'validation.gtin': {
    en: 'Please enter a valid GS1 device identifier (GTIN with its check digit)',
    de: 'Bitte geben Sie eine gültige GS1-Produktkennung ein (GTIN mit Prüfziffer)',
  },
  'validation.sctid': {
    en: 'Please enter a valid SNOMED CT ID',
    de: 'Bitte geben Sie eine gültige SNOMED-CT-ID ein',
  },
  'validation.emdn': {
    en: 'Please enter a valid EMDN code (e.g. W0105)',
    de: 'Bitte geben Sie einen gültigen EMDN-Code ein (z. B. W0105)',
  },
  'validation.hl7_specimen': {
    en: 'Please enter a specimen type code of HL7 table 0487 (e.g. SER, BLDC)',
    de: 'Bitte geben Sie einen Probenart-Code der HL7-Tabelle 0487 ein (z. B. SER, BLDC)',
  },
  'validation.srn': {
    en: 'Please enter a valid SRN (e.g. DE-MF-000012345)',
    de: 'Bitte geben Sie eine gültige SRN ein (z. B. DE-MF-000012345)',
  },
  'validation.ucum': {
    en: 'Please enter a valid unit (UCUM, e.g. µl or min)',
    de: 'Bitte geben Sie eine gültige Einheit ein (UCUM, z. B. µl oder min)',
  },
  'validation.number_min': {
    en: 'The value must be at least {min}',
    de: 'Der Wert muss mindestens {min} betragen',
  },
  'validation.number_max': {
    en: 'The value must be at most {max}',
    de: 'Der Wert darf höchstens {max} betragen',
  },
  'validation.doctor_id': {
    en: 'Please enter a valid doctor ID (LANR, doctor number or GLN)',
    de: 'Bitte geben Sie eine gültige Arzt-ID ein (LANR, Arztnummer oder GLN)',
  },
  'validation.doctor_id_required': {
    en: 'With a private email address, please enter your doctor ID (LANR, doctor number or GLN)',
    de: 'Bei einer privaten E-Mail-Adresse geben Sie bitte Ihre Arzt-ID ein (LANR, Arztnummer oder GLN)',
  },
  'validation.terms': {
    en: 'You must accept the terms of use and the privacy policy',
    de: 'Sie müssen die Nutzungsbedingungen und die Datenschutzerklärung akzeptieren',
  },
  'validation.privacy_consent': {
    en: 'Please agree to the processing of your details as described in the privacy policy',
    de: 'Bitte stimmen Sie der Verarbeitung Ihrer Angaben gemäß der Datenschutzerklärung zu',
  },
  'validation.report_good_faith': {
    en: 'Please confirm that your report is accurate and made in good faith',
    de: 'Bitte bestätigen Sie, dass Ihre Meldung zutrifft und in gutem Glauben erfolgt',
  },
  'validation.hcp_confirmation': {
    en: 'Please confirm that you are a healthcare professional or work in hospital procurement',
    de: 'Bitte bestätigen Sie, dass Sie im Gesundheitswesen tätig sind oder im Krankenhauseinkauf arbeiten',
  },
  'validation.alternative_self': {
    en: 'A product cannot be its own alternative',
    de: 'Ein Produkt kann nicht seine eigene Alternative sein',
  },
  'validation.alternative_both': {
    en: 'A product cannot be pinned and excluded at once',
    de: 'Ein Produkt kann nicht zugleich angeheftet und ausgeschlossen sein',
  },
  'validation.safety_notice_only': {
    en: 'Only a safety notice names an authority and a reference',
    de: 'Nur ein Sicherheitshinweis nennt eine Behörde und ein Aktenzeichen',
  },
  'validation.safety_notice_reference': {
    en: "Please enter the authority's reference number",
    de: 'Bitte geben Sie das Aktenzeichen der Behörde ein',
  },
  'validation.safety_notice_category': {
    en: 'A safety notice belongs to the category “Manual: product documentation”',
    de: 'Ein Sicherheitshinweis gehört zur Kategorie „Handbuch: Produktdokumentation“',
  },
  'validation.safety_notice_signal': {
    en: 'A safety notice carries the red signal',
    de: 'Ein Sicherheitshinweis trägt das rote Signal',
  },
  'validation.consumable_cost': {
    en: 'The consumable cost per test must be between 0 and 100,000 EUR',
    de: 'Die Verbrauchsmaterialkosten pro Test müssen zwischen 0 und 100.000 EUR liegen',
  },
  'validation.quality_control': {
    en: 'Please enter a whole number of control measurements from 0 to 1,000',
    de: 'Bitte geben Sie die Kontrollmessungen als ganze Zahl von 0 bis 1.000 an',
  },
  'validation.quality_control_empty': {
    en: 'Please enter the control measurements per day or per new lot, or leave both empty',
    de: 'Bitte geben Sie die Kontrollmessungen pro Tag oder pro neuer Charge an oder lassen Sie beide leer',
  },
  'validation.tree_item': {
    en: 'An item cannot be its own parent, nor a parent and a child at once',
    de: 'Ein Eintrag kann weder sein eigenes übergeordnetes Element noch zugleich über- und untergeordnet sein',
  },
} as const satisfies Record<string, Texts>;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Readonly<Record<string, string | number>>;

/** The catalogue key that answers a bare HTTP status (an error without a key of its own). */
export function keyForStatus(status: number): MessageKey {
  return statusKey(status) as MessageKey;
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(MESSAGES, key);
}

/**
 * The text for `key` in `locale`, with `{name}` placeholders filled from `params`. Keys arrive
 * as plain strings from error objects, so an unknown key returns itself rather than throwing:
 * a raw key on screen is easier to trace than a crash while reporting another error.
 */
export function message(key: MessageKey | (string & {}), locale: Locale, params?: MessageParams): string {
  return fillPlaceholders(isMessageKey(key) ? MESSAGES[key][locale] : key, params);
}
