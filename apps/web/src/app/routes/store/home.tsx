import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import { FeaturedProducts } from '#src/features/catalogue/components/featured-products';
import { useDocumentTitle } from '#src/hooks/use-document-title';

const benefits = [
  { title: 'home.qualityTitle', text: 'home.qualityText' },
  { title: 'home.careerTitle', text: 'home.careerText' },
  { title: 'home.supplierTitle', text: 'home.supplierText' },
] as const;

// The hero is the page's heading, so this page sets its title itself rather than through `Page`, whose
// frame (a plain h1 in the content column) does not fit a full-width hero.
export default function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.hero'));
  return (
    <>
      <section aria-labelledby="home-hero" className="bg-gradient-to-br from-saffron-50 via-cream to-leaf-50">
        <div className="container-page py-16 sm:py-24">
          <h1
            id="home-hero"
            className="max-w-3xl text-4xl font-extrabold tracking-tight text-leaf-800 sm:text-5xl"
          >
            {t('home.hero')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-stone-700">{t('home.heroText')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.products} className="btn-primary shadow-sm">
              {t('common.startShopping')}
            </Link>
            <Link to={paths.registerJob} className="btn-secondary">
              {t('home.findJob')}
            </Link>
          </div>
        </div>
      </section>

      <section aria-label={t('home.why')} className="border-y border-saffron-100 bg-white">
        <ul role="list" className="container-page grid gap-6 py-12 sm:grid-cols-3">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-xl bg-saffron-50 p-6">
              <h2 className="text-xl font-semibold text-leaf-800">{t(benefit.title)}</h2>
              <p className="mt-2 text-stone-700">{t(benefit.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <FeaturedProducts />
    </>
  );
}
