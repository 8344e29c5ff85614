// The receipt a member gets when an order is paid (transactional: sent even to members who unsubscribed).
import { roundingOf, type OrderItem } from '@akademi-siber/util-contracts';
import { formatCurrency } from '@akademi-siber/util-format';
import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../mail';
import { itemsOf, type OrderRow } from './repository';

export interface ReceiptData {
  idTransaction: string;
  items: readonly OrderItem[];
  subtotal: number;
  discount: number;
  uniqueCode: number;
  total: number;
  paidAt: Date;
}

export function receiptEmail(to: { email: string; name: string }, order: ReceiptData, ordersLink: string): MailMessage {
  // The lines add up to the total (decision 0024): subtotal − discount − rounding + unique code.
  const rounding = roundingOf(order);
  return {
    to: to.email,
    subject: `Pembayaran diterima — ${order.idTransaction}`,
    text: [
      `Halo ${to.name},`,
      '',
      `Pembayaran pesanan ${order.idTransaction} sudah kami terima pada ` +
        `${order.paidAt.toISOString().slice(0, 10)}. Terima kasih!`,
      '',
      ...order.items.map((item) => `- ${item.title}: ${formatCurrency(item.price)}`),
      '',
      `Subtotal: ${formatCurrency(order.subtotal)}`,
      ...(order.discount > 0 ? [`Diskon: -${formatCurrency(order.discount)}`] : []),
      ...(rounding > 0 ? [`Pembulatan ke ribuan: -${formatCurrency(rounding)}`] : []),
      ...(order.uniqueCode > 0 ? [`Kode unik: ${formatCurrency(order.uniqueCode)}`] : []),
      `Total dibayar: ${formatCurrency(order.total)}`,
      '',
      'Akses kamu sudah aktif. Lihat pesanan kamu:',
      ordersLink,
      '',
      'Salam,',
      'Tim Akademi Siber',
    ].join('\n'),
  };
}

/** Hands the receipt to the mailer's background queue; call it once the paying transaction has committed. */
export function deferReceipt(app: FastifyInstance, order: OrderRow) {
  app.mailer.defer('order_receipt', async () => {
    const items = (await itemsOf(app.db, [order.id])).get(order.id) ?? [];
    const link = `${app.config.publicUrl}/member/pesanan`;
    await app.mailer.enqueueToUser(
      order.userId,
      (recipient) => receiptEmail(recipient, { ...order, items, paidAt: order.paidAt ?? new Date() }, link),
      'transactional',
      'order_receipt',
    );
  });
}
