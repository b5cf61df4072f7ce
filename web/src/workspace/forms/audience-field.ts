// Who a product, post or campaign is for (@poct/schemas AUDIENCES): one field, the same on every
// form that edits one. Left out when empty, so the record stays for the public.
import { msg } from '@lingui/core/macro';
import { AUDIENCES } from '@poct/schemas';
import { staticOptions, type FieldSpec } from './field-spec.ts';

export const AUDIENCE_FIELD: FieldSpec = {
  path: '/audience',
  label: msg`Audience`,
  description: msg`Content for healthcare professionals is never shown to guests`,
  control: {
    kind: 'select',
    options: staticOptions(AUDIENCES, {
      public: msg`The public`,
      professionals: msg`Healthcare professionals only`,
    }),
  },
  omitIfEmpty: true,
};
