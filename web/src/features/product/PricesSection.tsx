// Net prices in EUR with the date they were collected, written the way
// the page's language writes money and dates; where known, the consumable cost per test and the
// quality control the comparison's cost calculator starts from.
import { Trans } from '@lingui/react/macro';
import type { Price, Product } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { Fact, Facts } from './Facts.tsx';
import { formatMoney, formatMonth, formatNumber } from '../../lib/format.ts';

export function PricesSection({
  price,
  running = {},
}: {
  price: Price;
  running?: Pick<Product, 'consumable_cost_per_test' | 'quality_control'>;
}) {
  const locale = useLocale();
  const perTest = running.consumable_cost_per_test;
  const perDay = running.quality_control?.per_day;
  const perLot = running.quality_control?.per_lot;
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
        {perTest !== undefined && <Fact label={<Trans>Consumables per test</Trans>}>{money(perTest)}</Fact>}
        {perDay !== undefined && (
          <Fact label={<Trans>Control measurements per day of use</Trans>}>
            {formatNumber(perDay, locale)}
          </Fact>
        )}
        {perLot !== undefined && (
          <Fact label={<Trans>Control measurements per new lot</Trans>}>{formatNumber(perLot, locale)}</Fact>
        )}
      </Facts>
    </section>
  );
}
