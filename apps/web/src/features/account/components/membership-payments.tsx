import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@bulk/domain/currency';
import { memberDocumentLabels } from '@bulk/domain/memberships';
import { genderLabels } from '#src/i18n/gender-labels';
import { formatDate } from '#src/lib/date-format';
import { useMemberProfile } from '../api/get-member-dashboard';

/** The member's membership fee payments, each with its GST invoice to download. */
export function MembershipPayments() {
  const { t } = useTranslation();
  const profile = useMemberProfile();
  if (profile.isPending) return <p role="status">{t('account.member.loadingPayments')}</p>;
  if (profile.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        {t('account.member.paymentsFailed')}
      </p>
    );
  }
  const { payments } = profile.data;
  if (payments.length === 0) return <p>{t('account.member.noPayments')}</p>;
  return (
    <ul className="space-y-4">
      {payments.map((payment) => (
        <li key={payment.membershipId} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
          <h3 className="text-lg font-semibold text-leaf-800">
            {payment.kind === 'supplier'
              ? t('account.member.supplierMembership')
              : t('account.member.jobseekerRegistration')}
          </h3>
          <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-medium">{t('account.member.amountPaid')}</dt>
            <dd>{formatMoney(payment.amountPaise, 'INR')}</dd>
            <dt className="font-medium">{t('account.member.paidOn')}</dt>
            <dd>{formatDate(payment.paidAt)}</dd>
            <dt className="font-medium">{t('thankYou.paymentId')}</dt>
            <dd className="break-all">{payment.paymentId}</dd>
            <dt className="font-medium">{t('thankYou.invoice')}</dt>
            <dd>{payment.invoiceNumber}</dd>
          </dl>
          <a href={payment.invoiceUrl} download className="btn-primary mt-4">
            {t('thankYou.downloadInvoice')} <span className="sr-only">{payment.invoiceNumber}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The member's uploaded documents, each opened from the server (only its owner and admins may). */
export function MemberDocuments() {
  const { t } = useTranslation();
  const profile = useMemberProfile();
  if (profile.isPending) return <p role="status">{t('account.member.loadingDocuments')}</p>;
  if (profile.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        {t('account.member.documentsFailed')}
      </p>
    );
  }
  const { documents } = profile.data;
  if (documents.length === 0) return <p>{t('account.member.noDocuments')}</p>;
  return (
    <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white shadow-sm">
      {documents.map((document) => (
        <li key={document.id} className="flex flex-wrap items-center justify-between gap-2 p-4 text-sm">
          <span>
            <strong>{memberDocumentLabels[document.kind]}</strong>: {document.fileName}
          </span>
          <a
            href={document.url}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-saffron-800 underline"
          >
            {t('account.member.view')} <span className="sr-only">{memberDocumentLabels[document.kind]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A supplier's or job seeker's registration details, under their account on the profile page. */
export function MemberRegistrationDetails() {
  const { t } = useTranslation();
  const profile = useMemberProfile();
  if (profile.isPending) return <p role="status">{t('account.member.loadingRegistration')}</p>;
  if (profile.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        {t('account.member.registrationFailed')}
      </p>
    );
  }
  const member = profile.data;
  const rows: [ParseKeys, string | null][] =
    member.kind === 'supplier'
      ? [
          ['account.member.businessName', member.businessName],
          ['account.member.contactPerson', member.contactPerson],
          ['account.member.mobile', member.mobile],
          ['account.supplier.categories', member.categories.join(', ')],
          ['account.member.address', member.address],
        ]
      : [
          ['account.member.mobile', member.mobile],
          ['account.member.genderLabel', member.gender ? t(genderLabels[member.gender]) : null],
          ['account.member.dob', member.dob],
          ['account.member.qualification', member.qualification],
          ['account.member.experience', member.experience],
          ['account.member.cityState', member.cityState],
        ];
  return (
    <div className="space-y-6">
      <dl className="grid max-w-xl gap-x-6 gap-y-3 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-stone-700">{t(label)}</dt>
            <dd className="break-words">{value ?? t('account.member.notGiven')}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="member-documents" className="max-w-xl space-y-3">
        <h2 id="member-documents" className="text-xl font-semibold text-leaf-800">
          {t('account.member.documents')}
        </h2>
        <MemberDocuments />
      </section>
    </div>
  );
}
