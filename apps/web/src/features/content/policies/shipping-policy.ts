import { company } from '#src/config/company';
import { paths } from '#src/config/paths';
import { POLICIES_LAST_UPDATED, type Policy } from './policy';

/** The section after which the shipping page shows the freight rate table. */
export const FREIGHT_SECTION_ID = 'freight';

export const shippingPolicy: Policy = {
  title: 'Shipping Policy',
  path: paths.shippingPolicy,
  intro: 'How and when we ship bulk orders within India and abroad.',
  lastUpdated: POLICIES_LAST_UPDATED,
  sections: [
    {
      id: 'dispatch',
      heading: 'Loading and dispatch',
      blocks: [
        `${company.legalName} ships bulk orders through an outside shipping partner. Loading begins 24 hours after we receive the 50% advance on an order, or the full payment of an online order. Your goods are weighed, packed in the packaging sizes you chose and handed to the shipping partner.`,
        'When your consignment is dispatched we send you the bill copy and the shipping partner’s consignment details, so that you can follow the delivery.',
      ],
    },
    {
      id: 'delivery-times',
      heading: 'Delivery times',
      blocks: [
        {
          items: [
            'Domestic delivery, within India: usually 3-5 days, and up to 15-20 days.',
            'International delivery: usually 7-10 days, and up to 30-45 days.',
          ],
        },
        'Delivery times count from dispatch. They depend on the distance, the weight of the consignment, the shipping partner’s network at your destination, the weather, festivals and, for international orders, customs clearance. They are estimates, not guarantees; if a consignment is delayed we keep you informed.',
      ],
    },
    {
      id: FREIGHT_SECTION_ID,
      heading: 'Freight charges',
      blocks: [
        'Freight for deliveries in India is charged by zone from the origin. Every state belongs to one of the shipping partner’s eleven zones. The charge is the rate per kilogram from the origin zone to the zone of your delivery state, multiplied by the total weight of your order. A product weighs 1 kg per unit unless its page says otherwise.',
        'The checkout shows the freight as soon as you choose the delivery state, and adds it to your order total. Every state and union territory of India is in a zone. The PIN code of the delivery address must belong to the state you choose.',
      ],
    },
    {
      id: 'international',
      heading: 'International shipments',
      blocks: [
        'Freight for international orders is quoted for each order, from the weight, the destination and the way the goods travel. We prepare the export documents for the consignment.',
        'Customs duties, import taxes and clearance charges in the destination country are paid by the buyer. Please tell us before ordering about any licence, certificate or labelling your country requires for the goods, so that we can prepare for it.',
      ],
    },
    {
      id: 'packing',
      heading: 'Packing',
      blocks: [
        'Goods are packed in the packaging sizes listed on each product, for example 1 kg, 5 kg, 10 kg, 30 kg or 50 kg packs for goods sold by weight, and 10, 50 or 100 pieces for aprons and papers. Food goods are packed in food-grade packing and every pack is labelled with the product and its weight.',
      ],
    },
    {
      id: 'receiving',
      heading: 'Delivery address and receiving goods',
      blocks: [
        {
          items: [
            'Give a complete delivery address with the PIN code, and a phone number on which the shipping partner can reach you.',
            'Make sure someone can receive the goods, and unload them, on working days.',
            'Count the packages and check their condition before you sign the delivery receipt, and write any damage or shortage on it.',
            'Report a damaged, short or wrong delivery on the day of delivery, as the Refund & Cancellation Policy describes.',
          ],
        },
        'If a consignment cannot be delivered because the address is wrong or nobody receives it, the shipping partner may charge for another attempt or for returning the goods, and those charges are paid by the buyer.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        `For a question about a delivery, raise a ticket on our Contact page with your order number, or write to ${company.legalName}, ${company.location}.`,
      ],
    },
  ],
};
