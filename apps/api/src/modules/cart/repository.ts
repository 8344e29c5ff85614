// A member's cart: courses and live-class batches with their current prices (never the client's).
import type { MemberCartItem } from '@akademi-siber/util-contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, courses, liveClassBatches, liveClasses } from '../../db/schema';

/** A cart is small by nature; this bound only keeps a runaway cart from making a huge answer. */
export const MAX_CART_ITEMS = 100;

export function createCartRepository(db: Database) {
  return {
    async cartOf(userId: number, itemId?: number): Promise<MemberCartItem[]> {
      const rows = await db
        .select({
          id: cartItems.id,
          courseSlug: courses.slug,
          courseTitle: courses.title,
          coursePrice: courses.price,
          courseSalePrice: courses.salePrice,
          courseThumbnail: courses.thumbnailUrl,
          batchId: liveClassBatches.id,
          batchName: liveClassBatches.name,
          batchPrice: liveClassBatches.price,
          batchSalePrice: liveClassBatches.salePrice,
          classSlug: liveClasses.slug,
          classTitle: liveClasses.title,
          classThumbnail: liveClasses.thumbnailUrl,
          addedAt: cartItems.addedAt,
        })
        .from(cartItems)
        .leftJoin(courses, eq(courses.id, cartItems.courseId))
        .leftJoin(liveClassBatches, eq(liveClassBatches.id, cartItems.batchId))
        .leftJoin(liveClasses, eq(liveClasses.id, liveClassBatches.liveClassId))
        .where(and(eq(cartItems.userId, userId), itemId === undefined ? undefined : eq(cartItems.id, itemId)))
        .orderBy(desc(cartItems.addedAt), desc(cartItems.id))
        .limit(MAX_CART_ITEMS);
      return rows.map((row): MemberCartItem => {
        const addedAt = row.addedAt.toISOString();
        if (row.batchId !== null && row.classSlug !== null) {
          return {
            id: row.id,
            type: 'batch',
            ref: String(row.batchId),
            slug: row.classSlug,
            title: row.classTitle ?? '',
            subtitle: row.batchName,
            price: row.batchPrice ?? 0,
            salePrice: row.batchSalePrice,
            thumbnailUrl: row.classThumbnail,
            addedAt,
          };
        }
        return {
          id: row.id,
          type: 'course',
          ref: row.courseSlug ?? '',
          slug: row.courseSlug ?? '',
          title: row.courseTitle ?? '',
          subtitle: null,
          price: row.coursePrice ?? 0,
          salePrice: row.courseSalePrice,
          thumbnailUrl: row.courseThumbnail,
          addedAt,
        };
      });
    },

    countOf(userId: number) {
      return db.$count(cartItems, eq(cartItems.userId, userId));
    },

    /** The new row's id, or null when it was already in the cart. */
    async add(userId: number, target: { courseId: number } | { batchId: number }): Promise<number | null> {
      const [row] = await db
        .insert(cartItems)
        .values({ userId, ...target })
        .onConflictDoNothing()
        .returning({ id: cartItems.id });
      return row?.id ?? null;
    },

    async remove(userId: number, itemId: number): Promise<boolean> {
      const removed = await db
        .delete(cartItems)
        .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
        .returning({ id: cartItems.id });
      return removed.length > 0;
    },
  };
}
