import { DEFAULT_MARK_COLOR, MARK_COLOR_PATTERN } from '@postula/contract/constants';
import { chipTextColor } from '../../lib/mark-color';

interface MarkChipProps {
  /** Shown as text: markup typed into a mark's name is displayed, never interpreted. */
  name: string;
  /** #RRGGBB; anything else is drawn in the default mark colour. */
  color: string;
  size?: 'sm' | 'md';
  className?: string;
}

const sizes = { sm: 'h-6 px-2.5 text-xs', md: 'h-7 px-3 text-sm' } as const;

/** An applicant mark: its name on its colour, with black or white text by the colour's brightness (spec §9). */
export function MarkChip({ name, color, size = 'md', className = '' }: MarkChipProps) {
  const background = MARK_COLOR_PATTERN.test(color) ? color : DEFAULT_MARK_COLOR;
  return (
    <span
      className={`inline-flex max-w-full min-w-0 items-center rounded-full font-medium whitespace-nowrap ring-1 ring-black/10 ring-inset dark:ring-white/15 ${sizes[size]} ${className}`}
      style={{ backgroundColor: background, color: chipTextColor(background) }}
    >
      <span className="truncate">{name}</span>
    </span>
  );
}
