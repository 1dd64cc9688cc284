import { Link } from 'react-router';
import { company } from '#src/config/company';
import { paths } from '#src/config/paths';

/** The company's mark: a spice drop over a green stem. Decorative; the name beside it carries the meaning. */
export function LogoMark({ className = 'size-9 shrink-0' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--color-saffron-700)" />
      <path d="M16 6c-4.6 3.3-7 7-7 11a7 7 0 0 0 14 0c0-4-2.4-7.7-7-11z" fill="var(--color-saffron-50)" />
      <path d="M16 12v14" stroke="var(--color-leaf-700)" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

type LogoProps = { tone?: 'dark' | 'light' };

/** Mark and company name, linking home. */
export function Logo({ tone = 'dark' }: LogoProps) {
  return (
    <Link
      to={paths.home}
      className={`inline-flex items-center gap-2 rounded text-lg font-bold tracking-tight ${
        tone === 'dark' ? 'text-leaf-800' : 'text-white'
      }`}
    >
      <LogoMark />
      <span className="leading-tight max-[400px]:sr-only lg:whitespace-nowrap max-sm:text-base">
        {company.name}
      </span>
    </Link>
  );
}
