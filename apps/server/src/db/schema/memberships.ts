import type { SellerInvoiceDetails } from '@bulk/domain/shipments';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { money } from './columns';

/**
 * One membership fee (supplier Rs 99 a year, job seeker Rs 49): created with its gateway order before the
 * payment window opens, `paid` once the payment is recorded (its row is in `payments`), `completed` when
 * the account, profile and documents are saved with it. A paid purchase that is not completed is a
 * registration whose save failed: the same payment completes it on a retry. A renewal (`purpose`) is
 * completed with its payment, in the transaction that extends the year.
 */
export const membershipPurchases = pgTable(
  'membership_purchases',
  {
    /** `mem_…`, public: names the invoice. */
    id: text().primaryKey(),
    kind: text({ enum: ['supplier', 'jobseeker'] }).notNull(),
    /** The email the account will have, lower-cased; checked free before the payment is taken. */
    email: text().notNull(),
    amountPaise: money().notNull(),
    gateway: text({ enum: ['sandbox', 'razorpay'] }).notNull(),
    gatewayOrderId: text().notNull().unique(),
    status: text({ enum: ['pending', 'paid', 'completed'] })
      .notNull()
      .default('pending'),
    /** A registration's fee (its account is made on completion) or a supplier's renewal of its year. */
    purpose: text({ enum: ['registration', 'renewal'] })
      .notNull()
      .default('registration'),
    /** The account it paid for: a registration's once completed, a renewal's from its creation. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    invoiceNumber: text().unique(),
    /** The state GST is charged for (CGST + SGST in the company's state, else IGST), set on completion. */
    placeOfSupply: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index().on(table.email),
    // One registration per account; renewals are as many as the years.
    uniqueIndex('membership_purchases_registration_user_idx')
      .on(table.userId)
      .where(sql`${table.purpose} = 'registration'`),
    index('membership_purchases_user_idx').on(table.userId),
  ],
);

export const supplierProfiles = pgTable('supplier_profiles', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  businessName: text().notNull(),
  /** The public page's address, /suppliers/{slug}: from the business name, unique (docs/decisions/019). */
  slug: text().notNull().unique(),
  contactPerson: text().notNull(),
  mobile: text().notNull(),
  categories: jsonb().$type<string[]>().notNull(),
  address: text().notNull(),
  /** The approval state itself is `users.status` (pending, approved, rejected); these tell of the decision. */
  rejectionReason: text(),
  decidedAt: timestamp({ withTimezone: true }),
  decidedBy: integer().references(() => users.id),
  /** The membership's end: null until an admin approves the supplier, then a year from the approval,
   * extended a year by each renewal (docs/decisions/017-membership-renewal.md). */
  validUntil: timestamp({ withTimezone: true }),
  /** Legal name, GSTIN and registered address for the invoices issued on the supplier's behalf
   * (docs/decisions/023); null until the supplier gives them, and its products cannot be ordered before. */
  invoiceDetails: jsonb().$type<SellerInvoiceDetails>(),
});

export const jobseekerProfiles = pgTable('jobseeker_profiles', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mobile: text().notNull(),
  gender: text({ enum: ['male', 'female', 'other'] }),
  dob: date({ mode: 'string' }),
  /** As typed at registration (free text); the job board's profile has the fields below. */
  qualification: text(),
  experience: text(),
  cityState: text(),
  /** The job board profile (docs/decisions/020-job-board.md): a level of `qualifications`, years, lists. */
  qualificationLevel: text({
    enum: ['none', 'below10th', '10th', '12th', 'iti', 'diploma', 'graduate', 'postgraduate'],
  }),
  experienceYears: integer(),
  skills: jsonb().$type<string[]>().notNull().default([]),
  preferredCities: jsonb().$type<string[]>().notNull().default([]),
  expectedMonthlySalaryRupees: integer(),
  languages: jsonb().$type<string[]>().notNull().default([]),
  /** The daily email of new matching openings; `alertToken` is its one-click unsubscribe link's key. */
  jobAlerts: boolean().notNull().default(true),
  alertToken: text().unique(),
  /** An admin's check of the resume, ID proof and signed policy: until `verified`, no applications. */
  verification: text({ enum: ['pending', 'verified', 'rejected'] })
    .notNull()
    .default('pending'),
  verificationReason: text(),
  verificationDecidedAt: timestamp({ withTimezone: true }),
  verificationDecidedBy: integer().references(() => users.id),
});

/** KYC and profile uploads: the file is in the upload store under `storageKey`, served to its owner and admins. */
export const memberDocuments = pgTable(
  'member_documents',
  {
    /** `doc_…`, unguessable; access is still checked on every download. */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['gst', 'logo', 'signedPolicy', 'resume', 'idProof'] }).notNull(),
    storageKey: text().notNull().unique(),
    fileName: text().notNull(),
    contentType: text({ enum: ['application/pdf', 'image/jpeg', 'image/png'] }).notNull(),
    sizeBytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId), check('member_documents_size_check', sql`${table.sizeBytes} >= 0`)],
);
