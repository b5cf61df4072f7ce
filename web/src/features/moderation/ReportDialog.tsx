// "Inhalt melden" / "Report content" under a review, forum thread or comment and a blog post: a
// notice to staff (Digital Services Act Art. 16) in a dialog that traps focus and gives it back
// to the button. The reader chooses what is wrong, explains it, sees the item's address (the
// server records it), may give a name and an email (a guest hears the decision there) and states
// good faith. Checked by the same request schema as the server (`report`); the server's refusals
// (already reported, too many reports) come through the form kit.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { checkRequest, REPORT_CATEGORIES, type ModeratedKind } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { useApi } from '../../lib/api-context.ts';
import { Button } from '../../ui/Button.tsx';
import { CheckField } from '../../ui/CheckField.tsx';
import { ChoiceField } from '../../ui/ChoiceField.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Form } from '../../ui/Form.tsx';
import { messagesByField } from '../../ui/form-values.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { useSession } from '../../session/use-session.ts';
import { useReportCategoryLabel } from './kind-labels.ts';
// The choice and check boxes' look (pages outside the account screens show this dialog too).
import '../../styles/account-forms.css';

/** What a report is about: its kind and id, and where a reader finds it (the page's address). */
export interface ReportTarget {
  kind: ModeratedKind;
  id: string;
  /** The item's address as the page shows it; the server records the item's own. */
  location?: string;
}

export function ReportDialog({ kind, id, location }: ReportTarget) {
  const { t } = useLingui();
  const locale = useLocale();
  const api = useApi();
  const categoryLabel = useReportCategoryLabel();
  const categories = REPORT_CATEGORIES.map((id) => ({ id, label: categoryLabel(id) }));
  const [open, setOpen] = useState(false);
  const { user } = useSession();
  // Sent, and whether we can tell the reporter the decision (an account, or a guest's email).
  const [sent, setSent] = useState<{ answered: boolean } | undefined>(undefined);
  const [category, setCategory] = useState<string | undefined>(undefined);
  const [reason, setReason] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [goodFaith, setGoodFaith] = useState(false);
  const address = location ?? (typeof window === 'undefined' ? '' : window.location.href);
  const body = () => ({
    category,
    reason,
    location: address,
    ...(name.trim() ? { name } : {}),
    ...(email.trim() ? { email } : {}),
    good_faith: goodFaith,
  });
  const { errors, formError, pending, onSubmit } = useFormSubmit({
    check() {
      const checked = checkRequest('report', body());
      return checked.ok ? {} : messagesByField(checked.errors, locale);
    },
    async send() {
      const checked = checkRequest('report', body());
      await api.request(`/api/moderation/${encodeURIComponent(kind)}/${encodeURIComponent(id)}/report`, {
        method: 'POST',
        body: checked.ok ? checked.body : body(),
      });
      setOpen(false);
      setSent({ answered: !!user || !!email.trim() });
    },
    refused: (_failure, fields) => (Object.keys(fields).length > 0 ? 'handled' : 'form'),
    focusInvalid: true,
  });
  if (sent)
    return (
      <p role="status" className="report-content__sent">
        {sent.answered ? (
          <Trans>Thank you. Our staff will look at your report and tell you their decision.</Trans>
        ) : (
          <Trans>Thank you. Our staff will look at your report.</Trans>
        )}
      </p>
    );
  return (
    <>
      <Button variant="quiet" onPress={() => setOpen(true)} className="report-content">
        <Trans>Report content</Trans>
      </Button>
      <Dialog title={t`Report content`} isOpen={open} onOpenChange={setOpen}>
        <Form validationBehavior="aria" onSubmit={onSubmit} className="report-content__form">
          <FormAlert text={formError} />
          <ChoiceField
            name="category"
            label={t`What is wrong with it?`}
            value={category}
            onChange={setCategory}
            options={categories}
            orientation="vertical"
            error={errors.category}
          />
          <TextField
            multiline
            label={t`Explanation`}
            description={t`Say as exactly as you can why the content is unlawful or breaks our terms of use.`}
            name="reason"
            value={reason}
            onChange={setReason}
            isRequired
            isInvalid={!!errors.reason}
            errorMessage={errors.reason}
          />
          <TextField label={t`Location`} name="location" value={address} isReadOnly />
          <TextField
            label={t`Your name (optional)`}
            name="name"
            value={name}
            onChange={setName}
            isInvalid={!!errors.name}
            errorMessage={errors.name}
          />
          <TextField
            label={t`Your email (optional)`}
            description={t`We tell you our decision at this address.`}
            name="email"
            type="email"
            value={email}
            onChange={setEmail}
            isInvalid={!!errors.email}
            errorMessage={errors.email}
          />
          <CheckField
            name="good_faith"
            isSelected={goodFaith}
            onChange={setGoodFaith}
            error={errors.good_faith}
          >
            <Trans>
              I am convinced in good faith that the information and allegations in this report are accurate
              and complete.
            </Trans>
          </CheckField>
          <Button type="submit" isPending={pending}>
            <Trans>Send report</Trans>
          </Button>
        </Form>
      </Dialog>
    </>
  );
}
