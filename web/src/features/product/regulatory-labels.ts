// Reader-facing names of a product's regulatory identity and of the kinds of its sources, shared
// by the product page, the comparison report and its PDF.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CeStatus, SourceKind } from '@poct/schemas';

export const CE_STATUS_LABELS: Readonly<Record<CeStatus, MessageDescriptor>> = {
  ivdr: msg`CE marked under the IVDR`,
  ivdd: msg`CE marked under the IVDD (transition)`,
  pending: msg`Conformity assessment pending`,
  none: msg`No CE marking`,
};

export const SOURCE_KIND_LABELS: Readonly<Record<SourceKind, MessageDescriptor>> = {
  instructions: msg`Manufacturer's instructions`,
  website: msg`Website`,
  registry: msg`Registry`,
  study: msg`Study`,
  staff: msg`Editorial entry`,
  import: msg`Import`,
};

export const COUNTRY_LABELS: Readonly<Record<'de' | 'at' | 'ch', MessageDescriptor>> = {
  de: msg`Germany`,
  at: msg`Austria`,
  ch: msg`Switzerland`,
};
