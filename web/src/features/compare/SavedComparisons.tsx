// Saving the current selection under a name, and the list of saved comparisons: open, rename,
// replace the products by the current selection, share by link, delete. Everything is written to
// the device's database and replicates, so it works offline and reaches the user's other devices.
import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SAVED_COMPARISON_NAME_MAX_LENGTH, type SavedComparison } from '@poct/schemas';
import { useLocale, useLocalizePath } from '../../i18n/use-locale.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { Link } from '../../ui/Link.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useRequiredTextSubmit } from '../../ui/use-form-submit.ts';
import { deleteComparison, saveComparison, shareComparison, updateComparison } from './saved-comparisons.ts';
import type { SavedComparisons as Saved } from './use-saved-comparisons.ts';

/** `/compare?saved=<id>` or `?shared=<token>`, in the page's language. */
export function useComparisonPath(): (param: 'saved' | 'shared', value: string) => string {
  const localize = useLocalizePath();
  return (param, value) => `${localize('/compare')}?${param}=${encodeURIComponent(value)}`;
}

function NameForm(props: {
  initial: string;
  label: string;
  submitLabel: string;
  send: (name: string) => Promise<unknown>;
  onDone?: () => void;
}) {
  const { value, setValue, pending, onSubmit, error } = useRequiredTextSubmit(
    'name',
    props.initial,
    async (name) => {
      await props.send(name);
      props.onDone?.();
    },
  );
  return (
    <Form onSubmit={onSubmit} className="saved-comparisons__form">
      <TextField
        name="name"
        label={props.label}
        value={value}
        onChange={setValue}
        maxLength={SAVED_COMPARISON_NAME_MAX_LENGTH}
        isInvalid={!!error}
        errorMessage={error}
      />
      <Button type="submit" isPending={pending}>
        {props.submitLabel}
      </Button>
    </Form>
  );
}

export function SaveComparisonForm({ saved, ids }: { saved: Saved; ids: readonly string[] }) {
  const { t } = useLingui();
  const [done, setDone] = useState<string | null>(null);
  return (
    <section className="saved-comparisons__save" aria-labelledby="save-comparison">
      <h2 id="save-comparison">
        <Trans>Save this comparison</Trans>
      </h2>
      <NameForm
        key={done ?? ''}
        initial=""
        label={t`Name of the comparison`}
        submitLabel={t`Save comparison`}
        send={async (name) => setDone((await saveComparison(saved.local, saved.userId, name, ids)).name)}
      />
      {done && (
        <p role="status">
          <Trans>Saved as “{done}”. It is on your other devices once they are online.</Trans>
        </p>
      )}
    </section>
  );
}

function SavedItem(props: { saved: Saved; comparison: SavedComparison; currentIds: readonly string[] }) {
  const { saved, comparison, currentIds } = props;
  const { t } = useLingui();
  const locale = useLocale();
  const pathOf = useComparisonPath();
  const [renaming, setRenaming] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const count = comparison.product_ids.length;
  const when = formatDateTime(comparison.updated_at, locale);
  const share = async () => {
    const token = await shareComparison(saved.local, saved.userId, comparison);
    setLink(new URL(pathOf('shared', token), window.location.origin).href);
  };
  return (
    <li className="saved-comparisons__item">
      <Link href={pathOf('saved', comparison.id)} className="saved-comparisons__name">
        {comparison.name}
      </Link>{' '}
      <span className="saved-comparisons__meta">
        <Plural value={count} one="# product" other="# products" />, <Trans>saved {when}</Trans>
      </span>
      <div
        className="saved-comparisons__actions"
        role="group"
        aria-label={t`Actions for “${comparison.name}”`}
      >
        <Button variant="quiet" onPress={() => setRenaming((open) => !open)}>
          <Trans>Rename</Trans>
        </Button>
        <Button
          variant="quiet"
          isDisabled={currentIds.length === 0}
          onPress={() =>
            void updateComparison(saved.local, saved.userId, comparison.id, { product_ids: [...currentIds] })
          }
        >
          <Trans>Replace with the current selection</Trans>
        </Button>
        <Button variant="quiet" onPress={() => void share()}>
          <Trans>Share link</Trans>
        </Button>
        {comparison.share_secret && (
          <Button
            variant="quiet"
            onPress={() => {
              setLink(null);
              void updateComparison(saved.local, saved.userId, comparison.id, { share_secret: undefined });
            }}
          >
            <Trans>Stop sharing</Trans>
          </Button>
        )}
        <Button variant="quiet" onPress={() => void deleteComparison(saved.local, comparison.id)}>
          <Trans>Delete</Trans>
        </Button>
      </div>
      {renaming && (
        <NameForm
          initial={comparison.name}
          label={t`New name`}
          submitLabel={t`Rename`}
          send={(name) => updateComparison(saved.local, saved.userId, comparison.id, { name })}
          onDone={() => setRenaming(false)}
        />
      )}
      {link && comparison.share_secret && (
        <TextField
          label={t`Link for other premium users`}
          description={t`Whoever opens it needs premium access. Stop sharing or delete the comparison to end the link.`}
          value={link}
          isReadOnly
        />
      )}
    </li>
  );
}

export function SavedComparisonList({ saved, currentIds }: { saved: Saved; currentIds: readonly string[] }) {
  if (!saved.list) return null;
  return (
    <section className="saved-comparisons" aria-labelledby="saved-comparisons">
      <h2 id="saved-comparisons">
        <Trans>Saved comparisons</Trans>
      </h2>
      {saved.list.length === 0 ? (
        <p>
          <Trans>No saved comparisons yet.</Trans>
        </p>
      ) : (
        <ul className="saved-comparisons__list">
          {saved.list.map((comparison) => (
            <SavedItem key={comparison.id} saved={saved} comparison={comparison} currentIds={currentIds} />
          ))}
        </ul>
      )}
    </section>
  );
}
