import type { PointsEntryView } from '@soul/contracts';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import { useAccountT } from '../texts.ts';
import { useDates } from '../ui/format.ts';
import { CardFact, CardFacts, PhoneCard, PhoneCardList } from '../ui/PhoneCards.tsx';
import { TableBox, TD, TH } from '../ui/TableBox.tsx';
import { useIsPhone } from '../ui/use-media-query.ts';

const TONES: Record<PointsEntryView['status'], BadgeTone> = { pending: 'neutral', confirmed: 'brand', reversed: 'danger' };

/** Signed, with a real minus sign. */
const signed = (points: number) => (points > 0 ? `+${points}` : `−${Math.abs(points)}`);
const pointsTone = (points: number) => (points < 0 ? 'text-danger-700' : 'text-brand-700');

/** The ledger's entries as account §9's table: date, description, action, points, status, details. */
export function PointsHistory({ entries }: { entries: readonly PointsEntryView[] }) {
  const { t } = useAccountT();
  const { date } = useDates();
  const phone = useIsPhone();
  if (phone)
    return (
      <PhoneCardList label={t('points.historyCaption')}>
        {entries.map((entry) => (
          <PhoneCard
            key={entry.id}
            head={
              <>
                <span className="font-semibold text-ink">{entry.description}</span>
                <span className={`font-semibold tabular-nums ${pointsTone(entry.points)}`}>{signed(entry.points)}</span>
              </>
            }
          >
            <CardFacts>
              <CardFact label={t('points.date')}>{date(entry.date)}</CardFact>
              <CardFact label={t('points.action')}>{entry.action}</CardFact>
              <CardFact label={t('points.status')}>
                <Badge tone={TONES[entry.status]}>{entry.status_label}</Badge>
              </CardFact>
              {entry.details ? (
                <CardFact label={t('points.details')} wide>
                  {entry.details}
                </CardFact>
              ) : null}
            </CardFacts>
          </PhoneCard>
        ))}
      </PhoneCardList>
    );
  return (
    <TableBox label={t('points.historyTable')}>
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
              <td className={`${TD} text-right font-semibold tabular-nums ${pointsTone(entry.points)}`}>{signed(entry.points)}</td>
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
