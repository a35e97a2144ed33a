import { useTranslate } from 'ra-core';
import { Link } from 'react-router';

/** One figure of the dashboard; with `to`, the card opens the list behind it. */
export function DashboardCard({
  title,
  value,
  hint,
  items,
  to,
}: {
  title: string;
  value: string;
  hint?: string;
  items?: { key: number; text: string }[];
  to?: string;
}) {
  const translate = useTranslate();
  return (
    <li className="flex flex-col rounded-xl border border-line bg-surface p-5 shadow-sm">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{title}</h2>
      <p className="mt-2 text-3xl font-semibold text-ink">{value}</p>
      {hint ? <p className="mt-1 text-sm text-ink-soft">{hint}</p> : null}
      {items && items.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm text-ink-soft">
          {items.map((item) => (
            <li key={item.key}>{item.text}</li>
          ))}
        </ul>
      ) : null}
      {to ? (
        <Link to={to} className="mt-auto pt-4 font-semibold text-brand-700 underline">
          {translate('dashboard.open')}
          <span className="sr-only">: {title}</span>
        </Link>
      ) : null}
    </li>
  );
}
