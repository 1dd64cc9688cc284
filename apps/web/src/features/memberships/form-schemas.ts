import {
  JOBSEEKER_CONSENT_MESSAGE,
  JOBSEEKER_PASSWORDS_MESSAGE,
  jobseekerRegistrationSchema,
  REQUIRED_FIELDS_MESSAGE,
  SUPPLIER_CONSENT_MESSAGE,
  SUPPLIER_PASSWORDS_MESSAGE,
  supplierRegistrationSchema,
} from '@bulk/domain/memberships';
import { z } from 'zod';
import { formMessage } from '#src/i18n/messages';

// The forms check what the server checks, with its own fields (`@bulk/domain/memberships`) and the
// specification's messages, before any payment; the server checks it all again. What the browser adds:
// a 'required' message before a format check, the files, and the consent as a checkbox.

/** A file input's value: its FileList (any list of files), or nothing before a file is chosen. */
const fileList = z.custom<FileList | undefined>(
  (value) =>
    value === undefined || value === '' || (typeof value === 'object' && value !== null && 'length' in value),
  formMessage('validation.fileRequired'),
);
const requiredFile = (message: string) => fileList.refine((files) => (files?.length ?? 0) > 0, message);
const consent = (message: string) => z.boolean().refine((accepted) => accepted, message);

const supplier = supplierRegistrationSchema.shape;

export const supplierFormSchema = z
  .object({
    businessName: supplier.businessName,
    contactPerson: supplier.contactPerson,
    email: z.string().trim().min(1, formMessage('validation.emailRequired')).pipe(supplier.email),
    mobile: z.string().trim().min(1, formMessage('validation.mobileRequired')).pipe(supplier.mobile),
    password: supplier.password,
    confirmPassword: z.string().min(1, formMessage('validation.confirmRequired')),
    categories: supplier.categories,
    address: supplier.address,
    gst: requiredFile(formMessage('validation.gstRequired')),
    logo: fileList,
    signedPolicy: requiredFile(formMessage('validation.supplierPolicyRequired')),
    agree: consent(SUPPLIER_CONSENT_MESSAGE),
  })
  .refine((values) => !values.confirmPassword || values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: SUPPLIER_PASSWORDS_MESSAGE,
  });
export type SupplierFormInput = z.input<typeof supplierFormSchema>;
export type SupplierFormValues = z.output<typeof supplierFormSchema>;

const jobseeker = jobseekerRegistrationSchema.shape;
/** The job seeker form says 'Please fill all required fields' for any required field left blank. */
const required = z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE);

export const jobseekerFormSchema = z
  .object({
    fullName: jobseeker.fullName,
    email: required.pipe(jobseeker.email),
    phone: required.pipe(jobseeker.mobile),
    password: z.string().min(1, REQUIRED_FIELDS_MESSAGE).pipe(jobseeker.password),
    confirmPassword: jobseeker.confirmPassword,
    dob: jobseeker.dob,
    gender: jobseeker.gender,
    qualification: jobseeker.qualification,
    experience: jobseeker.experience,
    cityState: jobseeker.cityState,
    resume: fileList,
    idProof: fileList,
    signedPolicy: requiredFile(formMessage('validation.jobseekerPolicyRequired')),
    agree: consent(JOBSEEKER_CONSENT_MESSAGE),
  })
  .refine((values) => !values.confirmPassword || values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: JOBSEEKER_PASSWORDS_MESSAGE,
  });
export type JobseekerFormInput = z.input<typeof jobseekerFormSchema>;
export type JobseekerFormValues = z.output<typeof jobseekerFormSchema>;
