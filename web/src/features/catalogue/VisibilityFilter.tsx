// "All / visible / hidden" above the product and link lists.
import { useLingui } from '@lingui/react/macro';
import { Select } from '../../ui/Select.tsx';

export type Visibility = 'all' | 'visible' | 'hidden';

export function VisibilityFilter({
  value,
  onChange,
}: {
  value: Visibility;
  onChange(value: Visibility): void;
}) {
  const { t } = useLingui();
  return (
    <Select
      label={t`Visibility`}
      options={[
        { id: 'all', label: t`All` },
        { id: 'visible', label: t`Visible` },
        { id: 'hidden', label: t`Hidden` },
      ]}
      selectedKey={value}
      onSelectionChange={(key) => onChange(String(key) as Visibility)}
    />
  );
}

export function matchesVisibility(visibility: Visibility, visible: boolean): boolean {
  return visibility === 'all' || (visibility === 'visible') === visible;
}
