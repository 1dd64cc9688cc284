import { Link } from 'react-router';
import { company } from '#src/config/company';
import { Logo } from './logo';
import { footerQuickLinks } from './nav-links';

export function SiteFooter() {
  const year = new Date().getFullYear();

  return (
    <footer className="mt-16 bg-leaf-900 text-leaf-50">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[1.2fr_2fr_1fr]">
        <div className="space-y-3">
          <Logo tone="light" />
          <p className="max-w-xs text-sm text-leaf-100">{company.tagline}</p>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2
            id="footer-quick-links"
            className="text-sm font-semibold tracking-wide text-saffron-200 uppercase"
          >
            Quick Links
          </h2>
          <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
            {footerQuickLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="rounded text-leaf-50 hover:text-saffron-200 hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold tracking-wide text-saffron-200 uppercase">
            Registered Office
          </h2>
          <address className="mt-4 text-sm text-leaf-100 not-italic">
            {company.legalName}
            <br />
            {company.location}
          </address>
        </div>
      </div>

      <div className="border-t border-leaf-800">
        <p className="container-page py-4 text-center text-sm text-leaf-100">
          © {year} {company.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
