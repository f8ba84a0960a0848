import * as v from 'valibot'

export const RETURN_REASONS = ['changed-mind', 'damaged', 'not-as-described', 'wrong-piece', 'other'] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]

export const RETURN_NOTE_MAX = 1000

export type ReturnState = 'requested' | 'accepted' | 'refused'

export const ReturnRequestSchema = v.object({
  lines: v.pipe(
    v.array(
      v.object({ sku: v.pipe(v.string(), v.maxLength(200)), quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)) }),
    ),
    v.minLength(1),
    v.maxLength(100),
  ),
  reason: v.picklist(RETURN_REASONS),
  note: v.pipe(v.string(), v.maxLength(RETURN_NOTE_MAX)),
})
export type ReturnRequestInput = v.InferOutput<typeof ReturnRequestSchema>

export type ReturnLine = { orderLineId: string; sku: string; name: string; quantity: number }
