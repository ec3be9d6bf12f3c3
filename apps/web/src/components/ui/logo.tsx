import { PRODUCT_NAME } from '../../lib/links';

/** The product's mark and name. */
interface LogoProps {
  className?: string;
  inverted?: boolean;
  /** Below the sm breakpoint only the mark shows; the name stays for screen readers. */
  compact?: boolean;
}

export function Logo({ className = '', inverted = false, compact = false }: LogoProps) {
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="9" className={inverted ? 'fill-white' : 'fill-indigo-600'} />
        <path
          d="M11.5 23V9h6a4.6 4.6 0 0 1 0 9.2h-6"
          fill="none"
          className={inverted ? 'stroke-indigo-600' : 'stroke-white'}
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span
        className={`text-lg font-bold tracking-tight ${inverted ? 'text-white' : 'text-slate-900 dark:text-white'} ${
          compact ? 'sr-only sm:not-sr-only' : ''
        }`}
      >
        {PRODUCT_NAME}
      </span>
    </span>
  );
}
