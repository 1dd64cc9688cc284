import { z } from 'zod';
import { advanceTermsSchema, paymentPlanSchema } from './terms';
import { instalmentMethodSchema, instalmentStatusSchema, instalmentKinds } from './instalments';

export * from './instalments';
export * from './terms';

/** A document issued for an instalment, and where to download it. */
const documentLinkSchema = z.object({ number: z.string(), url: z.string() });

/** One instalment of an advance order, as its buyer and admins see it. */
export const instalmentSchema = z.object({
  id: z.number().int(),
  /** 1 the advance, 2 the balance. */
  number: z.number().int(),
  kind: z.enum(instalmentKinds),
  amountPaise: z.number().int(),
  status: instalmentStatusSchema,
  /** Whether the buyer may pay it now (the balance falls due with the bill copy). */
  payable: z.boolean(),
  /** The reference a bank transfer or UPI payment must carry (`BT-26-000123-1`). */
  reference: z.string(),
  /** The UPI link for this exact amount and reference, while it can be paid. */
  upiLink: z.string().nullable(),
  /** The same link as a QR code (SVG), while it can be paid. */
  upiQrUrl: z.string().nullable(),
  /** The bank reference (UTR) the buyer gave, waiting for an admin's confirmation or confirmed. */
  bankReference: z
    .object({ method: z.enum(['bank_transfer', 'upi']), reference: z.string(), submittedAt: z.string() })
    .nullable(),
  method: instalmentMethodSchema.nullable(),
  paidAt: z.string().nullable(),
  /** When the balance fell due: the bill copy's date. Null for the advance and an unbilled balance. */
  dueSince: z.string().nullable(),
  receiptVoucher: documentLinkSchema.nullable(),
  refundVoucher: documentLinkSchema.nullable(),
});
export type Instalment = z.infer<typeof instalmentSchema>;

/** The company's account that bank transfers and UPI payments go to. */
export const companyBankSchema = z.object({
  accountName: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  ifsc: z.string(),
  upiId: z.string(),
});
export type CompanyBank = z.infer<typeof companyBankSchema>;

/** `GET /api/orders/:id/instalments`: an order's payment plan, terms and instalments. */
export const orderInstalmentsSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  paymentPlan: paymentPlanSchema,
  /** Null for an order paid in full. */
  terms: advanceTermsSchema.nullable(),
  advancePaidAt: z.string().nullable(),
  /** 24 hours after the advance: loading does not begin earlier. */
  earliestLoadingAt: z.string().nullable(),
  /** Whether the buyer may still cancel (before loading). */
  cancellable: z.boolean(),
  bank: companyBankSchema,
  instalments: z.array(instalmentSchema),
});
export type OrderInstalments = z.infer<typeof orderInstalmentsSchema>;

/** An instalment number in a path: 1 or 2. */
export const instalmentParamsSchema = z.strictObject({
  id: z.string().regex(/^ord_[0-9A-Za-z]{22}$/, 'Must be an order id.'),
  n: z.coerce.number().int().min(1).max(2),
});

/** An instalment's id in an admin path. */
export const instalmentIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** `POST /api/orders/:id/instalments/:n/pay`: the gateway order for one instalment, as for a checkout. */
export const instalmentCheckoutSchema = z.object({
  id: z.string(),
  amount: z.number().int().positive(),
  currency: z.literal('INR'),
  orderId: z.string(),
  checkout: z.object({
    gateway: z.enum(['sandbox', 'razorpay']),
    key: z.string(),
    scriptUrl: z.string(),
    name: z.string(),
    description: z.string(),
  }),
});
export type InstalmentCheckout = z.infer<typeof instalmentCheckoutSchema>;

/** `POST /api/admin/instalments/:id/confirm`: the money is on the bank statement. */
export const instalmentConfirmRequestSchema = z.strictObject({
  /** Confirms the reference the buyer gave; an admin may give one the buyer did not. */
  method: z.enum(['bank_transfer', 'upi']).optional(),
  reference: z
    .string()
    .transform((value) => value.replaceAll(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{6,22}$/, 'Please enter the bank reference (UTR).'))
    .optional(),
});
export type InstalmentConfirmRequest = z.infer<typeof instalmentConfirmRequestSchema>;

/** `POST /api/admin/instalments/:id/refund`: an admin records the bank refund of an advance. */
export const instalmentRefundRequestSchema = z.strictObject({
  reference: z
    .string()
    .transform((value) => value.replaceAll(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{6,22}$/, 'Please enter the bank reference (UTR) of the refund.')),
});

/** The answer of an instalment change (payment confirmed, refund recorded). */
export const instalmentChangeResponseSchema = z.object({
  id: z.number().int(),
  orderId: z.string(),
  status: instalmentStatusSchema,
});

/** `GET /api/admin/instalments?state=…`: references to confirm, balances due, balances overdue. */
export const adminInstalmentStates = [
  'awaiting_confirmation',
  'balance_due',
  'balance_overdue',
  'refund_pending',
] as const;
export const adminInstalmentListQuerySchema = z.strictObject({
  state: z.enum(adminInstalmentStates).default('awaiting_confirmation'),
});

export const adminInstalmentListSchema = z.object({
  instalments: z.array(
    z.object({
      id: z.number().int(),
      orderId: z.string(),
      orderNumber: z.string(),
      buyer: z.string(),
      email: z.string(),
      number: z.number().int(),
      kind: z.enum(instalmentKinds),
      amountPaise: z.number().int(),
      status: instalmentStatusSchema,
      reference: z.string(),
      bankReference: z
        .object({ method: z.enum(['bank_transfer', 'upi']), reference: z.string(), submittedAt: z.string() })
        .nullable(),
      dueSince: z.string().nullable(),
      overdue: z.boolean(),
    }),
  ),
});
export type AdminInstalmentList = z.infer<typeof adminInstalmentListSchema>;

/** `POST /api/orders/:id/cancel`: the order as it now stands. */
export const orderCancelResponseSchema = z.object({
  orderId: z.string(),
  status: z.literal('cancelled'),
  /** What happens to the advance: nothing was paid, refunded through the gateway, or refunded by bank. */
  refund: z.enum(['none', 'gateway', 'bank']),
});
