// "Download my data" on the profile: the server makes one archive of everything it keeps about
// the user (a JSON file and a readable page); the button starts it, the section asks every
// second while it is being made, then offers it to save until it expires.
import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale } from '../../i18n/use-locale.ts';
import { formatDateTime } from '../../lib/format.ts';
import { valueOf } from '../../lib/loaded.ts';
import { saveFile } from '../../lib/save-file.ts';
import { useLoad } from '../../lib/use-load.ts';
import { useApiErrorToast } from '../../session/api-error-toast.ts';
import { useAccountApi } from '../../session/use-account-api.ts';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';

const POLL_MS = 1000;

export function MyDataDownload({ username }: { username: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const api = useAccountApi();
  const toast = useApiErrorToast();
  const job = useLoad('my-data-export', (signal) => api.dataExport(signal));
  const state = valueOf(job.loaded);
  const { reload } = job;

  useEffect(() => {
    if (state?.status !== 'building') return;
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [state, reload]);

  const start = useFormSubmit({
    async send() {
      job.set(await api.startDataExport(locale));
    },
  });

  async function save() {
    try {
      const archive = await api.dataExportArchive();
      saveFile(archive, `poct-atlas-${username}-${new Date().toISOString().slice(0, 10)}.zip`);
    } catch (error) {
      toast(error);
    }
  }

  const building = state?.status === 'building';
  return (
    <Form onSubmit={start.onSubmit} className="account-form" aria-labelledby="my-data">
      <h2 id="my-data">
        <Trans>My data</Trans>
      </h2>
      <p>
        <Trans>
          One archive of everything POCT Atlas keeps about your account: machine-readable (JSON) and as a page
          to read.
        </Trans>
      </p>
      <Button type="submit" isPending={start.pending || building} className="form__submit">
        <Trans>Download my data</Trans>
      </Button>
      <div role="status">
        {building && (
          <p className="account-status">
            <Trans>Your archive is being prepared …</Trans>
          </p>
        )}
        {state?.status === 'failed' && (
          <p className="notice">
            <Trans>The archive could not be made. Please try again.</Trans>
          </p>
        )}
        {state?.status === 'ready' && state.expires_at && (
          <p className="account-status">
            {t`Your archive is ready until ${formatDateTime(state.expires_at, locale)}.`}{' '}
            <Button variant="secondary" onPress={() => void save()}>
              <Trans>Save the archive</Trans>
            </Button>
          </p>
        )}
      </div>
    </Form>
  );
}
