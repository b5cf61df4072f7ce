// The kinds of doctor ID by their names, for the forms that ask for one and the staff list that
// shows it: one list, so the stored key never reaches a screen.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DoctorIdType } from '@poct/schemas';

export const DOCTOR_ID_TYPE_LABELS: Readonly<Record<DoctorIdType, MessageDescriptor>> = {
  lanr: msg`LANR (Germany)`,
  doctor_number: msg`Doctor number (Austria, Switzerland)`,
  gln: msg`GLN`,
};

export const DOCTOR_ID_TYPES = Object.keys(DOCTOR_ID_TYPE_LABELS) as DoctorIdType[];

/** "Doctor ID: 123456789 (LANR (Germany))", for lists; without a kind, the ID alone. */
export function doctorIdText(id: string, type: string | undefined, i18n: I18n): string {
  const label = type ? DOCTOR_ID_TYPE_LABELS[type as DoctorIdType] : undefined;
  const kind = label ? ` (${i18n._(label)})` : '';
  return `${i18n._(msg`Doctor ID`)}: ${id}${kind}`;
}
