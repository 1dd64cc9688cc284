import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import { useDocumentTitle } from '#src/hooks/use-document-title';

export default function HomePage() {
  useDocumentTitle('Authentic Indian Spices & Natural Products');
  return (
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
  );
}
