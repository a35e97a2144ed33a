import type { Language, PaymentMethodId } from '@soul/contracts';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import type { Translate } from '../i18n.ts';
import { moneyText } from '@soul/i18n';
import { CardFields } from './components/form-fields.tsx';
import { OrderLinesTable } from './components/order-lines-table.tsx';

export interface OrderPayPageProps {
  language: Language;
  t: Translate;
  /** The order, when the visitor may pay it (null: only the notice is shown). */
  order: StoredOrder | null;
  /** Why it cannot be paid, or what went wrong with the last try (an alert). */
  notice: string | null;
  /** Shown above the form without stopping it (a guest order paid by someone signed in). */
  info: string | null;
  /** Whether the form is shown (the order needs payment and nothing stands in the way). */
  payable: boolean;
  formAction: string;
  nonce: string;
  paymentMethods: readonly PaymentMethodId[];
  values: Record<string, string>;
  errors: Record<string, string>;
  /** Where to go instead (the account's orders for a signed-in customer, else the shop). */
  back: { href: string; label: string };
}

/**
 * WooCommerce's pay-for-order page (checkout/order-pay): the order as sold
 * and the payment methods, as a plain form that works without JavaScript.
 * When the order cannot be paid, the page says why and offers a way back.
 */
export function OrderPayPage(props: OrderPayPageProps) {
  const { t, language, order, errors, values } = props;
  const errorCount = Object.keys(errors).length;
  return (
    <section aria-labelledby="soul-order-pay-title">
      <h1 id="soul-order-pay-title" className="font-display text-3xl font-semibold">
        {t('checkout:orderPay.title')}
      </h1>
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
      {props.info ? <p className="mt-4 rounded-lg bg-amber-50 p-4 text-amber-900">{props.info}</p> : null}

      {order && props.payable ? (
        <>
          <p className="mt-4 text-ink-muted">
            {t(order.status === 'failed' ? 'checkout:orderPay.failedIntro' : 'checkout:orderPay.intro', { number: order.id })}
          </p>
          <form method="post" action={props.formAction} noValidate className="mt-6 grid gap-8 lg:grid-cols-[1fr_24rem]">
            <input type="hidden" name="_wpnonce" value={props.nonce} />
            <div className="min-w-0">
              <h2 className="font-display text-xl font-semibold">{t('checkout:received.details')}</h2>
              <div className="mt-3 overflow-x-auto">
                <OrderLinesTable order={order} language={language} t={t} />
              </div>
            </div>
            <aside className="space-y-6 rounded-2xl border border-line bg-white p-5 lg:self-start" aria-labelledby="soul-pay-methods">
              <fieldset aria-describedby={errors.payment_method ? 'payment_method-error' : undefined}>
                <legend id="soul-pay-methods" className="font-display text-xl font-semibold">
                  {t('checkout:page.payment')}
                </legend>
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
              <p className="flex justify-between border-t border-line pt-3 text-base font-semibold">
                <span>{t('checkout:page.total')}</span>
                <span>{moneyText(order.total, language)}</span>
              </p>
              <button
                type="submit"
                data-busy-text={t('checkout:orderPay.paying')}
                className="min-h-12 w-full rounded-full bg-brand-800 px-6 font-semibold text-white hover:bg-brand-700"
              >
                {t('checkout:orderPay.payButton')}
              </button>
            </aside>
          </form>
        </>
      ) : (
        <a
          href={props.back.href}
          className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-800 px-6 font-semibold text-white hover:bg-brand-700"
        >
          {props.back.label}
        </a>
      )}
    </section>
  );
}
