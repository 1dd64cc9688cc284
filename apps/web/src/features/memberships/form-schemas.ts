import { emailSchema, passwordSchema } from '@bulk/domain/auth';
import { categoryNames } from '@bulk/domain/catalogue';
import {
  birthDateSchema,
  genders,
  indianMobileSchema,
  JOBSEEKER_CONSENT_MESSAGE,
  JOBSEEKER_PASSWORDS_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  SUPPLIER_CONSENT_MESSAGE,
  SUPPLIER_PASSWORDS_MESSAGE,
} from '@bulk/domain/memberships';
import { z } from 'zod';

// The forms check what the server checks (`@bulk/domain/memberships`) with the specification's messages,
// before any payment; the server checks it all again.

/** A file input's value: its FileList (any list of files), or nothing before a file is chosen. */
const fileList = z.custom<FileList | undefined>(
  (value) =>
    value === undefined || value === '' || (typeof value === 'object' && value !== null && 'length' in value),
  'Please choose a file.',
);
const requiredFile = (message: string) => fileList.refine((files) => (files?.length ?? 0) > 0, message);
/** Trimmed text, limited with the shared schemas' own message so that `i18n/messages.ts` translates it. */
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);

export const supplierFormSchema = z
  .object({
    businessName: text(150).min(1, 'Please enter your business name.'),
    contactPerson: text(100).min(1, 'Please enter the contact person.'),
    email: z.string().trim().min(1, 'Please enter your email address.').pipe(emailSchema),
    mobile: z.string().trim().min(1, 'Please enter your mobile number.').pipe(indianMobileSchema),
    password: passwordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password.'),
    categories: z.array(z.enum(categoryNames)).min(1, 'Please choose at least one category.'),
    address: text(300).min(1, 'Please enter your business address.'),
    gst: requiredFile('Please upload your GST certificate or ID proof.'),
    logo: fileList,
    signedPolicy: requiredFile('Please upload the signed Supplier Policy.'),
    agree: z.boolean().refine((accepted) => accepted, SUPPLIER_CONSENT_MESSAGE),
  })
  .refine((values) => !values.confirmPassword || values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: SUPPLIER_PASSWORDS_MESSAGE,
  });
export type SupplierFormInput = z.input<typeof supplierFormSchema>;
export type SupplierFormValues = z.output<typeof supplierFormSchema>;

const required = z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE);

export const jobseekerFormSchema = z
  .object({
    fullName: text(100).min(1, REQUIRED_FIELDS_MESSAGE),
    email: required.pipe(emailSchema),
    phone: required.pipe(indianMobileSchema),
    password: z.string().min(1, REQUIRED_FIELDS_MESSAGE).pipe(passwordSchema),
    confirmPassword: z.string().min(1, REQUIRED_FIELDS_MESSAGE),
    dob: z.union([z.literal(''), birthDateSchema]),
    gender: z.union([z.literal(''), z.enum(genders)]),
    qualification: text(150),
    experience: text(150),
    cityState: text(150),
    resume: fileList,
    idProof: fileList,
    signedPolicy: requiredFile('Please upload the signed Job Seeker Policy.'),
    agree: z.boolean().refine((accepted) => accepted, JOBSEEKER_CONSENT_MESSAGE),
  })
  .refine((values) => !values.confirmPassword || values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: JOBSEEKER_PASSWORDS_MESSAGE,
  });
export type JobseekerFormInput = z.input<typeof jobseekerFormSchema>;
export type JobseekerFormValues = z.output<typeof jobseekerFormSchema>;
