// The description of one editable field, written once per entity type (STYLE.md: many workspace
// screens differ only in their fields). The list, the create and edit forms, the validation
// messages and the conflict resolver are all driven by these descriptions.
import type { MessageDescriptor } from '@lingui/core';
import type { MasterDataType, MessageKey } from '@poct/schemas';
import type { NumberKind } from '../../ui/NumberField.tsx';
import type { UploadPurpose } from '../uploads/upload-image.ts';

/** Where the choices of a select come from. */
export type OptionSource =
  | { static: readonly { id: string; label: MessageDescriptor }[] }
  | { masterdata: MasterDataType }
  /** Tree items that may become the parent of the item being edited. */
  | { treeParents: true }
  | { products: true }
  /** Choices the page supplies under this name (e.g. the roles a user may be given). */
  | { named: string };

/** The kinds of number field live with the field itself (ui/NumberField.tsx). */
export type NumberFormat = NumberKind;

/** The choices of a select from fixed keys and their labels. */
export function staticOptions<K extends string>(
  keys: readonly K[],
  labels: Readonly<Record<K, MessageDescriptor>>,
): OptionSource {
  return { static: keys.map((id) => ({ id, label: labels[id] })) };
}

export type FieldControl =
  | { kind: 'text'; multiline?: boolean; type?: 'text' | 'url' | 'email' | 'password' }
  /** A calendar date, stored `YYYY-MM-DD`, entered in the page's language (ui/DateField.tsx). */
  | { kind: 'date' }
  /**
   * A number of one of three kinds: whole numbers (arrow keys step by one), decimals (any
   * precision the data has, never rounded to a step) and amounts of money (two decimals).
   */
  | { kind: 'number'; format: NumberFormat }
  | { kind: 'boolean' }
  | { kind: 'select'; options: OptionSource }
  | { kind: 'multi'; options: OptionSource }
  /** A list of short texts, one per line. */
  | { kind: 'lines' }
  /** Markdown with a preview (ui/MarkdownField.tsx), e.g. a post's content. */
  | { kind: 'markdown' }
  /** An uploaded image (its URL is the value); replacing one may ask first (banners). */
  | { kind: 'image'; purpose: UploadPurpose; confirmReplace?: boolean }
  /**
   * A list of small records (a product's sources), each edited by `columns`: fields whose paths
   * are the record's own keys (`/kind`); rows are added and removed with buttons.
   */
  | { kind: 'rows'; columns: readonly FieldSpec[]; item: MessageDescriptor };

export interface FieldSpec {
  /** JSON pointer into the document, e.g. `/name/de`; also where the validator reports errors. */
  path: string;
  label: MessageDescriptor;
  description?: MessageDescriptor;
  control: FieldControl;
  /** Shown as required; an empty value is refused before the schema is asked. */
  required?: boolean;
  /** The text for an empty required field, when it has one of its own (the abstract). */
  requiredKey?: MessageKey;
  /** Left out of the document when empty (optional fields the schema forbids to be blank). */
  omitIfEmpty?: boolean;
  /** Shown as a column of the list. */
  column?: boolean;
  /** Heading of the form section the field belongs to. */
  section?: MessageDescriptor;
}

export function isChoice(field: FieldSpec): boolean {
  return field.control.kind === 'select' || field.control.kind === 'multi';
}

/** True for values a person would call empty: nothing, blank text, no choice. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
