import { z } from 'zod';
import {
  companyNameSchema,
  GSTIN_STATE_MISMATCH_MESSAGE,
  gstinInputSchema,
  gstinProblem,
  INDIAN_MOBILE_MESSAGE,
  INDIAN_MOBILE_PATTERN,
} from '../buyer';
import { paymentPlanSchema } from '../advance/terms';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../orders/limits';
import { orderShipmentSchema } from '../shipments/order-shipment';
import {
  INDIAN_STATES,
  PIN_CODE_PATTERN,
  PIN_NOT_IN_STATE_MESSAGE,
  pinCodeMatchesState,
  shippingZoneSchema,
} from '../shipping';

/** Where an order ships, field by field: every field required, the state from the list, a 6-digit PIN code. */
const shippingAddressFieldsSchema = z.object({
  fullName: z.string().trim().min(1, 'Please enter your full name.').max(100, 'At most 100 characters.'),
  email: z
    .string()
    .trim()
    .max(254, 'At most 254 characters.')
    .pipe(z.email('Please enter a valid email address.')),
  address: z.string().trim().min(1, 'Please enter your address.').max(300, 'At most 300 characters.'),
  city: z.string().trim().min(1, 'Please enter your city.').max(100, 'At most 100 characters.'),
  state: z.string().refine((state) => INDIAN_STATES.includes(state), 'Please choose a state from the list.'),
  zip: z.string().trim().regex(PIN_CODE_PATTERN, 'Please enter a 6-digit PIN code.'),
});

const pinInState = (address: { state: string; zip: string }) =>
  pinCodeMatchesState(address.zip, address.state);

/** The PIN code's error, checked only once the state and the PIN code are each valid on their own. */
const pinInStateIssue = {
  path: ['zip'],
  message: PIN_NOT_IN_STATE_MESSAGE,
  when: ({ value }: { value: unknown }) => {
    if (typeof value !== 'object' || value === null) return false;
    const { state, zip } = value as Partial<Record<'state' | 'zip', unknown>>;
    return (
      typeof state === 'string' &&
      INDIAN_STATES.includes(state) &&
      typeof zip === 'string' &&
      PIN_CODE_PATTERN.test(zip)
    );
  },
};

/**
 * An address given at checkout: its fields, and a PIN code of the chosen state (the error is the PIN
 * code's, checked once both fields are valid on their own). Orders already stored are read with the
 * fields alone, so an order placed before the check still opens.
 */
export const shippingAddressSchema = shippingAddressFieldsSchema.refine(pinInState, pinInStateIssue);
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** Where the invoice is billed when it is not the shipping address: the same checks, without name and email. */
export const billingAddressSchema = shippingAddressFieldsSchema
  .pick({ address: true, city: true, state: true, zip: true })
  .strict()
  .refine(pinInState, pinInStateIssue);
export type BillingAddress = z.infer<typeof billingAddressSchema>;

/**
 * The buyer's business details at checkout: a company or trade name (empty for a person), an Indian
 * mobile number, a GSTIN if the buyer has one, and the billing address (null: the shipping address).
 * `saveToProfile` keeps them, with the billing address, on a signed-in buyer's profile for next time.
 */
export const checkoutBuyerSchema = z.strictObject({
  company: companyNameSchema,
  phone: z.string().trim().regex(INDIAN_MOBILE_PATTERN, INDIAN_MOBILE_MESSAGE),
  gstin: gstinInputSchema,
  billing: billingAddressSchema.nullable(),
  saveToProfile: z.boolean().default(false),
});
export type CheckoutBuyer = z.infer<typeof checkoutBuyerSchema>;

function billingStateAndGstinParse(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { shipping, buyer } = value as Partial<Record<'shipping' | 'buyer', unknown>>;
  const buyerParsed = checkoutBuyerSchema.safeParse(buyer);
  if (!buyerParsed.success) return false;
  const billing = buyerParsed.data.billing ?? shippingAddressSchema.safeParse(shipping).data;
  return billing !== undefined;
}

export const orderLineRequestSchema = z.strictObject({
  productId: z.number().int().positive().max(2_147_483_647),
  quantity: z
    .number()
    .int('Must be a whole number.')
    .positive('Must be positive.')
    .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY} units on a line.`),
});

/**
 * `POST /api/create-order` for a cart. Only product ids and quantities count: the server prices the order
 * from its own catalogue. `amount` and `shippingCharge`, which the browser may send, are ignored.
 */
export const createOrderRequestSchema = z
  .strictObject({
    productType: z.literal('order'),
    lines: z
      .array(orderLineRequestSchema)
      .min(1, 'The cart is empty.')
      .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} lines.`)
      .refine(
        (lines) => new Set(lines.map((line) => line.productId)).size === lines.length,
        'Each product may appear once.',
      ),
    shipping: shippingAddressSchema,
    /** Absent for a buyer who gives no business details (an API client of before). */
    buyer: checkoutBuyerSchema.optional(),
    /** 'advance': 50% now and the balance on the bill copy, for totals at or above `ADVANCE_ORDER_MINIMUM`. */
    paymentPlan: paymentPlanSchema.default('full'),
    amount: z.unknown().optional(),
    shippingCharge: z.unknown().optional(),
  })
  // A GSTIN must be registered in the state the invoice is billed to; checked once both are valid.
  .refine(
    ({ buyer, shipping }) =>
      !buyer || buyer.gstin === '' || !gstinProblem(buyer.gstin, (buyer.billing ?? shipping).state),
    {
      path: ['buyer', 'gstin'],
      message: GSTIN_STATE_MISMATCH_MESSAGE,
      when: ({ value }) => billingStateAndGstinParse(value),
    },
  );
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

export const paymentGatewayNames = ['sandbox', 'razorpay'] as const;
export type PaymentGatewayName = (typeof paymentGatewayNames)[number];

/** `GET /api/payments/config`: what the checkout page needs before an order exists. */
export const paymentConfigSchema = z.object({
  gateway: z.enum(paymentGatewayNames),
  key: z.string(),
  scriptUrl: z.string(),
  /** The zone goods ship from, so the page's freight preview matches what the server will charge. */
  originZone: shippingZoneSchema,
  /** The smallest total that may be paid 50% in advance (`ADVANCE_ORDER_MINIMUM`), in paise. */
  advanceOrderMinimumPaise: z.number().int().nonnegative(),
  /** Hours after the advance before loading may begin (`ADVANCE_LOADING_DELAY_HOURS`), shown in the terms. */
  advanceLoadingDelayHours: z.number().int().nonnegative(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** Answer of `POST /api/create-order`: the gateway order (amount in paise) and what the browser needs to pay it. */
export const createOrderResponseSchema = z.object({
  id: z.string(),
  amount: z.number().int().positive(),
  currency: z.literal('INR'),
  orderId: z.string(),
  checkout: z.object({
    gateway: z.enum(paymentGatewayNames),
    key: z.string(),
    scriptUrl: z.string(),
    name: z.string(),
    description: z.string(),
  }),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/** The fields the gateway's checkout hands the browser after a payment, passed on to `POST /api/verify-payment`. */
export const verifyPaymentRequestSchema = z.object({
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_signature: z.string().min(1).max(256),
  userData: z.unknown().optional(),
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

export const verifyPaymentResponseSchema = z.object({
  success: z.literal(true),
  orderId: z.string(),
  invoiceUrl: z.string(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/** `POST /api/payments/sandbox/pay`: the local sandbox gateway completes a payment of its order. */
export const sandboxPayRequestSchema = z.strictObject({
  order_id: z.string().min(1).max(64),
  /** `failure`: the payer declined, as a bank or card refusal would; the gateway records a failed payment. */
  outcome: z.enum(['success', 'failure']).default('success'),
});

/** The sandbox's answer: what the provider's checkout hands the browser after a payment. */
export const sandboxPaymentSchema = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});

/** The error the provider's checkout hands its `payment.failed` listeners (Razorpay's `response.error`). */
export const checkoutPaymentErrorSchema = z.object({
  code: z.string().max(100),
  description: z.string().max(500),
  reason: z.string().max(100),
  source: z.string().max(100).optional(),
  step: z.string().max(100).optional(),
  metadata: z.object({ order_id: z.string().max(64), payment_id: z.string().max(64) }),
});
export type CheckoutPaymentError = z.infer<typeof checkoutPaymentErrorSchema>;

/** The sandbox's answer to a declined payment: what the provider's checkout emits as `payment.failed`. */
export const sandboxDeclineSchema = z.object({ error: checkoutPaymentErrorSchema });

/**
 * `POST /api/payment-failed`: the browser reports a failed checkout. Only the gateway's own record of the
 * payment is believed: the failure is recorded once the gateway says this payment of this order failed.
 */
export const paymentFailedRequestSchema = z.strictObject({
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_payment_id: z.string().min(1).max(64),
});
export type PaymentFailedRequest = z.infer<typeof paymentFailedRequestSchema>;

/** `failed`: the gateway refused its payment; `expired`: not paid in the payment window. Both can be paid again. */
export const orderStatusSchema = z.enum([
  'pending',
  'paid',
  'loading',
  'dispatched',
  'delivered',
  'cancelled',
  'failed',
  'expired',
]);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** The gateway's account of a refused payment: its description is shown to the buyer. */
export const paymentFailureSchema = z.object({
  code: z.string().nullable(),
  reason: z.string().nullable(),
  description: z.string(),
  at: z.string(),
});
export type PaymentFailure = z.infer<typeof paymentFailureSchema>;

/** `GET /api/orders/:id`: an order as its buyer sees it, money in paise. */
export const orderSummarySchema = z.object({
  /** The internal id: in URLs only, never shown as text. */
  id: z.string(),
  /** What buyers, admins and emails call the order: `BT-26-000123` (`formatOrderNumber`). */
  number: z.string(),
  status: orderStatusSchema,
  /** 'advance': paid in two instalments (`GET /api/orders/:id/instalments`); `paidAt` is the advance's time. */
  paymentPlan: paymentPlanSchema.default('full'),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceUrl: z.string().nullable(),
  shipping: shippingAddressFieldsSchema,
  /**
   * The business details given at checkout: company or trade name ('' for a person), mobile, GSTIN ('' for
   * none) and the billing address (null: the shipping address). Absent on an order placed without them.
   */
  buyer: z
    .object({
      company: z.string(),
      phone: z.string(),
      gstin: z.string(),
      billing: shippingAddressFieldsSchema
        .pick({ address: true, city: true, state: true, zip: true })
        .nullable(),
    })
    .optional(),
  lines: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      unit: z.string(),
      unitPricePaise: z.number().int(),
      quantity: z.number().int(),
      lineTotalPaise: z.number().int(),
      /** The line's GST rate; null on an order placed before tax per line (see `gstByRate`). */
      gstRateBps: z.number().int().nullable(),
      /** The line's GST; null on an order placed before tax per line. */
      gstPaise: z.number().int().nullable(),
    }),
  ),
  subtotalPaise: z.number().int(),
  shippingPaise: z.number().int(),
  /** GST per rate, ascending: taxable value (goods and freight since ADR 011) and tax. */
  gstByRate: z.array(
    z.object({
      rateBps: z.number().int(),
      taxablePaise: z.number().int(),
      gstPaise: z.number().int(),
    }),
  ),
  gstPaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  totalPaise: z.number().int(),
  paymentId: z.string().nullable(),
  /** Why the gateway refused the current payment of a failed order, in its words; null otherwise. */
  paymentFailure: paymentFailureSchema.nullable().default(null),
  /**
   * Its parts, one per seller and pickup state, the company's first (docs/decisions/023); empty for an
   * order placed before orders shipped in parts.
   */
  shipments: z.array(orderShipmentSchema).default([]),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** The answer to `POST /api/payment-failed`: the order as it now stands, and the gateway's reason. */
export const paymentFailedResponseSchema = z.object({
  orderId: z.string(),
  status: orderStatusSchema,
  paymentFailure: paymentFailureSchema.nullable(),
});
export type PaymentFailedResponse = z.infer<typeof paymentFailedResponseSchema>;

/** The statuses from which the buyer may pay the order again (re-priced from today's catalogue). */
export const payableAgainStatuses: readonly OrderStatus[] = ['failed', 'expired'];

/** `GET /api/orders/:id/repricing`: what paying a failed or expired order again costs today. */
export const orderRepricingSchema = z.object({
  orderId: z.string(),
  previousTotalPaise: z.number().int(),
  totalPaise: z.number().int(),
  /** Today's total less the previous one: positive when it costs more now. */
  differencePaise: z.number().int(),
  lines: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      unit: z.string(),
      quantity: z.number().int(),
      previousUnitPricePaise: z.number().int(),
      unitPricePaise: z.number().int(),
    }),
  ),
});
export type OrderRepricing = z.infer<typeof orderRepricingSchema>;

/** `POST /api/orders/:id/pay-again`: what the checkout needs, as for a new order, and the previous total. */
export const payAgainResponseSchema = createOrderResponseSchema.extend({
  previousAmount: z.number().int(),
});
export type PayAgainResponse = z.infer<typeof payAgainResponseSchema>;

/** `GET /api/orders`: the signed-in buyer's orders, newest first. */
export const orderListSchema = z.object({ orders: z.array(orderSummarySchema) });

/** An order id in a path: `ord_` and 22 base-62 characters. */
export const orderIdParamsSchema = z.strictObject({
  id: z.string().regex(/^ord_[0-9A-Za-z]{22}$/, 'Must be an order id.'),
});

/**
 * The published order policy as transitions: a paid order is loaded (from 24 h after payment), dispatched
 * and delivered; it may be cancelled only before loading begins.
 */
export const orderStatusTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['cancelled'],
  paid: ['loading', 'cancelled'],
  loading: ['dispatched'],
  dispatched: ['delivered'],
  delivered: [],
  cancelled: [],
  // The store itself moves a pending order to failed or expired; an admin may close either for good.
  failed: ['cancelled'],
  expired: ['cancelled'],
};

export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return orderStatusTransitions[from].includes(to);
}

/** `POST /api/admin/orders/:id/status`. */
export const orderStatusChangeSchema = z.strictObject({
  status: orderStatusSchema,
  note: z.string().trim().max(500).optional(),
});
