import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { Page } from '#src/components/layout/page';
import { company } from '#src/config/company';
import { env } from '#src/config/env';
import { TicketForm } from '#src/features/engagement/components/ticket-form';

/** The chat number as people write it: `919812345678` -> `+91 98123 45678`. */
function formatPhoneNumber(digits: string): string {
  const indian = /^91(\d{5})(\d{5})$/.exec(digits);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : `+${digits}`;
}

const cardClass = 'rounded-xl border border-saffron-100 bg-white p-6 shadow-sm';

export default function ContactPage() {
  const { t } = useTranslation();
  const ticketHeadingId = useId();
  const phone = formatPhoneNumber(env.chatNumber);

  return (
    <Page title={t('nav.contactUs')} intro={t('contact.intro')}>
      <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
        <section aria-labelledby="contact-details" className={`${cardClass} h-fit`}>
          <h2 id="contact-details" className="text-xl font-semibold text-leaf-800">
            {t('contact.getInTouch')}
          </h2>
          <dl className="mt-4 space-y-4 text-stone-800">
            <div>
              <dt className="text-sm font-semibold text-stone-600">{t('form.address')}</dt>
              <dd>
                <address className="not-italic">
                  {company.legalName}
                  <br />
                  {company.town}, {company.state} {company.postalCode}
                  <br />
                  {company.country}
                </address>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-stone-600">{t('form.phone')}</dt>
              <dd>
                <a href={`tel:+${env.chatNumber}`} className="font-medium text-leaf-800 underline">
                  {phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-stone-600">{t('form.email')}</dt>
              <dd>
                <a href={`mailto:${company.email}`} className="font-medium break-all text-leaf-800 underline">
                  {company.email}
                </a>
              </dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby={ticketHeadingId} className={cardClass}>
          <h2 id={ticketHeadingId} className="text-xl font-semibold text-leaf-800">
            {t('contact.raiseTicket')}
          </h2>
          <p className="mt-1 mb-6 text-stone-700">{t('contact.ticketText')}</p>
          <TicketForm labelledBy={ticketHeadingId} />
        </section>
      </div>
    </Page>
  );
}
