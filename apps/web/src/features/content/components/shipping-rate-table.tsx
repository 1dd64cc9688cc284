import { useTranslation } from 'react-i18next';
import { formatMoney } from '@bulk/domain/currency';
import { TableHead } from '#src/components/ui/table-head';
import {
  DEFAULT_ORIGIN_ZONE,
  INDIAN_STATES,
  ratePaisePerKg,
  SHIPPING_ZONES,
  shippingChargePaise,
  zoneForState,
} from '@bulk/domain/shipping';
import { ScrollRegion } from '#src/components/ui/scroll-region';

/**
 * The freight rate per kg from the origin zone to every zone, with the states in each: the same table
 * and origin the checkout prices with, so the policy cannot drift from the charge.
 */
export function ShippingRateTable() {
  const { t } = useTranslation();
  const origin = DEFAULT_ORIGIN_ZONE;
  const rows = SHIPPING_ZONES.map((zone) => ({
    zone,
    states: INDIAN_STATES.filter((state) => zoneForState(state) === zone).toSorted((a, b) =>
      a.localeCompare(b),
    ),
    rate: formatMoney(ratePaisePerKg(origin, zone), 'INR'),
  }));
  // A worked example: an order of 500 kg, the usual minimum, delivered in our own state.
  const exampleState = 'Madhya Pradesh';
  const exampleZone = zoneForState(exampleState);
  const exampleCharge = formatMoney(
    shippingChargePaise({ originZone: origin, state: exampleState, totalWeightGrams: 500_000 }),
    'INR',
  );

  return (
    <>
      <ScrollRegion
        name={{ labelledBy: 'freight-rates' }}
        className="mt-6 rounded-lg border border-stone-200 bg-white"
      >
        <table className="w-full border-collapse text-start text-sm leading-6">
          <caption
            id="freight-rates"
            className="px-3 pt-3 pb-2 text-start sm:px-4 font-semibold text-leaf-800"
          >
            {t('shippingTable.caption', { origin })}
          </caption>
          <TableHead
            className="bg-leaf-50 text-leaf-800"
            columns={[
              { label: t('shippingTable.zone'), className: 'px-3 py-2 sm:px-4 font-semibold' },
              { label: t('shippingTable.states'), className: 'px-3 py-2 sm:px-4 font-semibold' },
              { label: t('shippingTable.rate'), className: 'px-3 py-2 sm:px-4 text-end font-semibold' },
            ]}
          />
          <tbody>
            {rows.map(({ zone, states, rate }) => (
              <tr key={zone} className="border-t border-stone-200">
                <th scope="row" className="px-3 py-2 sm:px-4 font-medium whitespace-nowrap">
                  {zone}
                </th>
                <td className="px-3 py-2 sm:px-4">{states.join(', ')}</td>
                <td className="px-3 py-2 sm:px-4 text-end whitespace-nowrap tabular-nums">{rate}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {exampleZone ? (
        <p>
          For example, 500 kg delivered to {exampleState}, in zone {exampleZone}, costs 500 &times;{' '}
          {formatMoney(ratePaisePerKg(origin, exampleZone), 'INR')} = {exampleCharge} in freight.
        </p>
      ) : null}
    </>
  );
}
