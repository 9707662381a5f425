import { z } from 'zod';

/** A size as offered by the school ("XS", "42", "38,5"): short text. */
const SizeSchema = z
  .string({ error: 'candidate.required' })
  .trim()
  .min(1, { error: 'candidate.required' })
  .max(20, { error: 'candidate.clothingSizeNotOffered' });

/** Sizes per item (Taglia_*__c) as the form holds them and staff see them: one per item, null while not chosen. */
export const ClothingSizesSchema = z.object({
  shoes: z.string().nullable(),
  bomber: z.string().nullable(),
  shirt: z.string().nullable(),
  jacket: z.string().nullable(),
  vest: z.string().nullable(),
  trousers: z.string().nullable(),
  polo: z.string().nullable(),
});

const OfferSchema = z.object({
  shoes: z.array(z.string()),
  bomber: z.array(z.string()),
  shirt: z.array(z.string()),
  jacket: z.array(z.string()),
  vest: z.array(z.string()),
  trousers: z.array(z.string()),
  polo: z.array(z.string()),
});

/**
 * The clothing tab: the sizes offered per item for the course code and sex (sorted with
 * `sortSizes`; an empty list means the item is not part of the uniform), the sizes chosen, and
 * whether the form can still be changed (`canEditClothing`).
 */
export const GetClothingResponseSchema = z.object({
  isEditable: z.boolean(),
  /** `clothingFormState`: open, not yet asked for, or already sent. */
  formState: z.enum(['open', 'notOpen', 'sent']),
  offer: OfferSchema,
  sizes: ClothingSizesSchema,
});
export type GetClothingResponse = z.infer<typeof GetClothingResponseSchema>;

/**
 * Confirm the sizes ("Clothing confirm enabled only when every size chosen"). Only the items that
 * are offered are sent; the server checks them against the offer with `clothingSelectionProblems`
 * and `canEditClothing`, saves, and marks the form sent. Success: "Taglie aggiornate correttamente!".
 */
export const UpdateClothingBodySchema = z.strictObject({
  shoes: SizeSchema.optional(),
  bomber: SizeSchema.optional(),
  shirt: SizeSchema.optional(),
  jacket: SizeSchema.optional(),
  vest: SizeSchema.optional(),
  trousers: SizeSchema.optional(),
  polo: SizeSchema.optional(),
});
export type UpdateClothingBody = z.infer<typeof UpdateClothingBodySchema>;

export const UpdateClothingResponseSchema = GetClothingResponseSchema;
export type UpdateClothingResponse = GetClothingResponse;
