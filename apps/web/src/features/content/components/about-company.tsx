import { Trans, useTranslation } from 'react-i18next';
import { categoryNames, type CategoryName } from '@bulk/domain/catalogue';
import { Link } from 'react-router';
import { company } from '#src/config/company';
import { paths } from '#src/config/paths';
import { Prose } from './prose';

/** The about page's line on each catalogue category, by its English name. */
const categoryLineKeys = {
  Flour: 'about.lines.flour',
  Aprons: 'about.lines.aprons',
  'Indian Spices': 'about.lines.indianSpices',
  Pulses: 'about.lines.pulses',
  'Indian Rice': 'about.lines.indianRice',
  Papers: 'about.lines.papers',
  'Metal Coils': 'about.lines.metalCoils',
  'Herbal Products': 'about.lines.herbalProducts',
  'Dry Fruits': 'about.lines.dryFruits',
} as const satisfies Record<CategoryName, string>;

/** The company story, what it sells, where it ships, its team and its plans. */
export function AboutCompany() {
  const { t } = useTranslation();
  const facts = [
    { label: t('about.founded'), value: String(company.foundedYear) },
    { label: t('about.basedIn'), value: company.location },
    { label: t('about.categories'), value: String(categoryNames.length) },
    { label: t('about.deliversTo'), value: t('about.worldwide') },
  ];

  return (
    <div className="space-y-12">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {facts.map(({ label, value }) => (
          <div key={label} className="rounded-lg border border-saffron-100 bg-white p-4">
            <dt className="text-sm text-stone-700">{label}</dt>
            <dd className="mt-1 text-lg font-semibold text-leaf-800">{value}</dd>
          </div>
        ))}
      </dl>

      <Prose>
        <h2>{t('about.story')}</h2>
        <p>{t('about.storyFounded', { company: company.name, year: company.foundedYear })}</p>
        <p>{t('about.storyToday', { legalName: company.legalName })}</p>

        <h2>{t('about.whatWeSell')}</h2>
        <p>{t('about.sellIntro')}</p>
        <ul>
          {categoryNames.map((category) => (
            <li key={category}>
              <Trans i18nKey={categoryLineKeys[category]} components={{ b: <strong /> }} />
            </li>
          ))}
        </ul>
        <p>
          <Trans
            i18nKey="about.sellGrade"
            components={{
              certificates: <Link to={paths.certificates} />,
              catalogue: <Link to={paths.products} />,
            }}
          />
        </p>

        <h2>{t('about.distribution')}</h2>
        <p>
          <Trans i18nKey="about.deliverIndia" components={{ shipping: <Link to={paths.shippingPolicy} /> }} />
        </p>
        <p>{t('about.deliverAbroad')}</p>

        <h2>{t('about.team')}</h2>
        <p>{t('about.teamPeople')}</p>
        <p>
          <Trans
            i18nKey="about.teamPartners"
            components={{
              supplier: <Link to={paths.registerSupplier} />,
              jobs: <Link to={paths.registerJob} />,
            }}
          />
        </p>

        <h2>{t('about.vision')}</h2>
        <p>{t('about.visionNetwork')}</p>
        <p>{t('about.visionRules')}</p>
      </Prose>

      <div className="flex flex-wrap gap-3">
        <Link to={paths.products} className="btn-primary">
          {t('account.browseProducts')}
        </Link>
        <Link to={paths.contact} className="btn-secondary">
          {t('nav.contactUs')}
        </Link>
      </div>
    </div>
  );
}
