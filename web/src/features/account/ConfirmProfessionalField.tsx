// The healthcare-professional confirmation, as registration and the verification request ask it.
import { Trans } from '@lingui/react/macro';
import { CheckField } from '../../ui/CheckField.tsx';

export function ConfirmProfessionalField({
  isSelected,
  onChange,
  error,
}: {
  isSelected: boolean;
  onChange(value: boolean): void;
  error: string | undefined;
}) {
  return (
    <CheckField name="confirm_professional" isSelected={isSelected} onChange={onChange} error={error}>
      <Trans>I confirm that I am a healthcare professional or work in hospital procurement.</Trans>
    </CheckField>
  );
}
