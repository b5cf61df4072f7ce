// Net prices in EUR with the date they were collected, written the way
// the page's language writes money and dates.
import { Trans } from '@lingui/react/macro';
import type { Price } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { Fact, Facts } from './Facts.tsx';
import { formatMoney, formatMonth } from '../../lib/format.ts';

export function PricesSection({ price }: { price: Price }) {
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, locale, price.currency);
  const asOf = formatMonth(price.as_of, locale);
  return (
    <section className="product__section" aria-labelledby="product-prices">
      <h2 id="product-prices">
        <Trans>Prices</Trans>
      </h2>
      <p className="product__note">
        <Trans>
          Net prices, without VAT, as of <time dateTime={price.as_of}>{asOf}</time>.
        </Trans>
      </p>
      <Facts className="product-facts--prices">
        <Fact label={<Trans>Minimum price</Trans>}>{money(price.min)}</Fact>
        <Fact label={<Trans>Maximum price</Trans>}>{money(price.max)}</Fact>
        <Fact label={<Trans>Default price</Trans>}>{money(price.default)}</Fact>
        <Fact label={<Trans>Average price</Trans>}>{money(price.average)}</Fact>
      </Facts>
    </section>
  );
}
