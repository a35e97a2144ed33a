import type { Language, PaymentMethodId } from '@soul/contracts';
import { DELIVERY_COUNTRIES } from '@soul/domain/orders/checkout-validation';
import type { Translate } from '../i18n.ts';
import { moneyText } from '@soul/i18n';
import { links } from '../links.ts';
import { countryName } from '@soul/i18n';
import { INPUT_CLASS as input } from './components/form-styles.ts';
import { CardFields, describedBy, Field } from './components/form-fields.tsx';
import { Island, MountPoint, renderedIsland } from './components/island.tsx';
import type { PointsUseProps } from '@soul/contracts';

/** One delivery choice with the order's totals if chosen (all computed on the server). */
export interface RateChoice {
  rateId: string;
  methodId: 'parcel_locker' | 'courier';
  price: number;
  total: number;
  totalTax: number;
}

export interface CheckoutSummary {
  lines: { key: string; name: string; quantity: number; total: number; detail: string | null; child: boolean }[];
  subtotal: number;
  discount: number;
  rates: RateChoice[];
  /** A cart of downloads (only virtual products): no delivery to choose, and these are the order's totals. */
  nothingToShip: { total: number; totalTax: number } | null;
  /** The "Use my points" island's props for a signed-in customer with points; null: no control. */
  points: PointsUseProps | null;
}

export interface CheckoutPageProps {
  language: Language;
  t: Translate;
  formAction: string;
  nonce: string;
  checkoutKey: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  notice: string | null;
  summary: CheckoutSummary | null;
  selectedRateId: string;
  /** The parcel locker is hidden (Curonian Spit postcode in the values). */
  parcelLockerHidden: boolean;
  paymentMethods: readonly PaymentMethodId[];
  loggedInEmail: string | null;
  /** WooCommerce's checkout login for a signed-out shopper: it signs in and comes back here, the cart kept. */
  login: { action: string; nonce: string; returnTo: string } | null;
  canBuy: boolean;
  /** A vendor not approved (issue 20): the refusal says why in their terms, not a director's. */
  vendorNotApproved?: boolean;
  minimal: boolean;
}

/**
 * The checkout page (storefront §2): a plain HTML form that works without
 * JavaScript; the checkout island enhances it (postcode check as you type,
 * Curonian Spit delivery, account section, card fields, started-checkout
 * event). Server errors show under their fields and the form keeps what was typed.
 */
export function CheckoutPage(props: CheckoutPageProps) {
  const { t, language, values, errors, summary } = props;
  if (!summary) {
    return (
      <section className="mx-auto max-w-xl text-center">
        <h1 className="font-display text-3xl font-semibold">{t('checkout:page.title')}</h1>
        {props.notice ? (
          <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-red-800">
            {props.notice}
          </p>
        ) : null}
        <p className="mt-6 text-ink-muted">{t('checkout:page.emptyCart')}</p>
        <a
          href={links.shop(language)}
          className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-800 px-6 font-semibold text-white"
        >
          {t('checkout:page.backToShop')}
        </a>
      </section>
    );
  }
  const errorCount = Object.keys(errors).length;
  const selected = summary.rates.find((r) => r.rateId === props.selectedRateId) ?? summary.rates[0];
  const totals = summary.nothingToShip ?? selected;
  const field = (
    name: string,
    label: string,
    options: { type?: string; autoComplete?: string; inputMode?: 'tel' | 'email' | 'text'; hint?: string; required?: boolean } = {},
  ) => (
    <Field name={name} label={label} error={errors[name]} hint={options.hint}>
      <input
        id={name}
        name={name}
        type={options.type ?? 'text'}
        defaultValue={options.type === 'password' ? '' : (values[name] ?? '')}
        autoComplete={options.autoComplete}
        inputMode={options.inputMode}
        required={options.required ?? true}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name, errors[name], options.hint)}
        className={input}
      />
    </Field>
  );
  const createAccount = values.checkout_option === 'create_account';

  return (
    <>
      <MountPoint widget="checkout" />
      <h1 className="font-display text-3xl font-semibold">{t('checkout:page.title')}</h1>
      {props.notice ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-800">
          {props.notice}
        </p>
      ) : null}
      {errorCount > 0 ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 font-semibold text-red-800">
          {t('checkout:page.errorSummary', { count: errorCount })}
        </p>
      ) : null}
      {!props.canBuy ? (
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 p-4 text-amber-900">
          {props.vendorNotApproved ? t('vendors.cannotBuy') : t('checkout:page.noPermission')}
        </p>
      ) : null}

      {props.loggedInEmail ? (
        <p className="mt-4 text-ink-muted">{t('checkout:page.loggedInAs', { email: props.loggedInEmail })}</p>
      ) : props.login ? (
        <CheckoutLogin t={t} {...props.login} />
      ) : null}

      <form id="soul-checkout-form" method="post" action={props.formAction} noValidate className="mt-6 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <input type="hidden" name="_wpnonce" value={props.nonce} />
        <input type="hidden" name="checkout_key" value={props.checkoutKey} />
        <div className="space-y-8">
          <fieldset className="space-y-4">
            <legend className="font-display text-xl font-semibold">{t('checkout:page.billingDetails')}</legend>
            {field('billing_email', t('checkout:page.email'), { type: 'email', autoComplete: 'email', inputMode: 'email' })}
            <div className="grid gap-4 sm:grid-cols-2">
              {field('billing_first_name', t('checkout:page.firstName'), { autoComplete: 'given-name' })}
              {field('billing_last_name', t('checkout:page.lastName'), { autoComplete: 'family-name' })}
            </div>
            {field('billing_phone', t('checkout:page.phone'), { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
            {field('billing_address_1', t('checkout:page.address'), { autoComplete: 'address-line1' })}
            <div className="grid gap-4 sm:grid-cols-2">
              {field('billing_city', t('checkout:page.city'), { autoComplete: 'address-level2' })}
              {field('billing_postcode', t('checkout:page.postcode'), { autoComplete: 'postal-code' })}
            </div>
            {/* Only a parcel has a delivery to explain; the island finds no notice on a checkout of downloads. */}
            {summary.nothingToShip ? null : (
              <p
                id="soul-curonian-notice"
                role="status"
                className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
                hidden={!props.parcelLockerHidden}
              >
                {t('checkout:shipping.curonianSpit')}
              </p>
            )}
            <template id="soul-postcode-invalid-lt">{t('checkout:fields.postcode_invalid_lt')}</template>
            <Field name="billing_country" label={t('checkout:page.country')} error={errors.billing_country}>
              <select
                id="billing_country"
                name="billing_country"
                defaultValue={values.billing_country || 'LT'}
                autoComplete="country"
                className={input}
                aria-invalid={errors.billing_country ? true : undefined}
                aria-describedby={describedBy('billing_country', errors.billing_country)}
              >
                {DELIVERY_COUNTRIES.map((code) => (
                  <option key={code} value={code}>
                    {countryName(code, language)}
                  </option>
                ))}
              </select>
            </Field>
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                name="newsletter"
                value="1"
                defaultChecked={values.newsletter === '1'}
                className="size-5 accent-brand-800"
              />
              <span>{t('checkout:page.newsletter')}</span>
            </label>
          </fieldset>

          {props.loggedInEmail ? null : (
            <fieldset className="space-y-3" id="soul-login-toggle" tabIndex={-1}>
              <legend className="font-display text-xl font-semibold">{t('checkout:page.checkoutOption')}</legend>
              <label className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="checkout_option"
                  value="guest"
                  defaultChecked={!createAccount}
                  className="size-5 accent-brand-800"
                />
                <span>{t('checkout:page.guest')}</span>
              </label>
              <label className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="checkout_option"
                  value="create_account"
                  defaultChecked={createAccount}
                  className="size-5 accent-brand-800"
                />
                <span>{t('checkout:page.createAccount')}</span>
              </label>
              <div id="soul-account-section" data-open={createAccount ? 'true' : 'false'}>
                {field('account_password', t('checkout:page.password'), {
                  type: 'password',
                  autoComplete: 'new-password',
                  hint: t('checkout:page.passwordHint'),
                  required: false,
                })}
              </div>
            </fieldset>
          )}

          <Field name="order_comments" label={t('checkout:page.orderNotes')}>
            <textarea id="order_comments" name="order_comments" rows={3} defaultValue={values.order_comments ?? ''} className={input} />
          </Field>
        </div>

        <aside
          className="space-y-6 rounded-2xl border border-line bg-white p-5 lg:sticky lg:top-4 lg:self-start"
          aria-labelledby="soul-your-order"
        >
          <h2 id="soul-your-order" className="font-display text-xl font-semibold">
            {t('checkout:page.yourOrder')}
          </h2>
          <table className="w-full text-sm">
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('checkout:page.product')}</th>
                <th scope="col">{t('checkout:page.total')}</th>
              </tr>
            </thead>
            <tbody>
              {summary.lines.map((line) => (
                <tr key={line.key} className="border-b border-line align-top">
                  <td className={`py-2 ${line.child ? 'pl-4 text-ink-muted' : ''}`}>
                    {line.name} <span className="text-ink-muted">{t('checkout:page.quantityTimes', { count: line.quantity })}</span>
                    {line.detail ? <span className="block text-xs text-ink-muted">{line.detail}</span> : null}
                  </td>
                  <td className="py-2 text-right">{line.child ? '' : moneyText(line.total, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>

          {summary.nothingToShip ? (
            <p className="rounded-lg bg-brand-50 p-3 text-sm" data-testid="checkout-nothing-to-ship">
              {t('checkout:page.nothingToShip')}
            </p>
          ) : null}
          <fieldset hidden={summary.nothingToShip !== null}>
            <legend className="font-semibold">{t('checkout:page.shipping')}</legend>
            {summary.rates.map((rate) => {
              const hidden = rate.methodId === 'parcel_locker' && props.parcelLockerHidden;
              return (
                <label
                  key={rate.rateId}
                  className="mt-2 flex min-h-11 items-center gap-3"
                  hidden={hidden}
                  data-soul-rate={rate.methodId}
                  data-total={moneyText(rate.total, language)}
                  data-tax={t('checkout:page.includesTax', { amount: moneyText(rate.totalTax, language) })}
                  data-shipping={rate.price === 0 ? t('checkout:page.free') : moneyText(rate.price, language)}
                >
                  <input
                    type="radio"
                    name="shipping_method"
                    value={rate.rateId}
                    defaultChecked={rate.rateId === selected?.rateId}
                    disabled={hidden}
                    className="size-5 accent-brand-800"
                  />
                  <span className="flex-1">{t(`checkout:shipping.${rate.methodId}`)}</span>
                  <span>{rate.price === 0 ? t('checkout:page.free') : moneyText(rate.price, language)}</span>
                </label>
              );
            })}
          </fieldset>

          {summary.points ? <Island widget="points-use" rendered={renderedIsland('', summary.points)} /> : null}
          <dl className="space-y-1 text-sm">
            <div className="flex justify-between">
              <dt>{t('checkout:page.subtotal')}</dt>
              <dd>{moneyText(summary.subtotal, language)}</dd>
            </div>
            {summary.discount > 0 ? (
              <div className="flex justify-between">
                <dt>{t('checkout:page.discount')}</dt>
                <dd>−{moneyText(summary.discount, language)}</dd>
              </div>
            ) : null}
            {summary.points && summary.points.spent > 0 ? (
              <div className="flex justify-between" data-testid="checkout-points-line">
                <dt>{t('checkout:page.points', { count: summary.points.spent })}</dt>
                <dd>−{moneyText(summary.points.spent_amount, language)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between" hidden={summary.nothingToShip !== null}>
              <dt>{t('checkout:page.shippingTotal')}</dt>
              <dd id="soul-shipping-total">
                {selected && selected.price === 0 ? t('checkout:page.free') : moneyText(selected?.price ?? 0, language)}
              </dd>
            </div>
            <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
              <dt>{t('checkout:page.total')}</dt>
              <dd className="text-right">
                <span id="soul-order-total">{moneyText(totals?.total ?? 0, language)}</span>
                <span id="soul-order-tax" className="block text-xs font-normal text-ink-muted">
                  {t('checkout:page.includesTax', { amount: moneyText(totals?.totalTax ?? 0, language) })}
                </span>
              </dd>
            </div>
          </dl>

          <fieldset aria-describedby={errors.payment_method ? 'payment_method-error' : undefined}>
            <legend className="font-semibold">{t('checkout:page.payment')}</legend>
            {props.paymentMethods.map((method, index) => (
              <div key={method} className="mt-2 rounded-lg border border-line p-3">
                <label className="flex min-h-11 items-center gap-3">
                  <input
                    type="radio"
                    name="payment_method"
                    value={method}
                    defaultChecked={values.payment_method ? values.payment_method === method : index === 0}
                    className="size-5 accent-brand-800"
                  />
                  <span className="font-semibold">{t(`checkout:payment.${method}`)}</span>
                </label>
                <p className="text-sm text-ink-muted">{t(`checkout:payment.${method}Description`)}</p>
                {method === 'soul_test_card' ? <CardFields t={t} errors={errors} /> : null}
              </div>
            ))}
            {errors.payment_method ? (
              <p id="payment_method-error" className="mt-2 text-sm text-red-700">
                {errors.payment_method}
              </p>
            ) : null}
          </fieldset>

          <button
            type="submit"
            disabled={!props.canBuy}
            data-busy-text={t('checkout:page.placingOrder')}
            className="min-h-12 w-full rounded-full bg-brand-800 px-6 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {t('checkout:page.placeOrder')}
          </button>
          {props.minimal ? null : (
            <a href={links.shop(language)} className="block text-center text-sm text-brand-800 underline">
              {t('checkout:page.backToShop')}
            </a>
          )}
        </aside>
      </form>
    </>
  );
}

/**
 * "Returning customer? Click here to log in" (WooCommerce's checkout login):
 * a disclosure with the sign-in form, no JavaScript needed. It posts to the
 * account's sign-in, which merges the guest cart into the account's and comes
 * back to the checkout; a wrong password shows on the account page, which
 * keeps the way back.
 */
function CheckoutLogin({ t, action, nonce, returnTo }: { t: Translate; action: string; nonce: string; returnTo: string }) {
  return (
    <details className="group mt-4 rounded-xl border border-line bg-white p-4" id="soul-checkout-login">
      <summary className="cursor-pointer text-ink-muted">
        {t('checkout:page.returningCustomer')}{' '}
        <span className="font-semibold text-brand-800 underline" data-soul-login-link>
          {t('checkout:page.loginLink')}
        </span>
      </summary>
      <form method="post" action={action} className="mt-4 grid gap-4 sm:grid-cols-2">
        <p className="text-sm text-ink-muted sm:col-span-2">{t('checkout:page.loginHint')}</p>
        <input type="hidden" name="_wpnonce" value={nonce} />
        <input type="hidden" name="redirect_to" value={returnTo} />
        <Field name="login_email" label={t('checkout:page.loginEmail')}>
          <input id="login_email" name="email" type="email" autoComplete="username" required className={input} />
        </Field>
        <Field name="login_password" label={t('checkout:page.loginPassword')}>
          <input id="login_password" name="password" type="password" autoComplete="current-password" required className={input} />
        </Field>
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-full bg-brand-800 px-6 font-semibold text-white hover:bg-brand-700"
          >
            {t('checkout:page.loginToggle')}
          </button>
        </div>
      </form>
    </details>
  );
}
