import type { UseFormRegisterReturn } from 'react-hook-form';
import { MAX_CONDITIONS } from '@postula/contract/postings';
import { Button } from '../../../components/ui/button';
import { controlClasses, controlStateClasses, hintClasses } from '../../../components/ui/field-styles';
import { IconButton } from '../../../components/ui/icon-button';
import { PlusIcon, Trash2Icon } from 'lucide-react';

interface ConditionRowsProps {
  legend: string;
  hint: string;
  /** Accessible name of row `number` (1-based). */
  rowLabel: (number: number) => string;
  removeLabel: (number: number) => string;
  addLabel: string;
  emptyText: string;
  placeholder: string;
  rows: readonly { id: string }[];
  registerRow: (index: number) => UseFormRegisterReturn;
  onAdd: () => void;
  onRemove: (index: number) => void;
  maxLength: number;
  /** Rows briefly marked after the AI filled them. */
  highlighted?: boolean;
}

/** One list of conditions of the create-job form (spec §2): a text row per condition, with add and remove. */
export function ConditionRows({
  legend,
  hint,
  rowLabel,
  removeLabel,
  addLabel,
  emptyText,
  placeholder,
  rows,
  registerRow,
  onAdd,
  onRemove,
  maxLength,
  highlighted = false,
}: ConditionRowsProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-900 dark:text-white">{legend}</legend>
      <p className={`${hintClasses} mt-1`}>{hint}</p>
      {rows.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 px-3.5 py-3 text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
          {emptyText}
        </p>
      ) : (
        <ol className="mt-3 space-y-2">
          {rows.map((row, index) => (
            <li key={row.id} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="w-5 shrink-0 text-right text-xs font-medium text-slate-400 tabular-nums dark:text-slate-500"
              >
                {index + 1}
              </span>
              <input
                type="text"
                aria-label={rowLabel(index + 1)}
                placeholder={index === 0 ? placeholder : undefined}
                maxLength={maxLength}
                className={`${controlClasses} ${controlStateClasses.normal} h-10 min-w-0 flex-1 transition-[background-color,border-color,box-shadow] duration-700 ${
                  highlighted ? 'bg-indigo-50/70 dark:bg-indigo-500/10' : ''
                }`}
                {...registerRow(index)}
              />
              <IconButton
                label={removeLabel(index + 1)}
                icon={<Trash2Icon className="size-4" />}
                onClick={() => onRemove(index)}
                className="shrink-0 hover:bg-red-50! hover:text-red-600! dark:hover:bg-red-500/10! dark:hover:text-red-400!"
              />
            </li>
          ))}
        </ol>
      )}
      <Button variant="ghost" size="sm" className="mt-2 text-indigo-600! dark:text-indigo-400!" onClick={onAdd} disabled={rows.length >= MAX_CONDITIONS}>
        <PlusIcon className="size-4" />
        {addLabel}
      </Button>
    </fieldset>
  );
}
