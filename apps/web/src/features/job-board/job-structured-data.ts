import type { JobDetail } from '@bulk/domain/job-board';
import { company } from '#src/config/company';
import { jobPath } from '#src/config/paths';

const employmentTypes = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
  'walk-in': 'FULL_TIME',
} as const satisfies Record<JobDetail['type'], string>;

/**
 * The schema.org JobPosting of an opening, as JSON-LD, which search engines read for their job listings
 * (developers.google.com/search/docs/appearance/structured-data/job-posting). The salary is rupees a month;
 * `validThrough` is the end of the last date to apply in India.
 */
export function jobStructuredData(job: JobDetail, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    url: new URL(jobPath(job.id), origin).href,
    identifier: { '@type': 'PropertyValue', name: job.employer.name, value: String(job.id) },
    ...(job.postedAt ? { datePosted: job.postedAt.slice(0, 10) } : {}),
    validThrough: `${job.lastDate}T23:59:59+05:30`,
    employmentType: employmentTypes[job.type],
    totalJobOpenings: job.vacancies,
    hiringOrganization: {
      '@type': 'Organization',
      name: job.employer.kind === 'company' ? company.legalName : job.employer.name,
      ...(job.employer.kind === 'company' ? { sameAs: origin } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.city,
        addressRegion: job.state,
        addressCountry: 'IN',
      },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: {
        '@type': 'QuantitativeValue',
        minValue: job.salaryMinRupees,
        maxValue: job.salaryMaxRupees,
        unitText: 'MONTH',
      },
    },
    experienceRequirements: {
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: job.experienceMinYears * 12,
    },
    ...(job.skills.length > 0 ? { skills: job.skills.join(', ') } : {}),
  };
}
