// The code fields of products and master data, checked on every write (business-rules.ts): a
// malformed code is refused with its own message at its own path. The schema bounds the texts;
// the formats and check digits are checked here.
import type { MasterData } from '../collections/masterdata.schema.ts';
import type { Product } from '../collections/product.schema.ts';
import type { MessageKey } from '../errors.ts';
import { fieldError, type ValidationError } from '../validation-error.ts';
import {
  checkBasicUdiDi,
  checkEmdn,
  checkGtin,
  checkHl7Specimen,
  checkLoinc,
  checkSctid,
  checkSrn,
} from './codes.ts';

type Check = (code: string) => boolean;

function codeError(path: string, value: unknown, check: Check, key: MessageKey): ValidationError[] {
  if (typeof value !== 'string' || check(value)) return [];
  return [fieldError(path, key, `${path}: not a valid code`)];
}

export function productCodeErrors(product: Product): ValidationError[] {
  const regulatory = product.regulatory;
  return [
    ...product.sub_products.flatMap((sub, index) =>
      (sub.loinc_codes ?? []).flatMap((code, at) =>
        codeError(`/sub_products/${index}/loinc_codes/${at}`, code, checkLoinc, 'validation.loinc'),
      ),
    ),
    ...codeError('/regulatory/basic_udi_di', regulatory?.basic_udi_di, checkBasicUdiDi, 'validation.gtin'),
    ...(regulatory?.udi_di ?? []).flatMap((code, at) =>
      codeError(`/regulatory/udi_di/${at}`, code, checkGtin, 'validation.gtin'),
    ),
    ...codeError('/regulatory/srn', regulatory?.srn, checkSrn, 'validation.srn'),
  ];
}

export function masterDataCodeErrors(item: MasterData): ValidationError[] {
  return [
    ...codeError('/loinc', item.loinc, checkLoinc, 'validation.loinc'),
    ...codeError('/hl7_specimen', item.hl7_specimen, checkHl7Specimen, 'validation.hl7_specimen'),
    ...codeError('/snomed', item.snomed, checkSctid, 'validation.sctid'),
    ...codeError('/emdn', item.emdn, checkEmdn, 'validation.emdn'),
  ];
}
