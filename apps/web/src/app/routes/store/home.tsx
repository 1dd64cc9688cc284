import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import { FeaturedProducts } from '#src/features/catalogue/components/featured-products';
import { useDocumentTitle } from '#src/hooks/use-document-title';

const benefits = [
  {
    title: 'Quality Products',
    text: 'A Grade Quality spices, pulses, rice, herbal products and dry fruits, checked before every bulk dispatch.',
  },
  {
    title: 'Career Growth',
    text: 'Job seekers register once for ₹49 and hear about openings across our growing trade network.',
  },
  {
    title: 'Supplier Partnership',
    text: 'Verified suppliers list their goods with us for ₹99 a year and reach bulk buyers across India.',
  },
] as const;

// The hero is the page's heading, so this page sets its title itself rather than through `Page`, whose
// frame (a plain h1 in the content column) does not fit a full-width hero.
export default function HomePage() {
  useDocumentTitle('Authentic Indian Spices & Natural Products');
  return (
    <>
      <section aria-labelledby="home-hero" className="bg-gradient-to-br from-saffron-50 via-cream to-leaf-50">
        <div className="container-page py-16 sm:py-24">
          <h1
            id="home-hero"
            className="max-w-3xl text-4xl font-extrabold tracking-tight text-leaf-800 sm:text-5xl"
          >
            Authentic Indian Spices &amp; Natural Products
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-stone-700">
            A Grade Quality spices, pulses, rice, flours, herbal products and dry fruits, sold in bulk from
            Madhya Pradesh to buyers across India and the world.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.products} className="btn-primary shadow-sm">
              Start Shopping
            </Link>
            <Link to={paths.registerJob} className="btn-secondary">
              Find a Job
            </Link>
          </div>
        </div>
      </section>

      <section aria-label="Why trade with us" className="border-y border-saffron-100 bg-white">
        <ul role="list" className="container-page grid gap-6 py-12 sm:grid-cols-3">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-xl bg-saffron-50 p-6">
              <h2 className="text-xl font-semibold text-leaf-800">{benefit.title}</h2>
              <p className="mt-2 text-stone-700">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <FeaturedProducts />
    </>
  );
}
