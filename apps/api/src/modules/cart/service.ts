// Cart rules (decision 0012): what may be added (published, not owned, not already in the cart or in an unpaid
// order, a batch only while its registration is open and has seats), and promo quotes over the cart or items.
import type { AddToCartInput, MemberCartItem, OrderItemRef, PromoQuote } from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import {
  applyPromo,
  assertBatchOpen,
  findPublishedBatch,
  findPublishedCourse,
  inBatch,
  orderAmounts,
  ownsCourse,
  priceItems,
} from '../orders';
import { createCartRepository, MAX_CART_ITEMS } from './repository';

export function createCartService(db: Database) {
  const repository = createCartRepository(db);

  async function addCourse(userId: number, slug: string) {
    const course = await findPublishedCourse(db, slug);
    if (!course) throw new ApiError(404, 'Kelas tidak ditemukan.');
    if (await ownsCourse(db, userId, course.id)) throw new ApiError(409, 'Kamu sudah memiliki kelas ini.');
    // Also refuses a course held by an unpaid order of this member, with that order's number.
    await priceItems(db, userId, [{ type: 'course', ref: slug }], { enforce: true, lock: false });
    const id = await repository.add(userId, { courseId: course.id });
    if (id === null) throw new ApiError(409, 'Kelas ini sudah ada di keranjang.');
    return id;
  }

  async function addBatch(userId: number, ref: string) {
    const batch = await findPublishedBatch(db, ref, false);
    if (!batch) throw new ApiError(404, 'Batch live class tidak ditemukan.');
    if (await inBatch(db, userId, batch.id)) throw new ApiError(409, 'Kamu sudah terdaftar di batch ini.');
    await assertBatchOpen(db, batch);
    await priceItems(db, userId, [{ type: 'batch', ref }], { enforce: true, lock: false });
    const id = await repository.add(userId, { batchId: batch.id });
    if (id === null) throw new ApiError(409, 'Batch ini sudah ada di keranjang.');
    return id;
  }

  return {
    cartOf: (userId: number) => repository.cartOf(userId),

    async add(userId: number, input: AddToCartInput): Promise<MemberCartItem> {
      if ((await repository.countOf(userId)) >= MAX_CART_ITEMS)
        throw new ApiError(409, `Keranjang sudah berisi ${MAX_CART_ITEMS} item. Selesaikan pesanan dulu.`);
      const id = input.type === 'course' ? await addCourse(userId, input.ref) : await addBatch(userId, input.ref);
      const [item] = await repository.cartOf(userId, id);
      return item;
    },

    async remove(userId: number, itemId: number): Promise<void> {
      if (!(await repository.remove(userId, itemId))) throw new ApiError(404, 'Item keranjang tidak ditemukan.');
    },

    async quote(userId: number, code: string, items: readonly OrderItemRef[] | undefined): Promise<PromoQuote> {
      const refs = items ?? (await repository.cartOf(userId)).map((item) => ({ type: item.type, ref: item.ref }));
      if (refs.length === 0) throw new ApiError(422, 'Keranjang kosong: tambahkan item sebelum memakai kode promo.');
      const priced = await priceItems(db, userId, refs, { enforce: false, lock: false });
      const promo = await applyPromo(db, userId, code, priced, false);
      // The order's own arithmetic without its code: what checkout will charge before the unique code is added.
      const { subtotal, discount, rounding } = orderAmounts(priced, promo.discount, () => 0);
      return {
        code: promo.code,
        kind: promo.kind,
        value: promo.value,
        subtotal,
        discount,
        rounding,
        total: subtotal - discount - rounding,
      };
    },
  };
}
