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
          <Link
            to={paths.products}
            className="rounded-md border-2 border-saffron-700 bg-saffron-700 px-5 py-3 font-semibold text-white shadow-sm hover:border-saffron-800 hover:bg-saffron-800"
          >
            Start Shopping
          </Link>
          <Link
            to={paths.registerJob}
            className="rounded-md border-2 border-leaf-700 px-5 py-3 font-semibold text-leaf-800 hover:bg-leaf-50"
          >
            Find a Job
          </Link>
        </div>
      </div>
    </section>
  );
}
