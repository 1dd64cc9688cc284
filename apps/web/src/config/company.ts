/** Facts about the company shown across the site. The one place to change its name or location. */
export const company = {
  name: 'Bulk Trade India',
  legalName: 'Bulk Trade India Private Limited',
  tagline:
    'A Grade Quality goods in bulk: Indian spices, pulses, rice, flours, herbal products and dry fruits.',
  foundedYear: 2018,
  location: 'Madhya Pradesh, India',
  /** The registered office, as the server prints it on invoices (`COMPANY_ADDRESS`). */
  town: 'Indore',
  state: 'Madhya Pradesh',
  postalCode: '452001',
  country: 'India',
  /** Where the contact page and the footer send written questions. */
  email: 'support@bulktradeindia.in',
  /** Used when VITE_CHAT_NUMBER is not set: international format, digits only. */
  defaultChatNumber: '910000000000',
  /** Prefilled text of the chat button on pages without a more specific question. */
  generalChatMessage: 'Hello! I have a question about your products and bulk orders.',
} as const;

export type SocialLink = { network: string; url: string };

/** The company's profiles, in the footer's order; each is the network's page for the company slug. */
export const socialLinks: readonly SocialLink[] = [
  { network: 'Facebook', url: 'https://www.facebook.com/bulktradeindia' },
  { network: 'Instagram', url: 'https://www.instagram.com/bulktradeindia/' },
  { network: 'LinkedIn', url: 'https://www.linkedin.com/company/bulktradeindia/' },
  { network: 'YouTube', url: 'https://www.youtube.com/@bulktradeindia' },
  { network: 'X', url: 'https://x.com/bulktradeindia' },
];

export type BusinessMemberId =
  'indiamart' | 'tradeindia' | 'exportersindia' | 'justdial' | 'alibaba' | 'globallinker' | 'udyam';

export type BusinessMember = { id: BusinessMemberId; name: string; url: string };

/** 'Our Business Members': the trade directories and marketplaces that list the company. */
export const businessMembers: readonly BusinessMember[] = [
  { id: 'indiamart', name: 'IndiaMART', url: 'https://www.indiamart.com/bulktradeindia/' },
  { id: 'tradeindia', name: 'TradeIndia', url: 'https://www.tradeindia.com/bulktradeindia/' },
  { id: 'exportersindia', name: 'ExportersIndia', url: 'https://www.exportersindia.com/bulktradeindia/' },
  { id: 'justdial', name: 'Justdial', url: 'https://www.justdial.com/Indore/Bulk-Trade-India' },
  { id: 'alibaba', name: 'Alibaba', url: 'https://bulktradeindia.en.alibaba.com/' },
  { id: 'globallinker', name: 'GlobalLinker', url: 'https://www.globallinker.com/seller/bulktradeindia' },
  { id: 'udyam', name: 'Udyam Registration', url: 'https://udyamregistration.gov.in/' },
];

/** The account buyers pay by bank transfer (the payment terms allow bank transfer or UPI only). */
export type BankDetails = {
  bankName: string;
  accountName: string;
  accountNumber: string;
  ifsc: string;
  branch: string;
};

/** Shown for a bank detail that the build was not given: honest, and never a made-up number. */
export const BANK_DETAIL_ON_REQUEST = 'Shared on request';

/**
 * The defaults of the bank details, one per `VITE_BANK_*` variable. The account holder is the company
 * itself; the other details are real-world facts only the company can supply, so until the build sets
 * them the footer says they are shared on request.
 */
export const bankDetailDefaults: BankDetails = {
  bankName: BANK_DETAIL_ON_REQUEST, // VITE_BANK_NAME
  accountName: company.legalName, // VITE_BANK_ACCOUNT_NAME
  accountNumber: BANK_DETAIL_ON_REQUEST, // VITE_BANK_ACCOUNT_NUMBER
  ifsc: BANK_DETAIL_ON_REQUEST, // VITE_BANK_IFSC
  branch: BANK_DETAIL_ON_REQUEST, // VITE_BANK_BRANCH
};

export type BankEnv = {
  VITE_BANK_NAME?: string;
  VITE_BANK_ACCOUNT_NAME?: string;
  VITE_BANK_ACCOUNT_NUMBER?: string;
  VITE_BANK_IFSC?: string;
  VITE_BANK_BRANCH?: string;
};

// An Indian bank account number has 9 to 18 digits; an IFSC is 4 letters, a zero and 6 letters or digits.
const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * The bank details from the `VITE_BANK_*` build variables, each falling back to its default. A set but
 * malformed account number or IFSC stops the app at start-up, like a bad `VITE_CHAT_NUMBER`: buyers
 * must never be shown an account they cannot pay into.
 */
export function readBankDetails(env: BankEnv): BankDetails {
  const accountNumber = text(env.VITE_BANK_ACCOUNT_NUMBER)?.replace(/\s+/g, '');
  if (accountNumber !== undefined && !ACCOUNT_NUMBER_PATTERN.test(accountNumber)) {
    throw new Error(
      `VITE_BANK_ACCOUNT_NUMBER must be 9 to 18 digits, such as 50200012345678; got "${accountNumber}".`,
    );
  }
  const ifsc = text(env.VITE_BANK_IFSC)?.toUpperCase();
  if (ifsc !== undefined && !IFSC_PATTERN.test(ifsc)) {
    throw new Error(`VITE_BANK_IFSC must be an 11-character IFSC such as HDFC0001234; got "${ifsc}".`);
  }
  return {
    bankName: text(env.VITE_BANK_NAME) ?? bankDetailDefaults.bankName,
    accountName: text(env.VITE_BANK_ACCOUNT_NAME) ?? bankDetailDefaults.accountName,
    accountNumber: accountNumber ?? bankDetailDefaults.accountNumber,
    ifsc: ifsc ?? bankDetailDefaults.ifsc,
    branch: text(env.VITE_BANK_BRANCH) ?? bankDetailDefaults.branch,
  };
}

/** The bank details the footer shows, read once from the build's environment. */
export const bankDetails: BankDetails = readBankDetails({
  VITE_BANK_NAME: text(import.meta.env.VITE_BANK_NAME),
  VITE_BANK_ACCOUNT_NAME: text(import.meta.env.VITE_BANK_ACCOUNT_NAME),
  VITE_BANK_ACCOUNT_NUMBER: text(import.meta.env.VITE_BANK_ACCOUNT_NUMBER),
  VITE_BANK_IFSC: text(import.meta.env.VITE_BANK_IFSC),
  VITE_BANK_BRANCH: text(import.meta.env.VITE_BANK_BRANCH),
});
