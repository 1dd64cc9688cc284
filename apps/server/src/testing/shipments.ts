import { financialYear, formatInvoiceNumber } from '@bulk/domain/invoices';
import { slabPriceFor } from '@bulk/domain/listings';
import { orderTotals } from '@bulk/domain/orders';
import { zoneForState } from '@bulk/domain/shipping';
import { splitGstByRate } from '@bulk/domain/tax';
import type { SellerInvoiceDetails, ShipmentStatus } from '@bulk/domain/shipments';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  categories,
  orderLines,
  orders,
  payments,
  products,
  shipments,
  supplierProfiles,
} from '#src/db/schema/index';
import { randomId } from '#src/modules/payments/random-id';
import { asBearer } from './accounts';
import { adminHeaders } from './advance-orders';
import { createDraftListing, supplierWithToken } from './listings';
import type { TestApp } from './test-app';

/** Invoice details of a supplier registered in Maharashtra (a valid GSTIN of that state). */
export const maharashtraSellerDetails: SellerInvoiceDetails = {
  legalName: 'Latur Pulses Private Limited',
  gstin: '27AAACW0764A1ZP',
  address: '14 MIDC Area, Latur',
  state: 'Maharashtra',
  pin: '413512',
};

/**
 * An approved supplier with invoice details and one live listing (toor dal, ₹420/kg from 100 kg in steps of
 * 50, ₹380/kg from 500 kg, stock 5000, pickup in Maharashtra), listed through the API and approved by an
 * admin. Answers the supplier, its token and the product's id in the store.
 */
export async function supplierWithLiveProduct(ctx: TestApp) {
  const { token, user } = await supplierWithToken(ctx, true);
  const { db } = ctx.database.handle;
  await db
    .update(supplierProfiles)
    .set({ invoiceDetails: maharashtraSellerDetails })
    .where(eq(supplierProfiles.userId, user.id));
  const listingId = await createDraftListing(ctx, token);
  const submitted = await ctx.app.inject({
    method: 'POST',
    url: `/api/supplier/products/${listingId}/submit`,
    headers: asBearer(token),
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const { adminId: _adminId, ...admin } = await adminHeaders(ctx);
  const approved = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/listings/${listingId}/approve`,
    headers: admin,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.listingId, listingId));
  return { token, user, listingId, productId: product!.id };
}

/**
 * A paid order of `quantity` kg of a supplier's product shipped to Kerala, written straight into the
 * database as the checkout stores one: the order, its sandbox payment, its line and the supplier's shipment
 * in `status`, with the next invoice number of the supplier's own series. For the tests of what happens after the payment (fulfilment, payouts, reports); the
 * checkout itself is tested through the API. With `orderId`, the shipment is one more part of that paid
 * order instead (its totals stay the order's own).
 */
export async function paidSupplierShipment(
  ctx: TestApp,
  seller: { userId: number; productId: number },
  {
    quantity = 500,
    status = 'placed',
    at = new Date(),
    orderId: partOf,
  }: { quantity?: number; status?: ShipmentStatus; at?: Date; orderId?: string } = {},
) {
  const { db } = ctx.database.handle;
  const [product] = await db
    .select({
      name: products.name,
      category: categories.name,
      unit: products.unit,
      pricePaise: products.pricePaise,
      slabs: products.slabs,
      weightGrams: products.weightGrams,
      hsn: products.hsn,
    })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(eq(products.id, seller.productId));
  const unitPrice = slabPriceFor(quantity, product!);
  const state = 'Kerala';
  const originZone = zoneForState(maharashtraSellerDetails.state)!;
  const totals = orderTotals({
    lines: [{ pricePaise: unitPrice, quantity, weightGrams: product!.weightGrams, hsn: product!.hsn }],
    state,
    originZone,
    at,
  });
  const gst = splitGstByRate(totals.gstByRate, false);
  const igstPaise = gst.reduce((sum, rate) => sum + rate.igstPaise, 0);
  const orderId = partOf ?? randomId('ord', 22);
  const shipmentId = randomId('shp', 22);
  const money = {
    subtotalPaise: totals.subtotalPaise,
    shippingPaise: totals.shippingPaise,
    gstPaise: totals.gstPaise,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise,
    totalPaise: totals.totalPaise,
    totalWeightGrams: totals.totalWeightGrams,
  };
  const number = `T-${orderId.slice(4, 14)}`;
  const [invoiced] = await db
    .select({ n: count() })
    .from(shipments)
    .where(eq(shipments.sellerId, seller.userId));
  const [parts] = await db.select({ n: count() }).from(shipments).where(eq(shipments.orderId, orderId));
  const [lines] = await db.select({ n: count() }).from(orderLines).where(eq(orderLines.orderId, orderId));
  if (!partOf) {
    await db.insert(orders).values({
      id: orderId,
      number,
      status: 'paid',
      email: 'buyer@example.in',
      shipping: {
        fullName: 'Meera Iyer',
        email: 'buyer@example.in',
        address: '7 Spice Lane',
        city: 'Kochi',
        state,
        zip: '682001',
      },
      buyer: { company: 'Iyer Traders', phone: '9876543210', gstin: '', billing: null },
      ...money,
      gstRateBps: null,
      gateway: 'sandbox',
      createdAt: at,
      paidAt: at,
    });
    await db.insert(payments).values({
      orderId,
      gateway: 'sandbox',
      gatewayPaymentId: randomId('pay', 14),
      gatewayOrderId: randomId('order', 14),
      amountPaise: totals.totalPaise,
      source: 'verify',
    });
  }
  await db.insert(shipments).values({
    id: shipmentId,
    orderId,
    position: parts!.n,
    sellerId: seller.userId,
    seller: {
      name: maharashtraSellerDetails.legalName,
      address: `${maharashtraSellerDetails.address}, ${maharashtraSellerDetails.state} ${maharashtraSellerDetails.pin}`,
      state: maharashtraSellerDetails.state,
      gstin: maharashtraSellerDetails.gstin,
    },
    originZone,
    status,
    ...money,
    invoiceNumber: formatInvoiceNumber('S', financialYear(at), invoiced!.n + 1),
    invoicedAt: at,
    createdAt: at,
  });
  const line = totals.lines[0]!;
  await db.insert(orderLines).values({
    orderId,
    position: lines!.n,
    productId: seller.productId,
    name: product!.name,
    category: product!.category,
    unit: product!.unit,
    unitPricePaise: unitPrice,
    quantity,
    weightGrams: product!.weightGrams,
    lineTotalPaise: line.goodsPaise,
    hsn: line.hsn,
    gstRateBps: line.gstRateBps,
    freightPaise: line.freightPaise,
    taxablePaise: line.taxablePaise,
    gstPaise: line.gstPaise,
    shipmentId,
  });
  return { orderId, shipmentId, totalPaise: totals.totalPaise };
}
