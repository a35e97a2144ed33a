import type { PointsEntryView } from '@soul/contracts';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import { useAccountT } from '../texts.ts';
import { useDates } from '../ui/format.ts';
import { TableBox, TD, TH } from '../ui/TableBox.tsx';

const TONES: Record<PointsEntryView['status'], BadgeTone> = { pending: 'neutral', confirmed: 'brand', reversed: 'danger' };

/** The ledger's entries as account §9's table: date, description, action, points, status, details. */
export function PointsHistory({ entries }: { entries: readonly PointsEntryView[] }) {
  const { t } = useAccountT();
  const { date } = useDates();
  return (
    <TableBox label={t('points.historyCaption')}>
      <table className="w-full min-w-[40rem] text-sm">
        <thead className="border-b border-line">
          <tr>
            <th scope="col" className={TH}>
              {t('points.date')}
            </th>
            <th scope="col" className={TH}>
              {t('points.description')}
            </th>
            <th scope="col" className={TH}>
              {t('points.action')}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {t('points.points')}
            </th>
            <th scope="col" className={TH}>
              {t('points.status')}
            </th>
            <th scope="col" className={TH}>
              {t('points.details')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={`${TD} whitespace-nowrap`}>{date(entry.date)}</td>
              <td className={TD}>{entry.description}</td>
              <td className={TD}>{entry.action}</td>
              <td className={`${TD} text-right font-semibold tabular-nums ${entry.points < 0 ? 'text-danger-700' : 'text-brand-700'}`}>
                {entry.points > 0 ? `+${entry.points}` : entry.points}
              </td>
              <td className={TD}>
                <Badge tone={TONES[entry.status]}>{entry.status_label}</Badge>
              </td>
              <td className={`${TD} text-ink-soft`}>{entry.details}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
