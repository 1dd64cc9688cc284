import type { ParseKeys } from 'i18next';
import { i18n } from './i18n';

/** The key of a message shown to a user about what they sent: a validation text or a general error. */
export type MessageKey = Extract<ParseKeys, `validation.${string}` | `errors.${string}`>;
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * A message of the web app's own (a form's check, a browser-side refusal): its key, with its parameters
 * where it has some. Zod and react-hook-form carry a message as text, so a key with parameters travels as
 * the JSON of `{ key, params }`; `translateMessage` reads both forms when the message is shown.
 */
export function formMessage(key: MessageKey, params?: MessageParams): string {
  return params ? JSON.stringify({ key, params }) : key;
}

const MESSAGE_KEY = /^(?:validation|errors)\.\w+$/;

/** The key and parameters `formMessage` wrote, or undefined for any other text. */
function keyedMessage(message: string): { key: MessageKey; params?: MessageParams } | undefined {
  const keyed = readKeyedMessage(message);
  return keyed && i18n.exists(keyed.key) ? keyed : undefined;
}

function readKeyedMessage(message: string): { key: MessageKey; params?: MessageParams } | undefined {
  if (MESSAGE_KEY.test(message)) return { key: message as MessageKey };
  if (!message.startsWith('{"key":')) return undefined;
  try {
    const { key, params } = JSON.parse(message) as { key?: unknown; params?: unknown };
    if (typeof key !== 'string' || !MESSAGE_KEY.test(key)) return undefined;
    if (typeof params !== 'object' || params === null) return undefined;
    return { key: key as MessageKey, params: params as MessageParams };
  } catch {
    return undefined;
  }
}

// The shared zod schemas (`@bulk/domain`) and the server write their messages once, in English, and the
// server sends them as they are. They are shown through this table in the chosen language; a message not
// listed (a server's free text) is shown as it came.
const messageKeys: Readonly<Record<string, MessageKey>> = {
  'Please enter a valid email address.': 'validation.emailInvalid',
  'Please enter your full name.': 'validation.nameRequired',
  'Please enter your password.': 'validation.passwordRequired',
  'Please enter your current password.': 'validation.currentPasswordRequired',
  'Passwords do not match.': 'validation.passwordsDiffer',
  'Please enter your address.': 'validation.addressRequired',
  'Please enter your city.': 'validation.cityRequired',
  'Please choose a state from the list.': 'validation.stateRequired',
  'Please enter a 6-digit PIN code.': 'validation.pinInvalid',
  'This PIN code does not belong to the chosen state.': 'validation.pinStateMismatch',
  'A GSTIN has 15 characters: state code, PAN, entity number, Z and a check character.':
    'validation.gstinFormat',
  'The first two digits of this GSTIN are not a GST state code.': 'validation.gstinStateCode',
  'This GSTIN is not valid: its last character does not match. Please check it for a typo.':
    'validation.gstinCheck',
  'This GSTIN is registered in another state: it can be used only with a billing address in its state.':
    'validation.gstinStateMismatch',
  'Please enter a 10-digit mobile number starting with 6, 7, 8 or 9.': 'validation.mobileStartsWith',
  'Please enter a phone number of 10 to 15 digits.': 'validation.phoneInvalid',
  // Dispatch details (@bulk/domain/shipments) and the server's e-way bill rule.
  'Enter the e-way bill number: it is required when the invoice value with tax is over ₹50,000.':
    'validation.ewayBillRequired',
  'An e-way bill number is 12 digits.': 'validation.ewayBillDigits',
  'Enter a vehicle number such as MP09AB1234.': 'validation.vehicleNumber',
  'Enter the transporter.': 'validation.transporterRequired',
  'Enter the docket or LR number.': 'validation.docketRequired',
  'Please choose an issue type.': 'validation.issueTypeRequired',
  'Please enter a subject.': 'validation.subjectRequired',
  'Please enter a message.': 'validation.messageRequired',
  'Please check the highlighted fields.': 'validation.checkFields',
  'If an account exists for that email, a password reset link has been sent.': 'validation.resetSent',
  'This reset link is invalid or has expired.': 'validation.resetLinkInvalid',
  'Your password has been changed. Please log in.': 'validation.passwordChangedLogIn',
  'Your password has been changed.': 'validation.passwordChanged',
  'Your current password is not correct.': 'validation.currentPasswordWrong',
  'Your email address is verified.': 'validation.emailVerified',
  'A new verification link has been sent to your email address.': 'validation.verificationSent',
  'Your email address is already verified.': 'errors.emailAlreadyVerified',
  'This verification link has already been used.': 'errors.verificationLinkUsed',
  'This verification link has expired. Send a new one from your account.': 'errors.verificationLinkExpired',
  'This verification link is not valid.': 'errors.verificationLinkInvalid',
  'Invalid email or password.': 'validation.invalidCredentials',
  'The attachment must be a PDF, JPEG or PNG file.': 'validation.attachmentType',
  'Please fill all required fields': 'validation.requiredFields',
  'Passwords do not match': 'validation.jobseekerPasswordsDiffer',
  'An account with this email already exists. Please log in.': 'validation.emailTaken',
  'Your supplier account must be approved by an admin before you can publish listings. You can keep drafts meanwhile.':
    'errors.listingNotApproved',
  'Your supplier membership has ended: renew it to publish listings. You can keep drafts meanwhile.':
    'errors.listingMembershipLapsed',
  'You already have a listing with this SKU.': 'validation.skuTaken',
  'Each slab must start at a larger quantity than the one before.': 'validation.slabIncreasing',
  'Each slab must be cheaper than the price before it.': 'validation.slabCheaper',
  'Write the amount in rupees, like 420 or 420.50.': 'validation.sheetRupees',
  'Write a whole number.': 'validation.sheetWholeNumber',
  'Write each specification as name: value, separated by semicolons.': 'validation.sheetSpecifications',
  'Every row needs your SKU: a second upload updates the listing with the same SKU.':
    'validation.sheetSkuRequired',
  'Your listing with this SKU is archived and cannot change; give this row another SKU.':
    'validation.sheetSkuArchived',
  'Use letters, digits, dots, dashes and underscores only.': 'validation.skuFormat',
  'Send a CSV or XLSX file (an Excel workbook), such as the template.': 'validation.sheetFileType',
  'Please enter your business name.': 'validation.businessNameRequired',
  'Please enter the contact person.': 'validation.contactPersonRequired',
  'Please enter a 10-digit Indian mobile number.': 'validation.mobileInvalid',
  'Please choose at least one category.': 'validation.categoriesRequired',
  'Please enter your business address.': 'validation.businessAddressRequired',
  'Please accept the Supplier Policy and Terms.': 'validation.supplierConsent',
  'Please accept the Job Seeker Policy and Terms.': 'validation.jobseekerConsent',
  'Must be a PDF, JPEG or PNG file.': 'validation.fileType',
  'Use the format yyyy-MM-dd.': 'validation.dobFormat',
  'Is not a real date.': 'validation.dobNotReal',
  'Please enter your date of birth.': 'validation.dobInvalid',
  'Something went wrong. Please try again.': 'errors.generic',
  'Could not reach the server. Please check your connection and try again.': 'errors.offline',
  'The server sent an unexpected response. Please try again later.': 'errors.unexpected',
  'This payment is already recorded for another order.': 'errors.paymentRecordedElsewhere',
  'This order is too large: the store accepts orders up to ₹1,000 crore.': 'errors.orderTooLarge',
  'Your membership year starts when an admin approves your account, so there is nothing to renew yet.':
    'errors.renewalNotApproved',
  'Your supplier registration was not approved, so it cannot be renewed.': 'errors.renewalRejected',
  'The photo must be a JPEG, PNG or WebP image.': 'errors.photoType',
  'The photo could not be read: the file is damaged.': 'errors.photoDamaged',
  'The document must be a PDF file.': 'errors.documentType',
};

// A payment that paid nothing (its order cancelled or already paid), with the amount to be refunded.
const refundPatterns: readonly { pattern: RegExp; key: MessageKey }[] = [
  {
    pattern: /^This order was cancelled; your payment of (₹[\d,.]+) will be refunded\.$/,
    key: 'errors.refundOrderCancelled',
  },
  {
    pattern: /^This order is already paid; your second payment of (₹[\d,.]+) will be refunded\.$/,
    key: 'errors.refundOrderPaid',
  },
  {
    pattern: /^This membership fee is already paid; your second payment of (₹[\d,.]+) will be refunded\.$/,
    key: 'errors.refundMembershipPaid',
  },
];

// A listing's row in a spreadsheet: the same SKU on several rows, and a value outside a list (a category
// or a unit, written in the file as the list has it, so the values stay as they are).
const SKU_ON_ROWS = /^This SKU is on rows ([\d, ]+): each SKU may be on one row only\.$/;
const ONE_OF = /^Write one of: (.+)\.$/;
const SLAB_ABOVE_MOQ = /^A slab must start above the minimum order quantity of (\d+)\.$/;

/**
 * Messages of the shared listing schema that name their field ('Please enter the product name.', 'The
 * price must be at least 1.'), for a place that names the field already (a spreadsheet's column): the
 * field's noun is English, so the message is shown without it, in the chosen language.
 */
const fieldPatterns: readonly {
  pattern: RegExp;
  key: MessageKey;
  params: (match: RegExpExecArray) => MessageParams;
}[] = [
  { pattern: /^Please enter the [a-z -]+\.$/, key: 'validation.listingRequired', params: () => ({}) },
  { pattern: /^The [a-z -]+ must be a whole number\.$/, key: 'validation.wholeNumber', params: () => ({}) },
  {
    pattern: /^The [a-z -]+ must be at least (\d+)\.$/,
    key: 'validation.numberAtLeast',
    params: (match) => ({ min: Number(match[1]) }),
  },
  {
    pattern: /^The [a-z -]+ must be at most (\d+)\.$/,
    key: 'validation.numberAtMost',
    params: (match) => ({ max: Number(match[1]) }),
  },
  {
    pattern: /^Quantity for this listing must be in steps of (\d+) above the minimum of (\d+)\.$/,
    key: 'validation.slabOffStep',
    params: (match) => ({ step: Number(match[1]), moq: Number(match[2]) }),
  },
];

// A renewal asked for too early, with the day it opens.
const RENEWAL_NOT_OPEN = /^Renewal opens on (\d{4}-\d{2}-\d{2}), 30 days before your membership ends\.$/;

const limitPatterns: readonly { pattern: RegExp; key: MessageKey }[] = [
  { pattern: /^At most (\d+) characters\.$/, key: 'validation.atMost' },
  { pattern: /^Use at least (\d+) characters\.$/, key: 'validation.useAtLeast' },
  { pattern: /^Use at most (\d+) characters\.$/, key: 'validation.useAtMost' },
];

/**
 * `message` in the shown language; as it came (English) while the strings of its key are not loaded yet
 * (the `messages` part, i18n/string-parts.ts), rather than the key.
 */
const inLanguage = (message: string, key: MessageKey, params?: MessageParams): string =>
  i18n.exists(key) ? String(i18n.t(key, params)) : message;

/**
 * The one place a message becomes text: a key from `formMessage` (with its parameters), or one of the known
 * English messages, in the chosen language; any other text unchanged.
 */
export function translateMessage(message: string): string;
export function translateMessage(message: string | undefined): string | undefined;
export function translateMessage(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const keyed = keyedMessage(message);
  if (keyed) return i18n.t(keyed.key, keyed.params);
  const key = messageKeys[message];
  if (key) return inLanguage(message, key);
  for (const { pattern, key: limitKey } of limitPatterns) {
    const match = pattern.exec(message);
    if (match) return inLanguage(message, limitKey, { max: Number(match[1]) });
  }
  for (const { pattern, key: refundKey } of refundPatterns) {
    const match = pattern.exec(message);
    if (match) return inLanguage(message, refundKey, { amount: match[1]! });
  }
  const renewalDate = RENEWAL_NOT_OPEN.exec(message);
  if (renewalDate) return inLanguage(message, 'errors.renewalNotOpen', { date: renewalDate[1]! });
  const skuRows = SKU_ON_ROWS.exec(message);
  if (skuRows) return inLanguage(message, 'validation.sheetSkuRepeated', { rows: skuRows[1]! });
  const choices = ONE_OF.exec(message);
  if (choices) return inLanguage(message, 'validation.sheetOneOf', { values: choices[1]! });
  const slabStart = SLAB_ABOVE_MOQ.exec(message);
  if (slabStart) return inLanguage(message, 'validation.slabAboveMoq', { moq: Number(slabStart[1]) });
  return message;
}

/**
 * A message shown beside the name of its field (a spreadsheet's row and column), in the chosen language:
 * as `translateMessage`, and the shared schema's messages that say their field's name again also without it.
 */
export function translateFieldMessage(message: string): string {
  for (const { pattern, key, params } of fieldPatterns) {
    const match = pattern.exec(message);
    if (match) return inLanguage(message, key, params(match));
  }
  return translateMessage(message);
}
