import type { AdminShipment, FulfilmentShipment } from '@bulk/domain/shipments';

/** A placed shipment of 500 kg of toor dal to Kochi, over the e-way bill threshold. */
export function buildShipment(overrides: Partial<FulfilmentShipment> = {}): FulfilmentShipment {
  return {
    id: 'shp_00000000000000000000a1',
    orderNumber: 'BT-26-000123',
    createdAt: '2026-11-26T10:00:00.000Z',
    status: 'placed',
    nextSteps: ['accepted', 'cancelled'],
    ewayBillRequired: true,
    lines: [
      {
        name: 'Toor Dal, unpolished',
        quantity: 500,
        unit: 'kg',
        unitPricePaise: 38_000,
        lineTotalPaise: 19_000_000,
      },
    ],
    subtotalPaise: 19_000_000,
    shippingPaise: 1_250_000,
    gstPaise: 0,
    totalPaise: 20_250_000,
    invoiceNumber: 'S/26-27/000001',
    shipTo: {
      name: 'Meera Iyer',
      company: 'Iyer Traders',
      address: '7 Spice Lane',
      city: 'Kochi',
      state: 'Kerala',
      pin: '682001',
      phone: '9876543210',
    },
    dispatch: null,
    deliveredAt: null,
    cancellationReason: null,
    creditNoteNumber: null,
    events: [],
    ...overrides,
  };
}

export function buildAdminShipment(overrides: Partial<AdminShipment> = {}): AdminShipment {
  return {
    ...buildShipment(),
    orderId: 'ord_0000000000000000000123',
    seller: { id: 42, businessName: 'Latur Pulses' },
    refundPending: false,
    ...overrides,
  };
}
