import { z } from 'zod';
import { emailSchema, passwordSchema } from '../auth';
import { categoryNames } from '../catalogue';
import { uploadTypes } from '../engagement';
import { verificationSchema } from '../job-board';

export const membershipKinds = ['supplier', 'jobseeker'] as const;
export type MembershipKind = (typeof membershipKinds)[number];

/** The fees, decided by the server alone: Rs 99 a year for suppliers, Rs 49 once for job seekers. */
export const MEMBERSHIP_FEE_PAISE: Readonly<Record<MembershipKind, number>> = {
  supplier: 9900,
  jobseeker: 4900,
};
export * from './renewal';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill all required fields';
export const JOBSEEKER_PASSWORDS_MESSAGE = 'Passwords do not match';
export const SUPPLIER_PASSWORDS_MESSAGE = 'Passwords do not match.';
export const SUPPLIER_CONSENT_MESSAGE = 'Please accept the Supplier Policy and Terms.';
export const JOBSEEKER_CONSENT_MESSAGE = 'Please accept the Job Seeker Policy and Terms.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Please log in.';

/**
 * `POST /api/create-order` for a membership fee. The email is checked before any payment is taken; the
 * amount a browser sends is ignored, the server charges the fee of `productType`.
 */
export const membershipOrderRequestSchema = z.strictObject({
  productType: z.enum(membershipKinds),
  email: emailSchema,
  amount: z.unknown().optional(),
});
export type MembershipOrderRequest = z.input<typeof membershipOrderRequestSchema>;

/**
 * `POST /api/create-order` for a signed-in supplier's renewal: the same gateway flow as the first fee,
 * for the account of the session (no email: the account is known).
 */
export const supplierRenewalOrderRequestSchema = z.strictObject({
  productType: z.literal('supplierRenewal'),
  amount: z.unknown().optional(),
});
export type SupplierRenewalOrderRequest = z.input<typeof supplierRenewalOrderRequestSchema>;

/** A 10-digit Indian mobile number (starting 6 to 9), optionally written with +91 or 0 before it. */
export const indianMobileSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(?:\+91|91|0)?[6-9]\d{9}$/, 'Please enter a 10-digit Indian mobile number.'))
  .transform((value) => value.slice(-10));

const requiredText = (max: number, message = REQUIRED_FIELDS_MESSAGE) =>
  z.string(message).trim().min(1, message).max(max, `At most ${max} characters.`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .optional()
    .transform((value) => value || undefined);
/** A checkbox sent by a form: 'true', 'on' or '1' when ticked. */
const consentSchema = (message: string) =>
  z
    .string(message)
    .refine((value) => ['true', 'on', '1'].includes(value), message)
    .transform(() => true as const);

/** What proves the fee was paid: the gateway's order and payment ids (and, optionally, its signature). */
const paymentProofShape = {
  orderId: z.string(REQUIRED_FIELDS_MESSAGE).trim().min(1, 'The payment order id is missing.').max(64),
  paymentId: z.string(REQUIRED_FIELDS_MESSAGE).trim().min(1, 'The payment id is missing.').max(64),
  /** The checkout's signature: lets the save record a payment that no verify call or webhook has yet. */
  signature: z.string().trim().max(256).optional(),
  /** Sent by the form for information; the server charges its own fee. */
  amount: z.string().optional(),
};

export const supplierCategorySchema = z.enum(categoryNames, {
  error: 'Please choose categories from the list.',
});

/**
 * `POST /api/save-supplier` (multipart): the supplier form after its fee is paid. Files travel beside it:
 * `gst` (required), `logo` (optional), `signedPolicy` (required).
 */
export const supplierRegistrationSchema = z
  .strictObject({
    type: z.literal('supplier').optional(),
    businessName: requiredText(150, 'Please enter your business name.'),
    contactPerson: requiredText(100, 'Please enter the contact person.'),
    email: emailSchema,
    mobile: indianMobileSchema,
    password: passwordSchema,
    confirmPassword: z.string(REQUIRED_FIELDS_MESSAGE),
    categories: z
      .array(supplierCategorySchema, 'Please choose at least one category.')
      .min(1, 'Please choose at least one category.')
      .max(categoryNames.length)
      .refine((list) => new Set(list).size === list.length, 'Each category may be chosen once.'),
    address: requiredText(300, 'Please enter your business address.'),
    agree: consentSchema(SUPPLIER_CONSENT_MESSAGE),
    ...paymentProofShape,
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: SUPPLIER_PASSWORDS_MESSAGE,
  });
export type SupplierRegistration = z.infer<typeof supplierRegistrationSchema>;

export const genders = ['male', 'female', 'other'] as const;

/** yyyy-MM-dd, a real calendar date in the past. */
export const birthDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format yyyy-MM-dd.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Is not a real date.')
  .refine(
    (value) => value >= '1900-01-01' && value < new Date().toISOString().slice(0, 10),
    'Please enter your date of birth.',
  );

/**
 * `POST /api/save-jobseeker` (multipart): the specification's payment-save variant (type, fullName, email,
 * mobile, gender, dob, qualification, experience, amount, paymentId, orderId) with what an account needs
 * (password) and the registration form's other fields. `phone` is accepted for `mobile`. Files: `resume`
 * and `idProof` (optional), `signedPolicy` (required).
 */
export const jobseekerRegistrationSchema = z
  .strictObject({
    type: z.literal('jobseeker').optional(),
    fullName: requiredText(100),
    email: z.string(REQUIRED_FIELDS_MESSAGE).pipe(emailSchema),
    mobile: z.string(REQUIRED_FIELDS_MESSAGE).pipe(indianMobileSchema),
    password: z.string(REQUIRED_FIELDS_MESSAGE).pipe(passwordSchema),
    confirmPassword: z.string(REQUIRED_FIELDS_MESSAGE).min(1, REQUIRED_FIELDS_MESSAGE),
    dob: z
      .string()
      .optional()
      .transform((value) => value || undefined)
      .pipe(birthDateSchema.optional()),
    gender: z
      .string()
      .optional()
      .transform((value) => value || undefined)
      .pipe(z.enum(genders, { error: 'Please choose male, female or other.' }).optional()),
    qualification: optionalText(150),
    experience: optionalText(150),
    cityState: optionalText(150),
    agree: consentSchema(JOBSEEKER_CONSENT_MESSAGE),
    ...paymentProofShape,
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: JOBSEEKER_PASSWORDS_MESSAGE,
  });
export type JobseekerRegistration = z.infer<typeof jobseekerRegistrationSchema>;

export const memberDocumentKinds = ['gst', 'logo', 'signedPolicy', 'resume', 'idProof'] as const;
export type MemberDocumentKind = (typeof memberDocumentKinds)[number];

/** The files each registration takes, and which of them it cannot do without. */
export const registrationFiles = {
  supplier: { gst: true, logo: false, signedPolicy: true },
  jobseeker: { resume: false, idProof: false, signedPolicy: true },
} as const satisfies Record<MembershipKind, Partial<Record<MemberDocumentKind, boolean>>>;

export const memberDocumentLabels: Readonly<Record<MemberDocumentKind, string>> = {
  gst: 'GST / ID proof',
  logo: 'Logo',
  signedPolicy: 'Signed policy',
  resume: 'Resume',
  idProof: 'ID proof',
};

/** Answer of the save endpoints: the account exists and is signed in (cookie; token for API clients). */
export const registrationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: z.object({
    name: z.string(),
    email: z.string(),
    role: z.enum(membershipKinds),
    status: z.enum(['active', 'pending', 'approved', 'rejected']),
  }),
  invoiceUrl: z.string(),
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

export const memberDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(memberDocumentKinds),
  fileName: z.string(),
  contentType: z.enum(uploadTypes),
  sizeBytes: z.number().int().nonnegative(),
  url: z.string(),
});
export type MemberDocument = z.infer<typeof memberDocumentSchema>;

export const membershipPaymentSchema = z.object({
  membershipId: z.string(),
  kind: z.enum(membershipKinds),
  amountPaise: z.number().int().positive(),
  paymentId: z.string(),
  orderId: z.string(),
  paidAt: z.string(),
  invoiceNumber: z.string(),
  invoiceUrl: z.string(),
});
export type MembershipPayment = z.infer<typeof membershipPaymentSchema>;

export const supplierApprovalStatuses = ['pending', 'approved', 'rejected'] as const;
export type SupplierApprovalStatus = (typeof supplierApprovalStatuses)[number];

/** `GET /api/members/me`: the signed-in member's own registration, documents and membership payments. */
export const memberProfileSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('supplier'),
    status: z.enum(supplierApprovalStatuses),
    rejectionReason: z.string().nullable(),
    decidedAt: z.string().nullable(),
    /** Null until an admin approves the supplier: the year starts at the approval. */
    validUntil: z.string().nullable(),
    membership: z.object({
      phase: z.enum(['awaitingApproval', 'running', 'grace', 'lapsed']),
      daysLeft: z.number().int().nonnegative().nullable(),
      /** The last day the listings stay visible after the end. */
      graceEndsAt: z.string().nullable(),
      renewalOpen: z.boolean(),
      renewalOpensAt: z.string().nullable(),
    }),
    businessName: z.string(),
    contactPerson: z.string(),
    email: z.string(),
    mobile: z.string(),
    categories: z.array(z.string()),
    address: z.string(),
    documents: z.array(memberDocumentSchema),
    payments: z.array(membershipPaymentSchema),
  }),
  z.object({
    kind: z.literal('jobseeker'),
    fullName: z.string(),
    email: z.string(),
    mobile: z.string(),
    gender: z.enum(genders).nullable(),
    dob: z.string().nullable(),
    qualification: z.string().nullable(),
    experience: z.string().nullable(),
    cityState: z.string().nullable(),
    documents: z.array(memberDocumentSchema),
    payments: z.array(membershipPaymentSchema),
  }),
]);
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** `GET /api/jobseeker/stats`: `lastApplication` is a yyyy-MM-dd date, or '-' before any. */
export const jobseekerStatsSchema = z.object({
  jobsApplied: z.number().int().nonnegative(),
  lastApplication: z.string(),
  profileCompletion: z.number().int().min(0).max(100),
});
export type JobseekerStats = z.infer<typeof jobseekerStatsSchema>;

const adminDocumentSchema = memberDocumentSchema;

/**
 * `GET /api/admin/jobseekers`: the specification's admin record (lower-case names as the earlier
 * backend sent them; amount in rupees, dates ISO 8601) and more.
 */
export const adminJobseekerRecordSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  fullname: z.string(),
  email: z.string(),
  mobile: z.string(),
  gender: z.enum(genders).nullable(),
  dob: z.string().nullable(),
  amount: z.number(),
  paymentid: z.string(),
  orderid: z.string(),
  registeredat: z.string(),
  qualification: z.string().nullable(),
  experience: z.string().nullable(),
  cityState: z.string().nullable(),
  invoiceNumber: z.string(),
  documents: z.array(adminDocumentSchema),
  /** The admin's check before the seeker may apply (`POST /api/admin/jobseekers/:userId/verify|reject`). */
  verification: verificationSchema,
});
export type AdminJobseekerRecord = z.infer<typeof adminJobseekerRecordSchema>;
export const adminJobseekerListSchema = z.array(adminJobseekerRecordSchema);

/** `GET /api/admin/suppliers`: the specification's admin record and the approval state. */
export const adminSupplierRecordSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  businessname: z.string(),
  contactperson: z.string(),
  email: z.string(),
  mobile: z.string(),
  categories: z.array(z.string()),
  amount: z.number(),
  paymentid: z.string(),
  orderid: z.string(),
  registeredat: z.string(),
  address: z.string(),
  status: z.enum(supplierApprovalStatuses),
  rejectionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  validUntil: z.string().nullable(),
  invoiceNumber: z.string(),
  documents: z.array(adminDocumentSchema),
});
export type AdminSupplierRecord = z.infer<typeof adminSupplierRecordSchema>;
export const adminSupplierListSchema = z.array(adminSupplierRecordSchema);

export const supplierIdParamsSchema = z.strictObject({
  userId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** `POST /api/admin/suppliers/:userId/reject`: the reason is mailed to the supplier. */
export const supplierRejectRequestSchema = z.strictObject({
  reason: z.string().trim().min(1, 'Please give a reason.').max(1000, 'At most 1000 characters.'),
});
export const supplierDecisionResponseSchema = adminSupplierRecordSchema;

/** A member document's id in a path. */
export const documentIdParamsSchema = z.strictObject({
  id: z.string().regex(/^doc_[0-9A-Za-z]{22}$/, 'Must be a document id.'),
});
/** A membership purchase id in a path. */
export const membershipIdParamsSchema = z.strictObject({
  id: z.string().regex(/^mem_[0-9A-Za-z]{22}$/, 'Must be a membership id.'),
});

/**
 * SAC codes (the services part of the HSN scheme) of the fees, both under heading 9985 (support
 * services), GST 18% (see docs/decisions/004-membership-fees-gst.md):
 * - supplier: 998599, other support services n.e.c. (verification and listing of a supplier);
 * - jobseeker: 998519, other employment and labour supply services n.e.c. (registration as a job seeker).
 */
export const MEMBERSHIP_SAC: Readonly<Record<MembershipKind, string>> = {
  supplier: '998599',
  jobseeker: '998519',
};
export const MEMBERSHIP_GST_RATE_BPS = 1800;

export const membershipDescriptions: Readonly<Record<MembershipKind, string>> = {
  supplier: 'Verified supplier membership, 1 year',
  jobseeker: 'Job seeker registration (one time)',
};

/**
 * The invoice amounts of a fee that includes GST: the taxable value is fee x 10000 / (10000 + rate),
 * rounded to the nearest paisa (half up); GST is then charged on it as on any invoice, and the paisa
 * or so that remains is the round off. Rs 99 at 18%: 83.90 + 15.10, no round off; Rs 49: 41.53 + 7.48
 * - 0.01 round off.
 */
export function feeInvoiceAmounts(
  feePaise: number,
  rateBps: number,
): { taxablePaise: number; gstPaise: number; roundOffPaise: number } {
  if (!Number.isSafeInteger(feePaise) || feePaise < 0 || !Number.isSafeInteger(rateBps) || rateBps < 0) {
    throw new RangeError('The fee and rate must be non-negative whole numbers.');
  }
  const whole = 10_000 + rateBps;
  const taxablePaise = Math.floor((feePaise * 10_000 * 2 + whole) / (2 * whole));
  const gstPaise = Math.floor((taxablePaise * rateBps * 2 + 10_000) / 20_000);
  return { taxablePaise, gstPaise, roundOffPaise: feePaise - taxablePaise - gstPaise };
}
