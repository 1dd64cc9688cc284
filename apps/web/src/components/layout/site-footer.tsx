import { useContext, type ComponentType, type ReactNode, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bankDetails, businessMembers, company, socialLinks } from '#src/config/company';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon, YouTubeIcon } from './icons';
import { Logo } from './logo';
import { MemberLogo } from './member-logos';
import { footerQuickLinks, itemsFor } from './nav-links';
import { HeaderAccountContext } from './site-header';

const socialIcons: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  LinkedIn: LinkedInIcon,
  YouTube: YouTubeIcon,
  X: XIcon,
};

const headingClass = 'text-sm font-semibold tracking-wide text-saffron-200 uppercase';

type SiteFooterProps = {
  /** The newsletter sign-up, which the app provides (`app/store-frame`). */
  newsletter?: ReactNode;
};

function SocialLinks() {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('footer.followUs')} className="flex flex-wrap gap-2">
      {socialLinks.map(({ network, url }) => {
        const SocialIcon = socialIcons[network];
        return (
          <li key={network}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('footer.socialLink', { company: company.name, network })}
              className="inline-flex size-10 items-center justify-center rounded-full bg-leaf-800 text-leaf-50 hover:bg-saffron-700 hover:text-white"
            >
              {SocialIcon ? <SocialIcon className="size-5" /> : network}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function BankDetailsList() {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('footer.bank'), bankDetails.bankName],
    [t('footer.accountName'), bankDetails.accountName],
    [t('footer.accountNumber'), bankDetails.accountNumber],
    [t('footer.ifsc'), bankDetails.ifsc],
    [t('footer.branch'), bankDetails.branch],
  ];
  return (
    <dl className="mt-4 space-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="grid grid-cols-[8rem_1fr] gap-x-3">
          <dt className="text-leaf-100">{term}</dt>
          <dd className="font-medium break-words text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SiteFooter({ newsletter }: SiteFooterProps) {
  const { t } = useTranslation();
  const account = useContext(HeaderAccountContext);
  const year = new Date().getFullYear();

  return (
    <footer className="mt-16 bg-leaf-900 text-leaf-50">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-[1.2fr_1.6fr_1.2fr]">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="max-w-xs text-sm text-leaf-100">{t('footer.tagline')}</p>
          <SocialLinks />
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
            {itemsFor(footerQuickLinks, account?.role).map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="rounded text-leaf-50 hover:text-saffron-200 hover:underline">
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {newsletter ? <div>{newsletter}</div> : null}

        <div>
          <h2 className={headingClass}>{t('footer.registeredOffice')}</h2>
          <address className="mt-4 text-sm text-leaf-100 not-italic">
            {company.legalName}
            <br />
            {company.town}, {company.state}, {company.country}
          </address>
        </div>

        <section aria-labelledby="footer-bank-details">
          <h2 id="footer-bank-details" className={headingClass}>
            {t('footer.bankDetails')}
          </h2>
          <BankDetailsList />
        </section>

        <section aria-labelledby="footer-business-members">
          <h2 id="footer-business-members" className={headingClass}>
            {t('footer.businessMembers')}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {businessMembers.map((member) => (
              <li key={member.id}>
                <a
                  href={member.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.opensInNewTab', { name: member.name })}
                  className="inline-flex rounded-md ring-offset-2 ring-offset-leaf-900 hover:ring-2 hover:ring-saffron-300"
                >
                  <MemberLogo id={member.id} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className="border-t border-leaf-800">
        <p className="container-page py-4 text-center text-sm text-leaf-100">
          {t('footer.copyright', { year, company: company.legalName })}
        </p>
      </div>
    </footer>
  );
}
