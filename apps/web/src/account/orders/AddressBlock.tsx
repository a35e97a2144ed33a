import type { AccountOrder } from '@soul/contracts';
import { useAccount } from '../account-context.tsx';
import { EmailText } from '../ui/EmailText.tsx';

function countryName(code: string, locale: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

type Address = AccountOrder['billing_address'];

/** One address block (account §2: billing and shipping are both taken from the billing address); a subscription's shipping address has no company, e-mail or phone. */
export function AddressBlock({
  address,
}: {
  address: Pick<Address, 'first_name' | 'last_name' | 'address_1' | 'city' | 'postcode' | 'country'> &
    Partial<Pick<Address, 'company' | 'email' | 'phone'>>;
}) {
  const { locale } = useAccount();
  const name = `${address.first_name} ${address.last_name}`.trim();
  const cityLine = [address.postcode, address.city].filter(Boolean).join(' ');
  const lines = [name, address.company ?? '', address.address_1, cityLine, countryName(address.country, locale)].filter(
    (line) => line.trim() !== '',
  );
  return (
    <address className="flex flex-col gap-0.5 text-sm not-italic text-ink-soft">
      {lines.map((line, index) => (
        <span key={index} className={index === 0 ? 'font-semibold text-ink' : undefined}>
          {line}
        </span>
      ))}
      {address.email ? (
        <span className="mt-1">
          <EmailText email={address.email} />
        </span>
      ) : null}
      {address.phone ? <span>{address.phone}</span> : null}
    </address>
  );
}
