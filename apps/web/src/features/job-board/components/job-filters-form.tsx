import { jobTypes, qualifications } from '@bulk/domain/job-board';
import type { FormEvent } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '#src/config/paths';
import type { JobSearch } from '../job-filters';
import { jobTypeLabels, qualificationLabels } from '../labels';

const inputClass =
  'mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base text-ink focus:border-leaf-700 focus:outline-none focus:ring-2 focus:ring-leaf-700/30';
const labelClass = 'block text-sm font-medium text-ink';

/** Whole numbers typed in a filter; anything else is no filter. */
function wholeOrUndefined(value: FormDataEntryValue | null): number | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

function textOrUndefined(value: FormDataEntryValue | null): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  return text || undefined;
}

/**
 * The board's search and filters. A plain GET form to /jobs, so it works on the server's page before the app
 * takes it over; the app then applies it in place (`onChange`, a new filter starts from the first page).
 * `key`-ed by the URL's values by its parent, so Back shows the filters of the list it shows.
 */
export function JobFiltersForm({
  values,
  onChange,
}: {
  values: JobSearch;
  onChange: (values: Partial<JobSearch>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const type = jobTypes.find((value) => value === data.get('type'));
    const qualification = qualifications.find((value) => value === data.get('qualification'));
    onChange({
      q: textOrUndefined(data.get('q')),
      city: textOrUndefined(data.get('city')),
      type,
      qualification,
      experience: wholeOrUndefined(data.get('experience')),
      salary: wholeOrUndefined(data.get('salary')),
    });
  }

  return (
    <form
      role="search"
      aria-label={t('jobs.search')}
      action={paths.jobs}
      method="get"
      onSubmit={submit}
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div>
        <label htmlFor={`${id}-q`} className={labelClass}>
          {t('jobs.search')}
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          defaultValue={values.q ?? ''}
          placeholder={t('jobs.searchPlaceholder')}
          maxLength={100}
          className={inputClass}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <div>
          <label htmlFor={`${id}-city`} className={labelClass}>
            {t('jobs.city')}
          </label>
          <input
            id={`${id}-city`}
            name="city"
            defaultValue={values.city ?? ''}
            placeholder={t('jobs.anyCity')}
            maxLength={60}
            autoComplete="address-level2"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-type`} className={labelClass}>
            {t('jobs.type')}
          </label>
          <select id={`${id}-type`} name="type" defaultValue={values.type ?? ''} className={inputClass}>
            <option value="">{t('jobs.anyType')}</option>
            {jobTypes.map((type) => (
              <option key={type} value={type}>
                {t(jobTypeLabels[type])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-qualification`} className={labelClass}>
            {t('jobs.qualification')}
          </label>
          <select
            id={`${id}-qualification`}
            name="qualification"
            defaultValue={values.qualification ?? ''}
            className={inputClass}
          >
            <option value="">{t('jobs.anyQualification')}</option>
            {qualifications.map((qualification) => (
              <option key={qualification} value={qualification}>
                {t(qualificationLabels[qualification])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-experience`} className={labelClass}>
            {t('jobs.experience')}
          </label>
          <input
            id={`${id}-experience`}
            name="experience"
            inputMode="numeric"
            defaultValue={values.experience ?? ''}
            placeholder={t('jobs.anyExperience')}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-salary`} className={labelClass}>
            {t('jobs.salary')}
          </label>
          <input
            id={`${id}-salary`}
            name="salary"
            inputMode="numeric"
            defaultValue={values.salary ?? ''}
            placeholder={t('jobs.anySalary')}
            className={inputClass}
          />
        </div>
      </div>
      <button type="submit" className="btn-primary w-full">
        {t('jobs.applyFilters')}
      </button>
    </form>
  );
}
