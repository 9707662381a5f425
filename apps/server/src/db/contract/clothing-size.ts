import type { ClothingSizeRow } from '../schema/candidate.ts';

/**
 * Our column → the answer of getTaglieAbbigliamento (codiceCorso, sesso; "map of field to size
 * list"): one row per size; `item` maps to the Taglia_*__c field (CLOTHING_CRM_FIELDS).
 */
export const CLOTHING_SIZE_CONTRACT = {
  id: null,
  courseCode: 'codiceCorso',
  sex: 'sesso',
  item: 'Taglia_*__c (CLOTHING_CRM_FIELDS)',
  size: 'size list entry',
} as const satisfies Record<keyof ClothingSizeRow, string | null>;
