import { indiaDate, openingInputSchema, type OpeningInputForm } from '@bulk/domain/job-board';
import { membershipEnd } from '@bulk/domain/memberships';
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { hashPassword } from '#src/modules/auth/password';
import { openingKeysOf } from '#src/modules/job-board/openings.repo';
import { insertMemberAccount, insertSupplierProfile } from '#src/modules/memberships/members.repo';
import type { Database } from './client';
import { jobOpenings, users } from './schema/index';

// `npm run seed:demo`: openings from the company and three demo suppliers, so that a newcomer sees the
// job board working. Never run by `npm start`. Salaries are monthly, in rupees, as Indian postings state them.

interface DemoSupplier {
  email: string;
  businessName: string;
  contactPerson: string;
  mobile: string;
  categories: string[];
  address: string;
}

type DemoOpening = Omit<OpeningInputForm, 'lastDate'> & { openDays: number };

const suppliers: DemoSupplier[] = [
  {
    email: 'jobs.malwa-agro@demo.example.in',
    businessName: 'Malwa Agro Traders (demo)',
    contactPerson: 'Ravi Patel',
    mobile: '9826012345',
    categories: ['Pulses', 'Grains'],
    address: '14 Sanwer Road Industrial Area, Indore, Madhya Pradesh 452015',
  },
  {
    email: 'jobs.saurashtra-spices@demo.example.in',
    businessName: 'Saurashtra Spices (demo)',
    contactPerson: 'Hetal Desai',
    mobile: '9824023456',
    categories: ['Indian Spices'],
    address: 'Plot 22, Aji GIDC, Rajkot, Gujarat 360003',
  },
  {
    email: 'jobs.deccan-pulses@demo.example.in',
    businessName: 'Deccan Pulses Company (demo)',
    contactPerson: 'Suresh Wankhede',
    mobile: '9822034567',
    categories: ['Pulses'],
    address: 'Kalamna Market Yard, Nagpur, Maharashtra 440035',
  },
];

const companyOpenings: DemoOpening[] = [
  {
    title: 'Warehouse Loader',
    description:
      'Load and unload 25 kg and 50 kg sacks of pulses, flour and spices at our Indore warehouse, stack them by lot and keep the loading bay clean. Day shift, 9 am to 6 pm, Sunday off. PF and ESI.',
    type: 'full-time',
    vacancies: 8,
    city: 'Indore',
    state: 'Madhya Pradesh',
    salaryMinRupees: 12000,
    salaryMaxRupees: 15000,
    experienceMinYears: 0,
    experienceMaxYears: 2,
    qualification: 'below10th',
    skills: ['Loading', 'Unloading', 'Stacking'],
    openDays: 45,
  },
  {
    title: 'Dispatch Supervisor',
    description:
      'Plan the day’s truck loads, check each order against its invoice and e-way bill, lead a team of six loaders and keep the dispatch register. Experience in a wholesale or FMCG warehouse needed.',
    type: 'full-time',
    vacancies: 1,
    city: 'Indore',
    state: 'Madhya Pradesh',
    salaryMinRupees: 22000,
    salaryMaxRupees: 28000,
    experienceMinYears: 3,
    experienceMaxYears: 6,
    qualification: '12th',
    skills: ['Dispatch planning', 'E-way bill', 'Team handling'],
    openDays: 30,
  },
  {
    title: 'Accountant (Tally, GST)',
    description:
      'Keep the books in Tally Prime, raise GST invoices, reconcile bank and UPI receipts, prepare GSTR-1 and GSTR-3B data for our consultant. B.Com with two years of accounts work.',
    type: 'full-time',
    vacancies: 1,
    city: 'Bhopal',
    state: 'Madhya Pradesh',
    salaryMinRupees: 20000,
    salaryMaxRupees: 30000,
    experienceMinYears: 2,
    experienceMaxYears: 5,
    qualification: 'graduate',
    skills: ['Tally', 'GST returns', 'Excel'],
    openDays: 40,
  },
  {
    title: 'Field Sales Executive',
    description:
      'Visit kirana stores, hotels and caterers in your area, take bulk orders for pulses and spices, and follow up on payments. Own two-wheeler and licence needed; petrol allowance and monthly incentives.',
    type: 'full-time',
    vacancies: 4,
    city: 'New Delhi',
    state: 'Delhi',
    salaryMinRupees: 15000,
    salaryMaxRupees: 22000,
    experienceMinYears: 1,
    experienceMaxYears: 3,
    qualification: '12th',
    skills: ['Field sales', 'Hindi', 'Two-wheeler'],
    openDays: 35,
  },
  {
    title: 'Packing Helper (walk-in)',
    description:
      'Weigh, pack and seal 1 kg to 50 kg bags on the packing line, label them and stack the cartons. Freshers welcome; training given on the first day.',
    type: 'walk-in',
    vacancies: 10,
    city: 'Indore',
    state: 'Madhya Pradesh',
    salaryMinRupees: 10000,
    salaryMaxRupees: 12000,
    experienceMinYears: 0,
    experienceMaxYears: 1,
    qualification: 'none',
    skills: ['Packing', 'Weighing'],
    walkInVenue: 'Company warehouse, Plot 14, Sanwer Road Industrial Area, Indore 452015',
    walkInTime: 'Every Monday and Thursday, 10 am to 1 pm; bring an ID proof',
    openDays: 21,
  },
  {
    title: 'Delivery Driver (LMV)',
    description:
      'Drive our Tata Ace and Bolero pick-ups on city delivery routes, help unload at the customer and collect the signed bill copy. Valid LMV licence and two years of city driving needed.',
    type: 'contract',
    vacancies: 3,
    city: 'Ahmedabad',
    state: 'Gujarat',
    salaryMinRupees: 16000,
    salaryMaxRupees: 20000,
    experienceMinYears: 2,
    experienceMaxYears: 8,
    qualification: '10th',
    skills: ['LMV licence', 'Route planning'],
    openDays: 30,
  },
  {
    title: 'Customer Support Executive',
    description:
      'Answer buyers’ calls and WhatsApp messages about orders, freight and invoices in Hindi and English, and raise tickets for the warehouse. Day shift from our Jaipur office.',
    type: 'full-time',
    vacancies: 2,
    city: 'Jaipur',
    state: 'Rajasthan',
    salaryMinRupees: 14000,
    salaryMaxRupees: 18000,
    experienceMinYears: 0,
    experienceMaxYears: 2,
    qualification: '12th',
    skills: ['Phone support', 'Hindi', 'English'],
    openDays: 28,
  },
  {
    title: 'Inventory Intern',
    description:
      'Six-month internship: count stock by lot, update the stock sheet in Excel and learn how a bulk warehouse runs. Certificate on completion; students in their final year may apply.',
    type: 'internship',
    vacancies: 2,
    city: 'Indore',
    state: 'Madhya Pradesh',
    salaryMinRupees: 8000,
    salaryMaxRupees: 10000,
    experienceMinYears: 0,
    experienceMaxYears: 0,
    qualification: '12th',
    skills: ['Excel', 'Stock counting'],
    openDays: 25,
  },
];

/** Each demo supplier's openings, in the order of `suppliers`. */
const supplierOpenings: DemoOpening[][] = [
  [
    {
      title: 'Grain Sorting Operator',
      description:
        'Run the grain cleaning and sorting machines, remove stones and broken grain by hand where needed, and fill the sorted lots into sacks. Day shift with overtime in the harvest season.',
      type: 'full-time',
      vacancies: 6,
      city: 'Indore',
      state: 'Madhya Pradesh',
      salaryMinRupees: 11000,
      salaryMaxRupees: 13000,
      experienceMinYears: 0,
      experienceMaxYears: 2,
      qualification: 'below10th',
      skills: ['Sorting', 'Machine cleaning'],
      openDays: 30,
    },
    {
      title: 'Sales Representative',
      description:
        'Sell our pulses and grains to wholesalers and mandi traders in Ujjain and nearby towns, take orders and collect payments. Knowledge of the local market and Hindi needed.',
      type: 'full-time',
      vacancies: 2,
      city: 'Ujjain',
      state: 'Madhya Pradesh',
      salaryMinRupees: 15000,
      salaryMaxRupees: 20000,
      experienceMinYears: 1,
      experienceMaxYears: 4,
      qualification: '12th',
      skills: ['Sales', 'Hindi', 'Collections'],
      openDays: 35,
    },
  ],
  [
    {
      title: 'Machine Operator (spice grinding)',
      description:
        'Operate and clean the pulveriser and sieving machines for chilli, turmeric and coriander powder, keep the batch records and follow the hygiene rules of the plant. ITI (fitter or electrician) preferred.',
      type: 'full-time',
      vacancies: 3,
      city: 'Rajkot',
      state: 'Gujarat',
      salaryMinRupees: 14000,
      salaryMaxRupees: 18000,
      experienceMinYears: 1,
      experienceMaxYears: 4,
      qualification: 'iti',
      skills: ['Grinder operation', 'Machine maintenance'],
      openDays: 40,
    },
    {
      title: 'Quality Checker',
      description:
        'Check incoming spice lots for moisture, colour and foreign matter, keep the FSSAI records and release finished batches. Diploma in food technology or a related field.',
      type: 'full-time',
      vacancies: 1,
      city: 'Rajkot',
      state: 'Gujarat',
      salaryMinRupees: 18000,
      salaryMaxRupees: 24000,
      experienceMinYears: 1,
      experienceMaxYears: 3,
      qualification: 'diploma',
      skills: ['Quality control', 'FSSAI norms'],
      openDays: 30,
    },
  ],
  [
    {
      title: 'Truck Driver (HMV)',
      description:
        'Drive our 10-tonne trucks between Nagpur, Pune and Hyderabad with pulses loads, check the load and papers before each trip and keep the trip log. Valid HMV licence and three years of long-route driving.',
      type: 'full-time',
      vacancies: 2,
      city: 'Nagpur',
      state: 'Maharashtra',
      salaryMinRupees: 20000,
      salaryMaxRupees: 26000,
      experienceMinYears: 3,
      experienceMaxYears: 10,
      qualification: '10th',
      skills: ['HMV licence', 'Long route driving'],
      openDays: 45,
    },
    {
      title: 'Billing Clerk',
      description:
        'Prepare GST invoices and delivery challans in Tally for our Pune depot, match them with the dispatch register and file the bill copies. B.Com preferred.',
      type: 'full-time',
      vacancies: 1,
      city: 'Pune',
      state: 'Maharashtra',
      salaryMinRupees: 15000,
      salaryMaxRupees: 19000,
      experienceMinYears: 1,
      experienceMaxYears: 3,
      qualification: 'graduate',
      skills: ['Tally', 'Billing', 'GST invoices'],
      openDays: 30,
    },
  ],
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo suppliers' accounts (approved, a running membership), made once; returns their ids in order. */
async function demoSupplierIds(tx: Database, now: Date): Promise<number[]> {
  const ids: number[] = [];
  for (const supplier of suppliers) {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, supplier.email));
    if (existing) {
      ids.push(existing.id);
      continue;
    }
    // No one signs in as a demo supplier: its password is random and never shown.
    const account = await insertMemberAccount(tx, {
      email: supplier.email,
      name: supplier.contactPerson,
      passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
      role: 'supplier',
      status: 'approved',
      phone: supplier.mobile,
      address: supplier.address,
    });
    await insertSupplierProfile(tx, {
      userId: account!.id,
      businessName: supplier.businessName,
      contactPerson: supplier.contactPerson,
      mobile: supplier.mobile,
      categories: supplier.categories,
      address: supplier.address,
      decidedAt: now,
      validUntil: membershipEnd(now),
    });
    ids.push(account!.id);
  }
  return ids;
}

/**
 * Adds the demo openings the database lacks (an employer's opening is known by its title and city), all
 * live, the suppliers' as approved by the first admin. A second run adds nothing. Needs an admin: the
 * store's first start creates one.
 */
export async function seedDemoJobs(db: Database, now: Date): Promise<{ openings: number }> {
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(asc(users.id))
      .limit(1);
    if (!admin)
      throw new Error('No admin yet: start the store once (it creates the first admin), then seed.');
    const supplierIds = await demoSupplierIds(tx, now);
    const employers: [number | null, DemoOpening[]][] = [
      [null, companyOpenings],
      ...supplierIds.map((id, index): [number, DemoOpening[]] => [id, supplierOpenings[index]!]),
    ];
    let added = 0;
    for (const [employerId, openings] of employers) {
      const known = await openingKeysOf(tx, employerId);
      for (const { openDays, ...demo } of openings) {
        if (known.has(`${demo.title}|${demo.city}`)) continue;
        const input = openingInputSchema.parse({
          ...demo,
          lastDate: indiaDate(new Date(now.getTime() + openDays * DAY_MS)),
        });
        await tx.insert(jobOpenings).values({
          ...input,
          walkInVenue: input.walkInVenue ?? null,
          walkInTime: input.walkInTime ?? null,
          employerId,
          postedBy: employerId ?? admin.id,
          status: 'live',
          decidedAt: employerId === null ? null : now,
          decidedBy: employerId === null ? null : admin.id,
          publishedAt: now,
          createdAt: now,
          updatedAt: now,
        });
        added++;
      }
    }
    return { openings: added };
  });
}
