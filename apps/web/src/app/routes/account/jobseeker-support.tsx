import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TicketForm } from '#src/features/engagement/components/ticket-form';
import { AccountPage } from './account-page';

export default function JobseekerSupportPage() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <AccountPage
      roles={['jobseeker']}
      title={t('account.links.support')}
      intro={t('account.jobseeker.supportIntro')}
    >
      {() => (
        <section
          aria-labelledby={headingId}
          className="max-w-2xl rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
        >
          <h2 id={headingId} className="mb-4 text-xl font-semibold text-leaf-800">
            {t('contact.raiseTicket')}
          </h2>
          <TicketForm labelledBy={headingId} />
        </section>
      )}
    </AccountPage>
  );
}
